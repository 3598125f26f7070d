// Ambiguous Chess in the move list and the choice buttons. The record holds decisions: an
// announcement (a bare square, "a3") and then the opponent's choice ("Na3"), or one ply when only one
// piece could go there. Players count moves, not decisions: "1. Na3 e5 2. d4", each chosen move with the
// square that was announced for it.

/** One move of the list: its text, the square announced for it when the opponent chose, the last ply it covers. */
export interface AmbiguousMove {
  text: string;
  /** the announced square when the opponent chose the piece; undefined for a move that needed no choice */
  announced?: string;
  /** the ply after which the move stands (the choice's ply) */
  ply: number;
  /** an announcement still waiting for the opponent's choice */
  pending: boolean;
}

const SQUARE = /^[a-h][1-8]$/;

/**
 * Groups the plies (machine moves and their texts in the shown notation) into moves. An announcement
 * followed by a choice is one move; an announcement at the end of the record is pending when the
 * position still waits for a choice (`pendingAt`), else it was a move with one candidate, played at once.
 */
export function ambiguousMoves(machine: readonly string[], texts: readonly string[], pendingAt: string | null): AmbiguousMove[] {
  const moves: AmbiguousMove[] = [];
  for (let i = 0; i < machine.length; i++) {
    const announcement = SQUARE.test(machine[i]);
    const chosen = announcement && i + 1 < machine.length && !SQUARE.test(machine[i + 1]);
    if (chosen) {
      moves.push({ text: texts[i + 1] ?? machine[i + 1], announced: machine[i], ply: i + 2, pending: false });
      i++;
    } else if (announcement && i === machine.length - 1 && pendingAt === machine[i]) {
      moves.push({ text: '', announced: machine[i], ply: i + 1, pending: true });
    } else {
      moves.push({ text: texts[i] ?? machine[i], ply: i + 1, pending: false });
    }
  }
  return moves;
}

/** Moves paired into numbered rows (White's and Black's); a game that starts with Black to move leaves the first cell empty. */
export function ambiguousRows(moves: readonly AmbiguousMove[], blackStarts: boolean): Array<[number, AmbiguousMove | undefined, AmbiguousMove | undefined]> {
  const cells: Array<AmbiguousMove | undefined> = blackStarts ? [undefined, ...moves] : [...moves];
  const rows: Array<[number, AmbiguousMove | undefined, AmbiguousMove | undefined]> = [];
  for (let i = 0; i < cells.length; i += 2) rows.push([i / 2 + 1, cells[i], cells[i + 1]]);
  return rows;
}

/**
 * A candidate of an announcement by the move it makes: "a2-a3" for a pawn, "Nb1-a3" for a piece,
 * "e7-e8=Q" for a promotion. `placement` is the FEN's board field of the position.
 */
export function choiceLabel(uci: string, placement: string): string {
  const from = uci.slice(0, 2);
  const to = uci.slice(2, 4);
  const letter = pieceOn(placement, from)?.toUpperCase() ?? '';
  const promotion = uci.length > 4 ? `=${uci[4].toUpperCase()}` : '';
  return `${letter === 'P' ? '' : letter}${from}-${to}${promotion}`;
}

function pieceOn(placement: string, square: string): string | undefined {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]);
  const row = placement.split(' ')[0].split('/')[8 - rank] ?? '';
  let col = 0;
  for (const c of row) {
    if (c >= '1' && c <= '9') col += Number(c);
    else if (col === file) return c;
    else col++;
  }
  return undefined;
}
