import { describe, expect, it } from 'vitest';
import type { Variant } from '../../core/api';
import { editorQuery, readEditorQuery } from '../../core/editor-link';
import {
  allowedCastling, allowedEnPassant, copySetup, editorGame as profileOf, handMax, sideName, letterOfPiece, pieceName, pieceOfLetter, place,
  type EditorGame, type Setup,
} from './setup';
import { parseSetup } from './setup-read';
import { writePlacement, writeSetup } from './setup-write';

// The games' facts as GET /api/variants/{spec} serves them (kept equal by the server's WebVariantsFixtureTest).
import fixture from '../../variants.fixture.json';

function editorGame(name: string, options: string[] = []): EditorGame {
  const spec = options.length ? `${name}:${options.join(',')}` : name;
  const variant = (fixture as unknown as Record<string, Variant>)[spec];
  if (!variant) throw new Error(`no facts for ${spec} in variants.fixture.json`);
  return profileOf(variant);
}

const GAMES = ['chess', 'uchess', 'unachess', 'unachess2', 'parachute', 'ambiguous', 'alice', 'shogi', 'unashogi'];

function read(text: string, game: EditorGame): Setup {
  const result = parseSetup(text, game);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.setup;
}

function errorOf(text: string, game: EditorGame): string {
  const result = parseSetup(text, game);
  if (result.ok) throw new Error(`${text} was read`);
  return result.error;
}

describe('the editor reads and writes every game\'s start position unchanged', () => {
  for (const name of GAMES) {
    it(name, () => {
      const game = editorGame(name);
      expect(writeSetup(read(game.start, game), game)).toBe(game.start);
      expect(writeSetup(read(game.empty, game), game)).toBe(game.empty);
    });
  }
});

