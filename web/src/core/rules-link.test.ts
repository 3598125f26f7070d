import { describe, expect, it } from 'vitest';
import { rulesHref } from './rules-link';

describe('rules links', () => {
  it('link to a game without its options', () => {
    expect(rulesHref('unachess:no-castling')).toBe('#/rules/unachess');
  });
});
