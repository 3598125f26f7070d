// The board editor's pure logic: each game's editing profile, the setup being edited (its boards,
// hands and rights) and what its placement allows. Reading and writing its FEN or SFEN are in
// setup-read.ts and setup-write.ts.
import type { Variant } from '../../core/api';
import { t } from '../../core/i18n';

/** 'w': the first player (White; Sente in shogi) is to move; 'b': the second. */
export type Turn = 'w' | 'b';

export interface EditorGame {
  name: string;
  size: 8 | 9;
  /** Alice Chess has two boards; a piece on board B is written with a '|' before its letter. */
  boards: 1 | 2;
  hands: boolean;
  /** the pieces that can be in hand, upper case, in the order their FEN/SFEN writes them */
  handRoles: string[];
  /** the palette's pieces, upper case ('+P' a promoted shogi pawn) */
  paletteRoles: string[];
  /** whether pieces have promoted forms on the board, written with '+' (shogi) */
  promotions: boolean;
  castling: boolean;
  enPassant: boolean;
  /** Ambiguous Chess: a FEN may end with a pending announcement square */
  announcement: boolean;
  start: string;
  empty: string;
  /** the first player's name, then the second's */
  sideNames: [string, string];
  /** 'FEN' or 'SFEN' */
  positionFormat: string;
  /** piece names by upper-case letter ('+P' a promoted shogi pawn) */
  pieceNames: Record<string, string>;
  /** the most of one piece a side may have, by upper-case letter */
  supply: Record<string, number>;
}

export interface Setup {
  /** per board: key ('e4'; on 9x9 boards files a-i from the left, ranks 1-9 from the bottom) to letter */
  boards: Array<Map<string, string>>;
  /** hand counts by letter: upper case the first player's, lower case the second's */
  hands: Record<string, number>;
  turn: Turn;
  /** the castling rights asked for, a subset of 'KQkq'; only those the placement allows are written */
  castling: string;
  /** the en passant square asked for, or ''; written only when the placement allows it */
  ep: string;
  halfmove: number;
  fullmove: number;
  /** Ambiguous Chess: a pending announcement square, or '' */
  announcement: string;
}

export type ParseResult = { ok: true; setup: Setup } | { ok: false; error: string };

/** The most of one piece a hand may hold in the editor (the server checks the real supply). */
export function handMax(letter: string, game: EditorGame): number {
  return game.supply[letter.toUpperCase()] ?? 0;
}

/** The editing profile of a game (under the options its spec names), from what the game says of itself. */
export function editorGame(variant: Pick<Variant, 'name' | 'facts'>): EditorGame {
  const f = variant.facts;
  return {
    name: variant.name, size: f.board.files as 8 | 9, boards: f.board.boards as 1 | 2,
    hands: f.holdable.length > 0, handRoles: f.holdable, paletteRoles: f.pieces.map(p => p.letter),
    promotions: f.pieces.some(p => p.letter.startsWith('+')),
    castling: f.castling, enPassant: f.enPassant, announcement: f.decisionPhases.includes('announce'),
    start: f.startFen, empty: f.emptyFen, sideNames: [f.sideNames[0], f.sideNames[1]], positionFormat: f.positionFormat,
    pieceNames: Object.fromEntries(f.pieces.map(p => [p.letter, p.name])),
    supply: Object.fromEntries(f.pieces.map(p => [p.letter, p.supply])),
  };
}

/** The letters of the unpromoted pieces, e.g. 'KQRBNP'. */
export function baseLetters(game: EditorGame): string {
  return game.paletteRoles.filter(r => !r.startsWith('+')).join('');
}

/** The letters of the pieces that have a promoted form ('+R'...). */
export function promotable(game: EditorGame): string {
  return game.paletteRoles.filter(r => r.startsWith('+')).map(r => r.slice(1)).join('');
}

// ---------- keys and pieces

export const FILES = 'abcdefghi';

export function keyOf(file: number, rank: number): string {
  return FILES[file] + String(rank + 1);
}

/** A board letter ('N', 'n', '+P') as chessgroundx's piece. */
export function pieceOfLetter(letter: string): { role: string; color: 'white' | 'black' } {
  const promoted = letter.startsWith('+');
  const base = promoted ? letter.slice(1) : letter;
  return { role: `${promoted ? 'p' : ''}${base.toLowerCase()}-piece`, color: base === base.toUpperCase() ? 'white' : 'black' };
}

/** chessgroundx's piece as a board letter, or null for a role the editor does not know. */
export function letterOfPiece(piece: { role: string; color: string }): string | null {
  const m = /^(p?)([a-z])-piece$/.exec(piece.role);
  if (!m) return null;
  // 'p-piece' is a pawn; 'pp-piece' a promoted pawn; 'pr-piece' a promoted rook.
  const promoted = m[1] === 'p';
  const letter = piece.color === 'white' ? m[2].toUpperCase() : m[2];
  return promoted ? `+${letter}` : letter;
}

// ---------- what the placement allows

/** The castling rights the placement allows: king and rook on their home squares (on board A in Alice). */
export function allowedCastling(setup: Setup, game: EditorGame): string {
  if (!game.castling) return '';
  const a = setup.boards[0];
  let out = '';
  if (a.get('e1') === 'K' && a.get('h1') === 'R') out += 'K';
  if (a.get('e1') === 'K' && a.get('a1') === 'R') out += 'Q';
  if (a.get('e8') === 'k' && a.get('h8') === 'r') out += 'k';
  if (a.get('e8') === 'k' && a.get('a8') === 'r') out += 'q';
  return out;
}

/** The en passant squares the placement allows: behind a pawn of the side not to move that may just have stepped two squares. */
export function allowedEnPassant(setup: Setup, game: EditorGame): string[] {
  if (!game.enPassant) return [];
  const white = setup.turn === 'w';
  const pawn = white ? 'p' : 'P';
  const [pawnRank, passRank, fromRank] = white ? [5, 6, 7] : [4, 3, 2];
  const occupied = (key: string) => setup.boards.some(b => b.has(key));
  const out: string[] = [];
  for (const f of FILES.slice(0, 8)) {
    const onAnyBoard = setup.boards.some(b => b.get(f + pawnRank) === pawn);
    if (onAnyBoard && !occupied(f + passRank) && !occupied(f + fromRank)) out.push(f + passRank);
  }
  return out;
}

// ---------- changing and naming

/** Places a letter on board `index` (Alice: a square holds at most one piece across both boards). */
export function place(setup: Setup, index: number, key: string, letter: string | null): void {
  setup.boards.forEach((board, i) => {
    if (i === index && letter !== null) board.set(key, letter);
    else if (i === index || letter !== null) board.delete(key);
  });
}

/** A copy that can be changed without touching the original. */
export function copySetup(setup: Setup): Setup {
  return { ...setup, boards: setup.boards.map(b => new Map(b)), hands: { ...setup.hands } };
}

/** The side's name: White / Black, or Sente / Gote in shogi, as the game calls them. */
export function sideName(turn: Turn, game: EditorGame): string {
  return game.sideNames[turn === 'w' ? 0 : 1];
}

/** A piece's name for people and screen readers, e.g. "White knight", "Gote tokin". */
export function pieceName(letter: string, game: EditorGame): string {
  const base = letter.replace('+', '');
  const turn: Turn = base === base.toUpperCase() ? 'w' : 'b';
  return t('setup.pieceName', { side: sideName(turn, game), piece: game.pieceNames[letter.toUpperCase()] ?? letter });
}
