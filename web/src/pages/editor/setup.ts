// The board editor's pure logic: each game's editing profile, and reading / writing its FEN or SFEN.
// The server has the last word on a position (POST /api/positions/validate); this reader only needs the
// text's shape, so the editor can draw it and name a typing mistake at once.
import type { Variant } from '../../core/api';
import type { Family } from '../../core/board/moves';
import { t } from '../../core/i18n';

/** 'w': the first player (White; Sente in shogi) is to move; 'b': the second. */
export type Turn = 'w' | 'b';

export interface EditorGame {
  name: string;
  family: Family;
  size: 8 | 9;
  /** Alice Chess has two boards; a piece on board B is written with a '|' before its letter. */
  boards: 1 | 2;
  hands: boolean;
  /** the pieces that can be in hand, upper case, in the order their FEN/SFEN writes them */
  handRoles: string[];
  /** the palette's pieces, upper case ('+P' a promoted shogi pawn) */
  paletteRoles: string[];
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
    name: variant.name, family: f.pieceSet, size: f.board.files as 8 | 9, boards: f.board.boards as 1 | 2,
    hands: f.holdable.length > 0, handRoles: f.holdable, paletteRoles: f.pieces.map(p => p.letter),
    castling: f.castling, enPassant: f.enPassant, announcement: f.decisionPhases.includes('announce'),
    start: f.startFen, empty: f.emptyFen, sideNames: [f.sideNames[0], f.sideNames[1]], positionFormat: f.positionFormat,
    pieceNames: Object.fromEntries(f.pieces.map(p => [p.letter, p.name])),
    supply: Object.fromEntries(f.pieces.map(p => [p.letter, p.supply])),
  };
}

/** The letters of the unpromoted pieces, e.g. 'KQRBNP'. */
function baseLetters(game: EditorGame): string {
  return game.paletteRoles.filter(r => !r.startsWith('+')).join('');
}

/** The letters of the pieces that have a promoted form ('+R'...). */
function promotable(game: EditorGame): string {
  return game.paletteRoles.filter(r => r.startsWith('+')).map(r => r.slice(1)).join('');
}

// ---------- keys and pieces

const FILES = 'abcdefghi';

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

// ---------- reading

function fail(error: string): ParseResult {
  return { ok: false, error };
}

function readPlacement(text: string, game: EditorGame): Array<Map<string, string>> | string {
  const ranks = text.split('/');
  const size = game.size;
  if (ranks.length !== size) return t('setup.rankCount', { size, found: ranks.length });
  const boards = Array.from({ length: game.boards }, () => new Map<string, string>());
  const letters = baseLetters(game);
  for (let r = 0; r < size; r++) {
    const row = ranks[r];
    const rankName = t('setup.rank', { rank: game.family === 'shogi-set' ? FILES[r] : size - r });
    let file = 0;
    let promoted = false;
    let onB = false;
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (c >= '1' && c <= '9') {
        if (promoted || onB) return t('setup.markAlone', { mark: promoted ? '+' : '|', rank: rankName });
        // Two digits in a row would read as one number in other programs: refuse rather than guess.
        if (i > 0 && row[i - 1] >= '0' && row[i - 1] <= '9') return t('setup.twoDigits', { rank: rankName, row });
        file += Number(c);
      } else if (c === '+' && game.family === 'shogi-set') {
        if (promoted) return t('setup.twice', { mark: '++', rank: rankName });
        promoted = true;
        continue;
      } else if (c === '|' && game.boards === 2) {
        if (onB) return t('setup.twice', { mark: '||', rank: rankName });
        onB = true;
        continue;
      } else {
        if (!letters.includes(c.toUpperCase()) || c.toUpperCase() === c.toLowerCase()) {
          return t(game.family === 'shogi-set' ? 'setup.badLetterShogi' : 'setup.badLetter', { letter: c, rank: rankName, letters: `${letters} ${letters.toLowerCase()}` });
        }
        if (promoted && !promotable(game).includes(c.toUpperCase())) return t('setup.notPromotable', { letter: c, rank: rankName });
        if (file >= size) return t('setup.tooLong', { rank: rankName, row, size });
        boards[onB ? 1 : 0].set(keyOf(file, size - 1 - r), (promoted ? '+' : '') + c);
        promoted = false;
        onB = false;
        file++;
      }
      if (file > size) return t('setup.tooLong', { rank: rankName, row, size });
    }
    if (promoted || onB) return t('setup.markAlone', { mark: promoted ? '+' : '|', rank: rankName });
    if (file !== size) return t('setup.covers', { rank: rankName, row, file, size });
  }
  return boards;
}

