import { describe, expect, it } from 'vitest';
import type { GameFacts, Variant } from '../api';
import { setLanguage } from '../i18n';
import fixture from '../../variants.fixture.json';
import { boardKit } from './kit';
import { pieceAt } from './position';

const games = fixture as unknown as Record<string, Variant>;
const kit = (spec: string) => boardKit(games[spec].facts as GameFacts);
const ALICE = 'rnbqkbnr/pppp1ppp/8/1|B2|p3/4|P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2';

describe('the board kit', () => {
  it('knows every game\'s boards from its facts: how many, their size, the hands', () => {
    const seen = Object.keys(games).map(spec => [spec, kit(spec).count, kit(spec).files, kit(spec).hands]);
    expect(seen).toContainEqual(['alice', 2, 8, false]);
    expect(seen).toContainEqual(['unashogi', 1, 9, true]);
    expect(seen).toContainEqual(['chess', 1, 8, false]);
    expect(seen).toContainEqual(['parachute', 1, 8, true]);
    expect(kit('alice').named).toBe(true);
    expect(kit('shogi').named).toBe(false);
  });

  it('is made once per game', () => {
    expect(kit('uchess')).toBe(kit('uchess'));
  });

  it('splits a position into each board\'s placement', () => {
    expect(kit('alice').placements(ALICE)).toEqual(['rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQK1NR', '8/8/8/1B2p3/4P3/8/8/8']);
    expect(kit('shogi').placements('9/9/9/9/9/9/9/9/9 b KR2Pk 1')).toEqual(['9/9/9/9/9/9/9/9/9[KRPPk]']);
    expect(kit('unachess').placements('8/8/8/8/8/8/8/8[Kk] w - - 0 1')).toEqual(['8/8/8/8/8/8/8/8[Kk]']);
  });

  it('finds the board a piece stands on', () => {
    const alice = kit('alice');
    const boards = alice.placements(ALICE);
    expect(alice.boardWith(boards, 'b5')).toBe(1);
    expect(alice.boardWith(boards, 'e1')).toBe(0);
    expect(alice.boardWith(boards, 'h5')).toBe(-1);
    expect(alice.boardWith(boards, 'N@')).toBe(-1);
  });

  it('names each board', () => {
    setLanguage('en', false);
    expect(kit('alice').labels()).toEqual(['Board A', 'Board B']);
    expect(kit('chess').labels()).toEqual(['Board']);
    expect(kit('chess').labels('Example')).toEqual(['Example']);
    setLanguage('it', false);
    expect(kit('alice').labels()).toEqual(['Scacchiera A', 'Scacchiera B']);
    setLanguage('en', false);
  });

  it('reads the side to move of FEN and SFEN', () => {
    expect(kit('chess').turnColor('8/8/8/8/8/8/8/8 b - - 0 1')).toBe('black');
    expect(kit('shogi').turnColor('9/9/9/9/9/9/9/9/9 b - 1')).toBe('white');
  });

  it('draws each game\'s pieces and board size', () => {
    expect(kit('chess').boxClass()).toBe('chess-set board-8x8');
    expect(kit('unashogi').boxClass()).toBe('shogi-set board-9x9');
    expect(kit('chess').setClass()).toBe('chess-set');
    expect(kit('shogi').setClass()).toMatch(/^shogi-set pieces-(kanji|western)$/);
    expect(kit('shogi').pieceStyles).toBe(true);
    expect(kit('chess').pieceStyles).toBe(false);
    expect(kit('shogi').emptyPlacement()).toBe('9/9/9/9/9/9/9/9/9[]');
    expect(kit('unachess').emptyPlacement()).toBe('8/8/8/8/8/8/8/8[]');
  });

  it('shows a king in hand only where kings are held', () => {
    expect(kit('unashogi').handRoles()).toContain('k-piece');
    expect(kit('shogi').handRoles()).not.toContain('k-piece');
    expect(kit('unachess').handRoles()).toEqual(['k-piece', 'q-piece', 'r-piece', 'b-piece', 'n-piece', 'p-piece']);
  });

  it('reads machine moves on the board\'s keys', () => {
    expect(kit('shogi').parse('7g7f')).toMatchObject({ orig: 'c3', dest: 'c4' });
    expect(kit('chess').lastMove('e2e4')).toEqual(['e2', 'e4']);
    expect(kit('unashogi').bestMove('P*5e', 'first')[1].piece).toEqual({ role: 'p-piece', color: 'white' });
    expect(kit('chess').bestMove(undefined, 'first')).toEqual([]);
    expect(kit('uchess').moveShapes('g1f3', 'red', 'white')).toEqual([{ orig: 'g1', dest: 'f3', brush: 'red' }]);
  });
});

