import { describe, expect, it } from 'vitest';
import { ambiguousMoves, ambiguousRows, choiceLabel } from './ambiguous';

// A record as the server writes it: a3 announced and Na3 chosen, e5 and d4 with one candidate each,
// f6 announced and waiting for White's choice.
const machine = ['a3', 'b1a3', 'e5', 'd4', 'f6'];
const san = ['a3', 'Na3', 'e5', 'd4', 'f6'];

describe('the Ambiguous Chess move list', () => {
  it('numbers moves, not decisions: 1. Na3 e5 2. d4, with the announced square of a chosen move', () => {
    const moves = ambiguousMoves(machine.slice(0, 4), san.slice(0, 4), null);
    expect(moves).toEqual([
      { text: 'Na3', announced: 'a3', ply: 2, pending: false },
      { text: 'e5', ply: 3, pending: false },
      { text: 'd4', ply: 4, pending: false },
    ]);
    const rows = ambiguousRows(moves, false).map(([n, a, b]) => `${n}. ${a?.text ?? ''} ${b?.text ?? ''}`.trim());
    expect(rows).toEqual(['1. Na3 e5', '2. d4']);
  });

  it('shows an announcement that waits for its choice as pending', () => {
    const moves = ambiguousMoves(machine, san, 'f6');
    expect(moves.at(-1)).toEqual({ text: '', announced: 'f6', ply: 5, pending: true });
    expect(moves).toHaveLength(4);
  });

  it('a last announcement that is not waiting was a move with one candidate', () => {
    expect(ambiguousMoves(['f3', 'f2f3', 'e5', 'g4', 'h4'], ['f3', 'f3', 'e5', 'g4', 'Qh4'], null).map(m => m.text))
      .toEqual(['f3', 'e5', 'g4', 'Qh4']);
  });

  it('leaves White\'s first cell empty when Black starts', () => {
    const rows = ambiguousRows(ambiguousMoves(['e5'], ['e5'], null), true);
    expect(rows).toEqual([[1, undefined, { text: 'e5', ply: 1, pending: false }]]);
  });

  it('labels a choice by the move it makes', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3';
    expect(choiceLabel('a2a3', start)).toBe('a2-a3');
    expect(choiceLabel('b1a3', start)).toBe('Nb1-a3');
    expect(choiceLabel('g8f6', 'rnbqkbnr/pppp1ppp/8/4p3/3P4/N7/PPP1PPPP/R1BQKBNR b - - 0 2 f6')).toBe('Ng8-f6');
    expect(choiceLabel('e7e8q', '8/4P3/8/8/8/8/8/4K2k w - - 0 1 e8')).toBe('e7-e8=Q');
  });
});