function emptyHands(game: EditorGame): Record<string, number> {
  const hands: Record<string, number> = {};
  for (const r of game.handRoles) {
    hands[r] = 0;
    hands[r.toLowerCase()] = 0;
  }
  return hands;
}

function addToHand(hands: Record<string, number>, c: string, n: number, game: EditorGame): string | null {
  if (!(c in hands)) {
    return t('setup.notHoldable', { letter: c, letters: game.handRoles.join('') });
  }
  hands[c] += n;
  if (hands[c] > handMax(c, game)) return t('setup.handTooMany', { count: hands[c], letter: c, max: handMax(c, game) });
  return null;
}

function readChessHand(text: string, game: EditorGame): Record<string, number> | string {
  const hands = emptyHands(game);
  if (text === '-') return hands;
  for (const c of text) {
    const error = addToHand(hands, c, 1, game);
    if (error) return error;
  }
  return hands;
}

function readShogiHand(text: string, game: EditorGame): Record<string, number> | string {
  const hands = emptyHands(game);
  if (text === '-') return hands;
  let digits = '';
  for (const c of text) {
    if (c >= '0' && c <= '9') {
      digits += c;
      if (digits.length > 2 || digits.startsWith('0')) return t('setup.badCount', { digits });
      continue;
    }
    if (hands[c] > 0) return t('setup.handTwice', { letter: c });
    const error = addToHand(hands, c, digits === '' ? 1 : Number(digits), game);
    if (error) return error;
    digits = '';
  }
  if (digits !== '') return t('setup.countAtEnd', { digits });
  return hands;
}

/** `what`: the message key naming the field (setup.moveNumber, setup.halfmoveClock, setup.fullmoveNumber). */
function readNumber(text: string, what: string, min: number): number | string {
  if (!/^\d{1,6}$/.test(text) || Number(text) < min) return t('setup.badNumber', { field: t(what), min, text });
  return Number(text);
}

/**
 * Reads a FEN (SFEN for the shogi games) into a setup. Never throws: a text it cannot read gives
 * {ok: false, error} naming the problem.
 */
export function parseSetup(text: string, game: EditorGame): ParseResult {
  const fields = text.trim().split(/\s+/).filter(f => f !== '');
  if (fields.length === 0) return fail(t('setup.empty', { format: game.positionFormat }));
  return game.family === 'shogi-set' ? parseSfen(fields, game) : parseFen(fields, game);
}

function parseSfen(fields: string[], game: EditorGame): ParseResult {
  if (fields.length < 3 || fields.length > 4) {
    return fail(t('setup.sfenFields', { found: fields.length }));
  }
  const boards = readPlacement(fields[0], game);
  if (typeof boards === 'string') return fail(boards);
  if (fields[1] !== 'b' && fields[1] !== 'w') return fail(t('setup.sfenTurn', { turn: fields[1] }));
  const hands = readShogiHand(fields[2], game);
  if (typeof hands === 'string') return fail(hands);
  const fullmove = fields.length === 4 ? readNumber(fields[3], 'setup.moveNumber', 1) : 1;
  if (typeof fullmove === 'string') return fail(fullmove);
  return { ok: true, setup: { boards, hands, turn: fields[1] === 'b' ? 'w' : 'b', castling: '', ep: '', halfmove: 0, fullmove, announcement: '' } };
}

