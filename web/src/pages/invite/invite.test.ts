import { describe, expect, it } from 'vitest';
import type { Game, Variant } from '../../core/api';
import { setLanguage } from '../../core/i18n';
import { openSide, optionsInWords, timeControlInWords } from './invite';

const unachess = {
  options: [{ name: 'no-castling', description: 'no castling' }, { name: 'quasi-check', description: 'quasi-check rule' }],
} as unknown as Variant;

describe('the invitation page', () => {
  it('gives the options a spec turns on with their descriptions', () => {
    expect(optionsInWords('unachess', unachess)).toEqual([]);
    expect(optionsInWords('unachess:no-castling', unachess)).toEqual([{ name: 'no-castling', description: 'no castling' }]);
  });

  it('offers the open seat', () => {
    const players = (first: string, second: string) => ({ players: { first: { kind: first }, second: { kind: second } } }) as unknown as Game;
    expect(openSide(players('human', 'open'))).toBe('second');
    expect(openSide(players('open', 'human'))).toBe('first');
    expect(openSide(players('human', 'human'))).toBeNull();
  });

  it('says the time control in words, in both languages', () => {
    setLanguage('en', false);
    expect(timeControlInWords({ type: 'increment', initialSeconds: 300, incrementSeconds: 3 }))
      .toBe('5 minutes each, plus 3 seconds per move');
    expect(timeControlInWords({ type: 'unlimited' })).toBe('No clock');
    setLanguage('it', false);
    expect(timeControlInWords({ type: 'correspondence', days: 2 })).toBe('2 giorni a mossa');
    setLanguage('en', false);
  });
});
