import { describe, expect, it } from 'vitest';
import { bestMoveShapes } from './shapes';

describe('bestMoveShapes', () => {
  it('draws a chess move as an arrow from its square to its square', () => {
    expect(bestMoveShapes('e1e8', 'chess-set', 'first')).toEqual([{ orig: 'e1', dest: 'e8', brush: 'green' }]);
    expect(bestMoveShapes('a7a8q', 'chess-set', 'first')).toEqual([{ orig: 'a7', dest: 'a8', brush: 'green' }]);
  });

  it('draws a shogi move on the board keys of its USI squares', () => {
    expect(bestMoveShapes('7g7f', 'shogi-set', 'first')).toEqual([{ orig: 'c3', dest: 'c4', brush: 'green' }]);
  });

  it('draws a drop as a circle and the mover\'s piece on its square', () => {
    expect(bestMoveShapes('N@d4', 'chess-set', 'second')).toEqual([
      { orig: 'd4', brush: 'green' }, { orig: 'd4', brush: 'green', piece: { role: 'n-piece', color: 'black' } }]);
    expect(bestMoveShapes('P*5e', 'shogi-set', 'first')[1].piece).toEqual({ role: 'p-piece', color: 'white' });
  });

  it('draws an Ambiguous Chess announcement as a circle on its square', () => {
    expect(bestMoveShapes('a3', 'chess-set', 'first')).toEqual([{ orig: 'a3', brush: 'green' }]);
  });

  it('draws nothing without a move or for text it cannot place', () => {
    expect(bestMoveShapes(undefined, 'chess-set', 'first')).toEqual([]);
    expect(bestMoveShapes('zz', 'chess-set', 'first')).toEqual([]);
  });
});
