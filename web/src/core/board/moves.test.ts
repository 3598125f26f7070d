import { describe, expect, it } from 'vitest';
import { destsOf, keyToSquare, lastMoveKeys, movesBetween, parseAll, parseMachine, squareToKey } from './moves';

describe('machine moves', () => {
  it('reads a UCI move, a promotion and a drop', () => {
    expect(parseMachine('e2e4', 'chess-set')).toEqual({ orig: 'e2', dest: 'e4', promotion: '', text: 'e2e4' });
    expect(parseMachine('a7a8q', 'chess-set')?.promotion).toBe('q');
    expect(parseMachine('N@f3', 'chess-set')).toEqual({ orig: 'N@', dest: 'f3', promotion: '', text: 'N@f3' });
  });

  it('maps USI squares onto the 9x9 board as sente sees it', () => {
    expect(squareToKey('9a', 'shogi-set')).toBe('a9');
    expect(squareToKey('1i', 'shogi-set')).toBe('i1');
    expect(squareToKey('7g', 'shogi-set')).toBe('c3');
    for (const sq of ['5e', '9i', '1a', '3c']) expect(keyToSquare(squareToKey(sq, 'shogi-set'), 'shogi-set')).toBe(sq);
  });

  it('reads USI moves, promotions and drops', () => {
    expect(parseMachine('7g7f', 'shogi-set')).toEqual({ orig: 'c3', dest: 'c4', promotion: '', text: '7g7f' });
    expect(parseMachine('8h2b+', 'shogi-set')?.promotion).toBe('+');
    expect(parseMachine('S*5e', 'shogi-set')).toEqual({ orig: 'S@', dest: 'e5', promotion: '', text: 'S*5e' });
  });

  it('ignores what is not a board move (announcements, garbage)', () => {
    expect(parseMachine('e4', 'chess-set')).toBeNull();
    expect(parseMachine('e2e9', 'chess-set')).toBeNull();
    expect(parseMachine('7g7f', 'chess-set')).toBeNull();
    expect(parseAll(['e4', 'e2e4', 'zz'], 'chess-set')).toHaveLength(1);
  });

  it('groups destinations by origin and finds the promotion choices between two squares', () => {
    const moves = parseAll(['a7a8q', 'a7a8r', 'a7a8b', 'a7a8n', 'b1c3', 'P@e4', 'P@e5'], 'chess-set');
    const dests = destsOf(moves);
    expect(dests.get('a7')).toEqual(['a8']);
    expect(dests.get('P@')).toEqual(['e4', 'e5']);
    expect(movesBetween(moves, 'a7', 'a8').map(m => m.promotion)).toEqual(['q', 'r', 'b', 'n']);
    expect(movesBetween(moves, 'b1', 'c3')).toHaveLength(1);
  });

  it('highlights both squares of a move, the square of a drop or an announcement', () => {
    expect(lastMoveKeys('e2e4', 'chess-set')).toEqual(['e2', 'e4']);
    expect(lastMoveKeys('Q@d5', 'chess-set')).toEqual(['d5']);
    expect(lastMoveKeys('e4', 'chess-set')).toEqual(['e4']);
    expect(lastMoveKeys(undefined, 'chess-set')).toEqual([]);
  });

});
