import { describe, expect, it } from 'vitest';
import { crossesLowTime, piecesOnBoard, soundForMove } from './sounds';
import { tabTitle } from './tab-title';
import { Drawings } from '../../core/board/drawings';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('the sound a move calls for', () => {
  it('a quiet move: the move sound', () => {
    expect(soundForMove({ fenBefore: START, fenAfter: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', inCheck: false, ended: false }))
      .toBe('move');
  });

  it('a move that takes a piece: the capture sound', () => {
    const before = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    const after = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2';
    expect(soundForMove({ fenBefore: before, fenAfter: after, inCheck: false, ended: false })).toBe('capture');
  });

  it('a capture into the hand (Unachess, Unashogi) is a capture; a drop from the hand is a move', () => {
    const before = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w - - 0 2';
    const after = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b - - 0 2';
    expect(soundForMove({ fenBefore: before, fenAfter: after, inCheck: false, ended: false })).toBe('capture');
    const drop = 'rnbqkbnr/ppp1pppp/8/3P4/8/5p2/PPPP1PPP/RNBQKBNR[] w - - 0 3';
    expect(soundForMove({ fenBefore: after, fenAfter: drop, inCheck: false, ended: false })).toBe('move');
  });

  it('shogi: a capture sends the piece to the hand written after the board', () => {
    const before = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1';
    const after = 'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b B 4';
    expect(soundForMove({ fenBefore: before, fenAfter: after, inCheck: false, ended: false })).toBe('capture');
  });

  it("Alice's two boards count together: a piece passing through the glass is no capture", () => {
    const before = '8/8/8/8/8/8/8/4K2k|8/8/8/8/8/8/8/Q7 w - - 0 1';
    const after = '8/8/8/8/8/8/8/Q3K2k|8/8/8/8/8/8/8/8 b - - 0 1';
    expect(soundForMove({ fenBefore: before, fenAfter: after, inCheck: false, ended: false })).toBe('move');
  });

  it('check outranks a capture, the end of the game outranks check', () => {
    const before = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    const after = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2';
    expect(soundForMove({ fenBefore: before, fenAfter: after, inCheck: true, ended: false })).toBe('check');
    expect(soundForMove({ fenBefore: before, fenAfter: after, inCheck: true, ended: true })).toBe('end');
  });

  it('counts the pieces on the board, not in the hands', () => {
    expect(piecesOnBoard(START)).toBe(32);
    expect(piecesOnBoard('8/8/8/8/8/8/8/4K2k[QQq] w - - 0 1')).toBe(2);
  });

  it('low time is announced once, when the clock first falls under ten seconds', () => {
    expect(crossesLowTime(10_200, 9_900)).toBe(true);
    expect(crossesLowTime(9_900, 9_700)).toBe(false);
    expect(crossesLowTime(30_000, 20_000)).toBe(false);
    expect(crossesLowTime(10_100, 0)).toBe(false); // the flag fell: the end sound says it
  });
});

describe('the tab title', () => {
  it('is marked when it is the player\'s move', () => {
    expect(tabTitle('Heterodox', true, 'Your move')).toBe('● Your move — Heterodox');
    expect(tabTitle('Heterodox', false, 'Your move')).toBe('Heterodox');
  });
});

describe('drawings', () => {
  it('are kept per ply and per board', () => {
    const d = new Drawings();
    d.set(3, 0, [{ orig: 'e2', dest: 'e4', brush: 'green' }]);
    d.set(3, 1, [{ orig: 'd4', brush: 'red' }]);
    expect(d.get(3)).toEqual([{ orig: 'e2', dest: 'e4', brush: 'green' }]);
    expect(d.get(3, 1)).toEqual([{ orig: 'd4', brush: 'red', dest: undefined }]);
    expect(d.get(4)).toEqual([]);
    d.set(3, 0, []);
    expect(d.get(3)).toEqual([]);
  });
});
