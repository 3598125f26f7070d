// Pure move logic: reading the server's machine moves (UCI/USI) into board keys and back.
import { t } from '../i18n';

/** A game's piece set (GET /api/variants: facts.pieceSet): how its squares, moves and pieces are written. */
export type Family = 'chess-set' | 'shogi-set';

export interface BoardMove {
  /** a board key such as "e2", or a drop origin such as "P@" */
  orig: string;
  dest: string;
  /** chess promotion letter (q, r, b, n, k) or "+" for a shogi promotion */
  promotion: string;
  /** the move as the server writes it */
  text: string;
}

const SHOGI_FILES = 'abcdefghi';

/** A machine square ("e4", or USI "7g") as a board key (shogi: files a-i from the left, ranks 1-9 from sente's side). */
export function squareToKey(square: string, family: Family): string {
  if (family === 'chess-set') return square;
  const file = 9 - Number(square[0]);
  const rank = 9 - (square.charCodeAt(1) - 97);
  return SHOGI_FILES[file] + String(rank);
}

export function keyToSquare(key: string, family: Family): string {
  if (family === 'chess-set') return key;
  const file = 9 - SHOGI_FILES.indexOf(key[0]);
  const rank = String.fromCharCode(97 + 9 - Number(key.slice(1)));
  return String(file) + rank;
}

const CHESS_MOVE = /^([a-h][1-8])([a-h][1-8])([qrbnk]?)$/;
const CHESS_DROP = /^([A-Z])@([a-h][1-8])$/;
const SHOGI_MOVE = /^([1-9][a-i])([1-9][a-i])(\+?)$/;
const SHOGI_DROP = /^([A-Z])\*([1-9][a-i])$/;

/** Reads one machine move, or null when the text is not a board move (e.g. an Ambiguous Chess announcement). */
export function parseMachine(text: string, family: Family): BoardMove | null {
  const move = (family === 'chess-set' ? CHESS_MOVE : SHOGI_MOVE).exec(text);
  if (move) {
    return { orig: squareToKey(move[1], family), dest: squareToKey(move[2], family), promotion: move[3], text };
  }
  const drop = (family === 'chess-set' ? CHESS_DROP : SHOGI_DROP).exec(text);
  if (drop) {
    return { orig: drop[1] + '@', dest: squareToKey(drop[2], family), promotion: '', text };
  }
  return null;
}

export function parseAll(texts: readonly string[], family: Family): BoardMove[] {
  const out: BoardMove[] = [];
  for (const t of texts) {
    const m = parseMachine(t, family);
    if (m) out.push(m);
  }
  return out;
}

/** The destinations of each origin, as the board wants them for its move hints. */
export function destsOf(moves: readonly BoardMove[]): Map<string, string[]> {
  const dests = new Map<string, string[]>();
  for (const m of moves) {
    const list = dests.get(m.orig) ?? [];
    if (!list.includes(m.dest)) list.push(m.dest);
    dests.set(m.orig, list);
  }
  return dests;
}

/** The moves from orig to dest: one, or several that differ by promotion. */
export function movesBetween(moves: readonly BoardMove[], orig: string, dest: string): BoardMove[] {
  return moves.filter(m => m.orig === orig && m.dest === dest);
}

/** The two squares to highlight for the last move (a drop shows only its square). */
export function lastMoveKeys(machine: string | undefined, family: Family): string[] {
  if (!machine) return [];
  const m = parseMachine(machine, family);
  if (!m) return /^[a-h][1-8]$/.test(machine) ? [machine] : [];
  return m.orig.endsWith('@') ? [m.dest] : [m.orig, m.dest];
}

/** The message key of each promotion choice's label. */
const PROMOTION_KEYS: Record<string, string> = {
  q: 'moves.queen', r: 'moves.rook', b: 'moves.bishop', n: 'moves.knight', k: 'moves.king', '+': 'moves.promote', '': 'moves.noPromotion',
};

export function promotionLabel(promotion: string): string {
  const key = PROMOTION_KEYS[promotion];
  return key ? t(key) : promotion;
}