describe('what each board draws', () => {
  it('one board draws the whole position with every move and mark', () => {
    const chess = kit('chess');
    const moves = chess.parseAll(['e2e4', 'g1f3']);
    const [board] = chess.boardStates({ fen: games.chess.facts.startFen, orientation: 'white', turnColor: 'white', movable: 'white', moves,
      check: true, shapes: [{ orig: 'e4', brush: 'green' }], drawn: i => [{ orig: `a${i + 1}`, brush: 'red' }] });
    expect(board.dests.get('e2')).toEqual(['e4']);
    expect(board.movable).toBe('white');
    expect(board.check).toBe(true);
    expect(board.shapes).toEqual([{ orig: 'e4', brush: 'green' }]);
    expect(board.drawn).toEqual([{ orig: 'a1', brush: 'red' }]);
    expect(board.coordinates).toBe(true);
  });

  it('Alice: each board gets the moves and marks of its own pieces, and the check where the king stands', () => {
    const alice = kit('alice');
    const moves = alice.parseAll(['b5e8', 'd7d6', 'e4e5']);
    const states = alice.boardStates({ fen: ALICE, orientation: 'white', turnColor: 'black', movable: 'black', moves, check: true,
      lastMove: ['f1', 'b5'], shapes: [{ orig: 'b5', dest: 'e8', brush: 'green' }, { orig: 'd7', brush: 'red' }],
      drawn: i => (i ? [{ orig: 'h8', brush: 'blue' }] : []) });
    expect(states.map(s => [...s.dests.keys()])).toEqual([['d7'], ['b5', 'e4']]);
    expect(states.map(s => s.shapes)).toEqual([[{ orig: 'd7', brush: 'red' }], [{ orig: 'b5', dest: 'e8', brush: 'green' }]]);
    expect(states.map(s => s.check)).toEqual([true, false]); // the black king is on board A
    // The bishop left f1 of one board and stands on b5 of board B: A lights the origin, B the destination.
    expect(states.map(s => s.lastMove)).toEqual([['f1'], ['b5']]);
    expect(states.map(s => s.drawn)).toEqual([[], [{ orig: 'h8', brush: 'blue' }]]);
  });

  it('Alice: a board without a piece of the mover\'s to move is not movable', () => {
    const alice = kit('alice');
    const states = alice.boardStates({ fen: ALICE, orientation: 'white', turnColor: 'black', movable: 'black', moves: alice.parseAll(['d7d6']) });
    expect(states.map(s => s.movable)).toEqual(['black', undefined]);
  });

  it('the hands are part of the drawn placement', () => {
    const [board] = kit('unashogi').boardStates({ fen: '9/9/9/9/9/9/9/9/9 b K 1', orientation: 'black', turnColor: 'white' });
    expect(board.fen).toBe('9/9/9/9/9/9/9/9/9[K]');
    expect(board.orientation).toBe('black');
  });
});

describe('pieces on a placement', () => {
  it('are found by key, over promoted pieces and past the hands', () => {
    expect(pieceAt('4k4/9/4+P4/9/9/9/9/9/4K4[Pp]', 'e7')).toBe(true);
    expect(pieceAt('4k4/9/4+P4/9/9/9/9/9/4K4[Pp]', 'f7')).toBe(false);
    expect(pieceAt('8/8/8/8/8/8/8/R6K', 'h1')).toBe(true);
    expect(pieceAt('8/8/8/8/8/8/8/R6K', 'g1')).toBe(false);
    expect(pieceAt('8/8/8/8/8/8/8/R6K', 'P@')).toBe(false);
  });
});
