import { describe, expect, it } from 'vitest';
import { rangeText, takerSide } from './seeks';

describe('seeks', () => {
  it('gives the taker the other side', () => {
    expect(takerSide({ side: 'first' })).toBe('second');
    expect(takerSide({ side: 'second' })).toBe('first');
    expect(takerSide({ side: 'random' })).toBe('random');
  });
  it('words the rating range', () => {
    expect(rangeText({})).toBeNull();
    expect(rangeText({ ratingRange: { min: 1400, max: 1600 } })).toBe('1400–1600');
    expect(rangeText({ ratingRange: { min: 1400 } })).toBe('≥ 1400');
    expect(rangeText({ ratingRange: { max: 1600 } })).toBe('≤ 1600');
  });
});