describe('chess FEN', () => {
  const chess = editorGame('chess');

  it('reads pieces onto board keys, the side, castling, en passant and clocks', () => {
    const s = read('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2', chess);
    expect(s.boards[0].get('e1')).toBe('K');
    expect(s.boards[0].get('e5')).toBe('p');
    expect(s.boards[0].size).toBe(32);
    expect(s.turn).toBe('w');
    expect(s.castling).toBe('KQkq');
    expect(s.ep).toBe('e6');
    expect([s.halfmove, s.fullmove]).toEqual([0, 2]);
  });

  it('takes a FEN without clocks and writes it with them', () => {
    expect(writeSetup(read('6k1/5ppp/8/8/8/8/8/4R1K1 w - -', chess), chess)).toBe('6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1');
  });

  it('names the problem in a bad FEN', () => {
    expect(errorOf('', chess)).toBe('empty FEN');
    expect(errorOf('8/8/8 w - - 0 1', chess)).toContain('8 ranks');
    expect(errorOf('8/8/8/8/8/8/8/7X w - - 0 1', chess)).toContain("bad piece letter 'X' in rank 1");
    expect(errorOf('8/8/8/8/8/8/8/9 w - - 0 1', chess)).toContain('rank 1');
    expect(errorOf('8/8/8/8/8/8/8/7 w - - 0 1', chess)).toContain("rank 1 ('7') covers 7 squares instead of 8");
    expect(errorOf('8/8/8/8/8/8/8/44 w - - 0 1', chess)).toContain('two digits in a row');
    expect(errorOf('8/8/8/8/8/8/8/8 x - - 0 1', chess)).toContain("side to move must be 'w' or 'b'");
    expect(errorOf('8/8/8/8/8/8/8/8 w KX - 0 1', chess)).toContain("bad letter 'X'");
    expect(errorOf('8/8/8/8/8/8/8/8 w KK - 0 1', chess)).toContain("repeats 'K'");
    expect(errorOf('8/8/8/8/8/8/8/8 w - e4 0 1', chess)).toContain('en passant');
    expect(errorOf('8/8/8/8/8/8/8/8 w - - x 1', chess)).toContain('halfmove clock');
    expect(errorOf('8/8/8/8/8/8/8/8 w - - 0 0', chess)).toContain('fullmove number');
    expect(errorOf('8/8/8/8/8/8/8/8 w - - 0', chess)).toContain('found 5');
    expect(errorOf('8/8/8/8/8/8/8/8[Q] w - - 0 1', chess)).toContain('has no pieces in hand');
  });

  it('writes only the castling rights the placement allows', () => {
    const s = read('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', chess);
    expect(allowedCastling(s, chess)).toBe('KQkq');
    place(s, 0, 'h1', null);
    expect(allowedCastling(s, chess)).toBe('Qkq');
    expect(writeSetup(s, chess)).toBe('r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1');
    // The wish is kept: the rook back on h1 brings the right back.
    place(s, 0, 'h1', 'R');
    expect(writeSetup(s, chess)).toBe('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  });

  it('offers en passant only behind a pawn that may just have stepped two squares', () => {
    const s = read('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', chess);
    expect(allowedEnPassant(s, chess)).toEqual(['d6']);
    expect(writeSetup(s, chess)).toBe('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
    place(s, 0, 'd7', 'p'); // a pawn on d7: d5 did not come from there
    expect(allowedEnPassant(s, chess)).toEqual([]);
    expect(writeSetup(s, chess)).toContain(' w - - ');
    const black = read('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1', chess);
    expect(allowedEnPassant(black, chess)).toEqual(['e3']);
  });

  it('castling and en passant are offered only by the games that have them', () => {
    const s = read('r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1', chess);
    expect(allowedCastling(s, editorGame('ambiguous'))).toBe('');
    expect(allowedCastling(s, editorGame('unachess', ['no-castling']))).toBe('');
    expect(allowedEnPassant(s, editorGame('unachess2'))).toEqual([]);
    expect(allowedEnPassant(s, editorGame('unachess', ['no-double-step']))).toEqual([]);
    expect(allowedCastling(s, editorGame('unachess'))).toBe('KQkq');
  });
});

describe('games with hands', () => {
  it('Unachess: hands in brackets, counted per piece, written K Q R B N P, White first', () => {
    const una = editorGame('unachess');
    const s = read('8/8/8/8/8/8/8/4K3[PQPpk] b - - 0 1', una);
    expect(s.hands.P).toBe(2);
    expect(s.hands.Q).toBe(1);
    expect(s.hands.k).toBe(1);
    expect(s.hands.K).toBe(0);
    expect(writeSetup(s, una)).toBe('8/8/8/8/8/8/8/4K3[QPPkp] b - - 0 1');
    expect(read('8/8/8/8/8/8/8/4K3/QPP w - - 0 1', una).hands.P).toBe(2);
    expect(errorOf('8/8/8/8/8/8/8/8[KK] w - - 0 1', una)).toContain("holds 2 of 'K'");
    expect(errorOf('8/8/8/8/8/8/8/8[X] w - - 0 1', una)).toContain("'X' is not a piece that can be in hand");
    expect(errorOf('8/8/8/8/8/8/8/8[Q w - - 0 1', una)).toContain("closed by ']'");
  });

  it('shogi: SFEN hands with counts, Sente first in the order K R B G S N L P; promoted pieces on the board', () => {
    const shogi = editorGame('shogi');
    const s = read('4k4/9/4+P4/9/9/9/9/9/4K4 w P2Gp 12', shogi);
    expect(s.boards[0].get('e7')).toBe('+P');
    expect(s.boards[0].get('e9')).toBe('k');
    expect(s.turn).toBe('b'); // 'w' in SFEN is Gote, the second player
    expect(s.hands.G).toBe(2);
    expect(writeSetup(s, shogi)).toBe('4k4/9/4+P4/9/9/9/9/9/4K4 w 2GPp 12');
    expect(writeSetup(read('9/9/9/9/9/9/9/9/9 b - ', shogi), shogi)).toBe('9/9/9/9/9/9/9/9/9 b - 1');
    expect(errorOf('9/9/9/9/9/9/9/9/9 b K 1', shogi)).toContain("'K' is not a piece that can be in hand");
    expect(errorOf('9/9/9/9/9/9/9/9/9 b 3R 1', shogi)).toContain("holds 3 of 'R'");
    expect(errorOf('9/9/9/9/9/9/9/9/9 b PP 1', shogi)).toContain("appears twice");
    expect(errorOf('9/9/9/9/9/9/9/9/9 b 2 1', shogi)).toContain('has no piece letter');
    expect(errorOf('9/9/9/9/9/9/9/9/+K8 b - 1', shogi)).toContain("'K' cannot be promoted");
    expect(errorOf('9/9/9/9/9/9/9/9/8+ b - 1', shogi)).toContain("'+' must be followed by a piece letter in rank i");
    expect(errorOf('9/9/9/9/9/9/9/9/9 s - 1', shogi)).toContain("'b' (Sente) or 'w' (Gote)");
    expect(read('9/9/9/9/9/9/9/9/9 b K 1', editorGame('unashogi')).hands.K).toBe(1);
  });
});

describe('Alice: two boards in one placement', () => {
  const alice = editorGame('alice');

  it('a piece after | is on board B', () => {
    const s = read('4k3/8/8/8/8/8/8/|R3K3 w - - 0 1', alice);
    expect(s.boards[0].get('e1')).toBe('K');
    expect(s.boards[1].get('a1')).toBe('R');
    expect(s.boards[0].has('a1')).toBe(false);
    expect(writeSetup(s, alice)).toBe('4k3/8/8/8/8/8/8/|R3K3 w - - 0 1');
    expect(errorOf('4k3/8/8/8/8/8/8/|4K3 w - - 0 1', alice)).toContain("'|' must be followed by a piece letter");
    expect(errorOf('4k3/8/8/8/8/8/8/|R3K3 w - - 0 1', editorGame('chess'))).toContain("bad piece letter '|'");
  });

  it('placing a piece on one board empties that square on the other', () => {
    const s = read('4k3/8/8/8/8/8/8/|R3K3 w - - 0 1', alice);
    place(s, 0, 'a1', 'Q');
    expect(s.boards[1].has('a1')).toBe(false);
    expect(writeSetup(s, alice)).toBe('4k3/8/8/8/8/8/8/Q3K3 w - - 0 1');
    place(s, 1, 'e1', 'K');
    expect(writeSetup(s, alice)).toBe('4k3/8/8/8/8/8/8/Q3|K3 w - - 0 1');
    place(s, 1, 'e1', null);
    expect(s.boards[0].has('e1')).toBe(false);
  });

  it('castling needs king and rook on board A', () => {
    const s = read('4k3/8/8/8/8/8/8/4K2|R w - - 0 1', alice);
    expect(allowedCastling(s, alice)).toBe('');
  });
});

describe('Ambiguous Chess', () => {
  it('keeps a pending announcement', () => {
    const amb = editorGame('ambiguous');
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3';
    expect(writeSetup(read(fen, amb), amb)).toBe(fen);
    expect(errorOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 z9', amb)).toContain('announcement');
  });
});

describe('pieces', () => {
  it('maps letters to chessgroundx pieces and back', () => {
    expect(pieceOfLetter('N')).toEqual({ role: 'n-piece', color: 'white' });
    expect(pieceOfLetter('p')).toEqual({ role: 'p-piece', color: 'black' });
    expect(pieceOfLetter('+p')).toEqual({ role: 'pp-piece', color: 'black' });
    expect(pieceOfLetter('+R')).toEqual({ role: 'pr-piece', color: 'white' });
    for (const letter of ['K', 'q', 'P', 'p', '+P', '+l', 'G', 's']) expect(letterOfPiece(pieceOfLetter(letter))).toBe(letter);
    expect(letterOfPiece({ role: 'banana', color: 'white' })).toBeNull();
  });

  it('names pieces for people', () => {
    expect(pieceName('N', editorGame('chess'))).toBe('White knight');
    expect(pieceName('q', editorGame('chess'))).toBe('Black queen');
    expect(pieceName('+p', editorGame('shogi'))).toBe('Gote tokin');
    expect(pieceName('G', editorGame('shogi'))).toBe('Sente gold');
  });

  it('writes one board alone for drawing', () => {
    const alice = editorGame('alice');
    const s = read('4k3/8/8/8/8/8/8/|R3K3 w - - 0 1', alice);
    expect(writePlacement(s, alice, 0)).toBe('4k3/8/8/8/8/8/8/4K3');
    expect(writePlacement(s, alice, 1)).toBe('8/8/8/8/8/8/8/R7');
    expect(writePlacement(s, alice)).toBe('4k3/8/8/8/8/8/8/|R3K3');
  });

  it('copies do not share boards or hands', () => {
    const una = editorGame('unachess');
    const s = read(una.start, una);
    const c = copySetup(s);
    place(c, 0, 'e1', 'K');
    c.hands.K = 0;
    expect(s.boards[0].size).toBe(0);
    expect(s.hands.K).toBe(1);
  });
});

// ---------- fuzz: mutated texts are read into a setup that writes back stably, or refused with a reason

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzz', () => {
  const seeds = [
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    '8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1',
    '4k3/8/8/8/8/8/8/|R3K2R w K - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    '4k4/9/4+P4/9/9/9/9/9/4K4 w 2GPp 12',
  ];
  const alphabet = 'pnbrqkgslPNBRQKGSLX0123456789/|[]-+ wbe3a8';

  it('5000 mutated strings in every game: a stable setup or a named error, never an exception', () => {
    const random = mulberry32(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const games = GAMES.map(n => editorGame(n));
    let read = 0;
    for (let i = 0; i < 5000; i++) {
      let text = pick(seeds);
      for (let e = 1 + Math.floor(random() * 3); e > 0; e--) {
        const at = Math.floor(random() * (text.length + 1));
        const c = pick([...alphabet]);
        const op = Math.floor(random() * 3);
        text = op === 0 ? text.slice(0, at) + c + text.slice(at)
          : op === 1 ? text.slice(0, at) + text.slice(at + 1)
            : text.slice(0, at) + c + text.slice(at + 1);
      }
      const game = pick(games);
      const result = parseSetup(text, game);
      if (result.ok) {
        read++;
        const written = writeSetup(result.setup, game);
        const again = parseSetup(written, game);
        expect(again.ok, `${game.name}: ${text} -> ${written}`).toBe(true);
        if (again.ok) expect(writeSetup(again.setup, game)).toBe(written);
      } else {
        expect(typeof result.error).toBe('string');
        expect(result.error.length).toBeGreaterThan(5);
      }
    }
    expect(read).toBeGreaterThan(100); // the mutations are mild enough that some texts survive
  });
});

describe('the editor address', () => {
  it('reads variant and FEN, keeping + and reading _ as a space', () => {
    expect(readEditorQuery('variant=shogi&fen=4k4/9/4+P4/9/9/9/9/9/4K4_b_-_1')).toEqual({ variant: 'shogi', fen: '4k4/9/4+P4/9/9/9/9/9/4K4 b - 1' });
    expect(readEditorQuery('?variant=unachess%3Ano-castling&fen=8%2F8%20w')).toEqual({ variant: 'unachess:no-castling', fen: '8/8 w' });
    expect(readEditorQuery('fen=%E0%A4&variant=chess&x')).toEqual({ variant: 'chess' });
  });

  it('writes a query it reads back', () => {
    const fen = '4k3/8/8/8/8/8/8/|R3K3[Qq] w - - 0 1';
    const query = editorQuery('alice', fen);
    expect(query).toBe('variant=alice&fen=4k3/8/8/8/8/8/8/|R3K3%5BQq%5D_w_-_-_0_1');
    expect(readEditorQuery(query)).toEqual({ variant: 'alice', fen });
    expect(readEditorQuery(editorQuery('shogi', '9/9/9/9/9/9/9/9/+P8 b - 1')).fen).toBe('9/9/9/9/9/9/9/9/+P8 b - 1');
  });
});

describe('the editing profile comes from the game\'s facts', () => {
  it('takes board, hands, pieces and names from them', () => {
    const unashogi = editorGame('unashogi');
    expect(unashogi.size).toBe(9);
    expect(unashogi.handRoles).toEqual(['K', 'R', 'B', 'G', 'S', 'N', 'L', 'P']);
    expect(editorGame('shogi').handRoles).not.toContain('K');
    expect(handMax('p', unashogi)).toBe(18);
    expect(handMax('K', unashogi)).toBe(1);
    expect(handMax('q', editorGame('unachess'))).toBe(9);
    expect(sideName('b', unashogi)).toBe('Gote');
    expect(sideName('w', editorGame('alice'))).toBe('White');
    expect(editorGame('alice').boards).toBe(2);
    expect(editorGame('ambiguous').announcement).toBe(true);
    expect(editorGame('chess').announcement).toBe(false);
    expect(errorOf('', unashogi)).toBe('empty SFEN');
    expect(errorOf(' ', editorGame('chess'))).toBe('empty FEN');
  });

  it('works for a game the app has never heard of', () => {
    const chess = (fixture as unknown as Record<string, Variant>).chess;
    const toy = profileOf({ name: 'toy', facts: { ...chess.facts, castling: false, startFen: '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1' } });
    const s = read(toy.start, toy);
    expect(writeSetup(s, toy)).toBe(toy.start);
    expect(allowedCastling(read('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', toy), toy)).toBe('');
  });
});