function parseFen(fields: string[], game: EditorGame): ParseResult {
  let announcement = '';
  if (game.announcement && (fields.length === 5 || fields.length === 7)) {
    announcement = fields.pop() as string;
    if (!/^[a-h][1-8]$/.test(announcement)) return fail(t('setup.announcement', { square: announcement }));
  }
  if (fields.length !== 6 && fields.length !== 4) {
    return fail(t('setup.fenFields', { found: fields.length }));
  }
  let placement = fields[0];
  let handText: string | null = null;
  const bracket = placement.indexOf('[');
  if (bracket >= 0) {
    if (!placement.endsWith(']') || placement.indexOf(']') !== placement.length - 1) return fail(t('setup.handsNotClosed'));
    handText = placement.slice(bracket + 1, -1);
    placement = placement.slice(0, bracket);
  } else if (game.hands && placement.split('/').length === 9) {
    handText = placement.slice(placement.lastIndexOf('/') + 1);
    placement = placement.slice(0, placement.lastIndexOf('/'));
  }
  if (handText !== null && !game.hands) return fail(t('setup.noHands', { hands: handText, game: game.name }));
  const boards = readPlacement(placement, game);
  if (typeof boards === 'string') return fail(boards);
  const hands = readChessHand(handText ?? '', game);
  if (typeof hands === 'string') return fail(hands);
  if (fields[1] !== 'w' && fields[1] !== 'b') return fail(t('setup.fenTurn', { turn: fields[1] }));
  const castling = fields[2];
  if (castling !== '-') {
    for (let i = 0; i < castling.length; i++) {
      if (!'KQkq'.includes(castling[i])) return fail(t('setup.castlingLetter', { field: castling, letter: castling[i] }));
      if (castling.indexOf(castling[i]) !== i) return fail(t('setup.castlingRepeat', { field: castling, letter: castling[i] }));
    }
  }
  const ep = fields[3];
  if (ep !== '-' && !/^[a-h][36]$/.test(ep)) return fail(t('setup.enPassant', { square: ep }));
  let halfmove = 0;
  let fullmove = 1;
  if (fields.length === 6) {
    const h = readNumber(fields[4], 'setup.halfmoveClock', 0);
    if (typeof h === 'string') return fail(h);
    const f = readNumber(fields[5], 'setup.fullmoveNumber', 1);
    if (typeof f === 'string') return fail(f);
    halfmove = h;
    fullmove = f;
  }
  const order = 'KQkq';
  return {
    ok: true,
    setup: {
      boards, hands, turn: fields[1] as Turn,
      castling: castling === '-' ? '' : [...castling].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(''),
      ep: ep === '-' ? '' : ep, halfmove, fullmove, announcement,
    },
  };
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

// ---------- writing

/** The placement of one board alone (as chessgroundx draws it), or of all boards with Alice's '|' marks. */
export function writePlacement(setup: Setup, game: EditorGame, only?: number): string {
  const rows: string[] = [];
  for (let rank = game.size - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < game.size; file++) {
      const key = keyOf(file, rank);
      const onA = only === undefined || only === 0 ? setup.boards[0].get(key) : undefined;
      const onB = only === undefined || only === 1 ? setup.boards[1]?.get(key) : undefined;
      const letter = onA ?? (onB !== undefined ? (only === 1 ? onB : `|${onB}`) : undefined);
      if (letter === undefined) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += letter;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

function writeChessHand(setup: Setup, game: EditorGame): string {
  let out = '';
  for (const upper of [true, false]) {
    for (const r of game.handRoles) {
      const letter = upper ? r : r.toLowerCase();
      out += letter.repeat(setup.hands[letter] ?? 0);
    }
  }
  return out;
}

function writeShogiHand(setup: Setup, game: EditorGame): string {
  let out = '';
  for (const upper of [true, false]) {
    for (const r of game.handRoles) {
      const letter = upper ? r : r.toLowerCase();
      const n = setup.hands[letter] ?? 0;
      if (n > 0) out += (n > 1 ? String(n) : '') + letter;
    }
  }
  return out || '-';
}

/** The FEN (SFEN) of a setup; castling rights and en passant only as far as the placement allows them. */
export function writeSetup(setup: Setup, game: EditorGame): string {
  const placement = writePlacement(setup, game);
  if (game.family === 'shogi-set') {
    return `${placement} ${setup.turn === 'w' ? 'b' : 'w'} ${writeShogiHand(setup, game)} ${setup.fullmove}`;
  }
  const hands = game.hands ? `[${writeChessHand(setup, game)}]` : '';
  const allowed = allowedCastling(setup, game);
  const castling = [...setup.castling].filter(c => allowed.includes(c)).join('') || '-';
  const ep = setup.ep && allowedEnPassant(setup, game).includes(setup.ep) ? setup.ep : '-';
  const fen = `${placement}${hands} ${setup.turn} ${castling} ${ep} ${setup.halfmove} ${setup.fullmove}`;
  return setup.announcement ? `${fen} ${setup.announcement}` : fen;
}

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

/**
 * The editor address's query ("variant=chess&fen=..."). '+' stays a plus (shogi's promoted pieces) and
 * '_' reads as a space, so a FEN can be pasted into the address bar as it is.
 */
export function readEditorQuery(query: string): { variant?: string; fen?: string } {
  const out: { variant?: string; fen?: string } = {};
  for (const part of query.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq);
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1));
    } catch {
      continue; // a broken %-escape: ignore the parameter
    }
    if (name === 'variant') out.variant = value;
    else if (name === 'fen') out.fen = value.replace(/_/g, ' ');
  }
  return out;
}

/** The editor address's query for a position, readable: '/' kept, spaces as '_'. */
export function editorQuery(variant: string, fen: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2F/g, '/').replace(/%7C/g, '|');
  return `variant=${encode(variant)}&fen=${encode(fen.trim().replace(/ /g, '_'))}`;
}
