import { afterEach, describe, expect, it } from 'vitest';
import { formatLocale, describeTimeControl, formatDate, formatNumber, evaluation, formatClock, moveRows, optionLabel, reasonText, resultText, shownName } from './format';
import { setLanguage } from './i18n';

describe('formatting', () => {
  it('shows clocks with tenths under ten seconds and never below zero', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(9_450)).toBe('0:09.4');
    expect(formatClock(-5)).toBe('0:00.0');
  });

  it('describes time controls', () => {
    expect(describeTimeControl({ type: 'increment', initialSeconds: 180, incrementSeconds: 2 })).toBe('3+2');
    expect(describeTimeControl({ type: 'correspondence', days: 3 })).toBe('3 days/move');
    expect(describeTimeControl({ type: 'unlimited' })).toBe('Unlimited');
  });

  it('pairs moves for chess and numbers every ply for shogi', () => {
    expect(moveRows(['e4', 'e5', 'Nf3'], true)).toEqual([[1, 'e4', 'e5'], [2, 'Nf3', undefined]]);
    expect(moveRows(['P-7f', 'P-3d'], false)).toEqual([[1, 'P-7f', undefined], [2, 'P-3d', undefined]]);
  });

  it('names the winner and the reason', () => {
    expect(resultText('1-0', 'checkmate', 'White', 'Black')).toBe('White wins · checkmate');
    expect(resultText('1/2-1/2', undefined, 'White', 'Black')).toBe('Draw');
    expect(resultText('*', undefined, 'White', 'Black')).toBe('');
  });

  it('words reasons, options and anonymous players in the interface language', () => {
    setLanguage('it', false);
    expect(reasonText('checkmate', 'checkmate')).toBe('scacco matto');
    expect(reasonText('a-new-reason', 'as the server says')).toBe('as the server says');
    expect(optionLabel('no-castling')).toBe('senza arrocco');
    expect(optionLabel('an-unknown-option')).toBe('an-unknown-option');
    expect(shownName('Anonymous')).toBe('Anonimo');
    expect(shownName(undefined)).toBe('Anonimo');
    expect(shownName('Anna')).toBe('Anna');
    expect(describeTimeControl({ type: 'correspondence', days: 1 })).toBe('1 giorno/mossa');
    expect(resultText('0-1', 'scacco matto', 'Bianco', 'Nero')).toBe('Vince il Nero · scacco matto');
    setLanguage('en', false);
    expect(reasonText('time-forfeit', undefined)).toBe('time forfeit');
    expect(shownName(null)).toBe('Anonymous');
  });

  it("turns an engine score into the first player's view and a bar share", () => {
    expect(evaluation('first', 35, undefined)).toEqual({ text: '+0.35', share: expect.closeTo(54.4, 1) });
    expect(evaluation('second', 35, undefined).text).toBe('-0.35');
    expect(evaluation('second', undefined, 3)).toEqual({ text: '#-3', share: 0 });
    expect(evaluation('first', 0, undefined).share).toBe(50);
  });
});

describe('dates', () => {
  afterEach(() => setLanguage('en', false));

  it('follow the interface language: the browser\'s own locale when it speaks it, else the language', () => {
    setLanguage('it', false);
    expect(formatLocale(['en-US']), 'an Italian page in an American browser').toBe('it');
    expect(formatLocale(['en-US', 'it-CH'])).toBe('it-CH');
    expect(formatDate(Date.UTC(2026, 10, 27, 12))).toBe('27/11/2026');
    expect(formatNumber(6.33)).toBe('6,33');
    setLanguage('en', false);
    expect(formatLocale(['en-GB', 'it'])).toBe('en-GB');
    expect(formatLocale(['it-IT'])).toBe('en');
  });
});
