import { describe, expect, it } from 'vitest';
import { aliceBoards, boardFen, expandHand, pendingAnnouncement } from './position';

describe('positions', () => {
  it('expands SFEN hands', () => {
    expect(expandHand('KRB2G9p')).toBe('KRBGGppppppppp');
    expect(expandHand('-')).toBe('');
  });

  it('turns an SFEN into a board with a bracketed hand', () => {
    expect(boardFen('9/9/9/9/9/9/9/9/9 b KR2Pk 1', 'shogi-set')).toBe('9/9/9/9/9/9/9/9/9[KRPPk]');
    expect(boardFen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'shogi-set')).toMatch(/\[\]$/);
  });

  it('keeps the chess FEN placement with its holdings', () => {
    expect(boardFen('8/8/8/8/8/8/8/8[Kk] w - - 0 1', 'chess-set')).toBe('8/8/8/8/8/8/8/8[Kk]');
  });

  it('splits an Alice FEN into its two boards', () => {
    const [a, b] = aliceBoards('rnbqkbnr/pppp1ppp/8/1|B2|p3/4|P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2');
    expect(a).toBe('rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQK1NR');
    expect(b).toBe('8/8/8/1B2p3/4P3/8/8/8');
  });

  it('reads the two-board Alice form too', () => {
    expect(aliceBoards('8/8/8/8/8/8/8/K6k|8/8/8/8/8/8/8/3Q4 w - - 0 1')).toEqual(['8/8/8/8/8/8/8/K6k', '8/8/8/8/8/8/8/3Q4']);
  });

  it('finds a pending Ambiguous Chess announcement', () => {
    expect(pendingAnnouncement('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3')).toBe('a3');
    expect(pendingAnnouncement('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1')).toBeNull();
  });
});
