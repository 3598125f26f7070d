// Turning the server's FEN / SFEN into what the boards draw.
import type { Family } from './moves';

export interface BoardPicture {
  /** the placement in chessgroundx's FEN, with the hands in brackets when the game has them */
  fen: string;
}

/** Expands an SFEN hand ("KR2G9p") into one letter per piece ("KRGGppppppppp"). */
export function expandHand(hand: string): string {
  if (hand === '-') return '';
  let out = '';
  let count = '';
  for (const c of hand) {
    if (c >= '0' && c <= '9') {
      count += c;
    } else {
      out += c.repeat(count === '' ? 1 : Number(count));
      count = '';
    }
  }
  return out;
}

/** The board of a chess-family FEN (keeping "[hand]") or an SFEN, as a chessgroundx FEN. */
export function boardFen(fen: string, family: Family): string {
  const fields = fen.trim().split(/\s+/);
  if (family === 'shogi-set') {
    const hand = fields[2] ?? '-';
    return fields[0] + '[' + expandHand(hand) + ']';
  }
  return fields[0];
}

/**
 * Alice's placement, where a piece on board B is prefixed with "|", as two placements (A, B).
 * The reader also takes the two-board form "A|B" (each with 8 ranks).
 */
export function aliceBoards(fen: string): [string, string] {
  const placement = fen.trim().split(/\s+/)[0];
  const halves = placement.split('|');
  if (halves.length === 2 && halves[0].split('/').length === 8 && halves[1].split('/').length === 8) {
    return [halves[0], halves[1]];
  }
  const a: string[] = [];
  const b: string[] = [];
  for (const rank of placement.split('/')) {
    let rowA = '';
    let rowB = '';
    let emptyA = 0;
    let emptyB = 0;
    let onB = false;
    const flush = () => {
      if (emptyA) rowA += String(emptyA);
      if (emptyB) rowB += String(emptyB);
      emptyA = 0;
      emptyB = 0;
    };
    for (const c of rank) {
      if (c === '|') {
        onB = true;
      } else if (c >= '1' && c <= '8') {
        emptyA += Number(c);
        emptyB += Number(c);
      } else {
        if (onB) {
          if (emptyB) rowB += String(emptyB);
          emptyB = 0;
          rowB += c;
          emptyA += 1;
        } else {
          if (emptyA) rowA += String(emptyA);
          emptyA = 0;
          rowA += c;
          emptyB += 1;
        }
        onB = false;
      }
    }
    flush();
    a.push(rowA);
    b.push(rowB);
  }
  return [a.join('/'), b.join('/')];
}

/** The pending announcement of an Ambiguous Chess FEN (its 7th field, or 5th without clocks), if any. */
export function pendingAnnouncement(fen: string): string | null {
  const fields = fen.trim().split(/\s+/);
  const last = fields[fields.length - 1];
  return (fields.length === 7 || fields.length === 5) && /^[a-h][1-8]$/.test(last) ? last : null;
}

/** "w"/"b" of a chess FEN or SFEN to the side to move: sente is "b" in SFEN. */
export function colorOfSide(side: 'first' | 'second'): 'white' | 'black' {
  return side === 'first' ? 'white' : 'black';
}

/** Whether a piece stands on `key` in a chessgroundx placement (its hands in brackets, '+' promotions allowed). */
export function pieceAt(placement: string, key: string): boolean {
  if (key.endsWith('@')) return false; // a drop's origin is the hand
  const rows = placement.split('[')[0].split('/');
  const row = rows[rows.length - Number(key.slice(1))] ?? '';
  let file = 0;
  for (const c of row.replace(/\+/g, '')) {
    if (/\d/.test(c)) file += Number(c);
    else if (file++ === key.charCodeAt(0) - 97) return true;
  }
  return false;
}
