// The board editor's writer of the setup it edits as a FEN (SFEN for the shogi games), and of each
// board's placement as the board kit draws it.
import { allowedCastling, allowedEnPassant, keyOf, type EditorGame, type Setup } from './setup';

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
  if (game.positionFormat === 'SFEN') {
    return `${placement} ${setup.turn === 'w' ? 'b' : 'w'} ${writeShogiHand(setup, game)} ${setup.fullmove}`;
  }
  const hands = game.hands ? `[${writeChessHand(setup, game)}]` : '';
  const allowed = allowedCastling(setup, game);
  const castling = [...setup.castling].filter(c => allowed.includes(c)).join('') || '-';
  const ep = setup.ep && allowedEnPassant(setup, game).includes(setup.ep) ? setup.ep : '-';
  const fen = `${placement}${hands} ${setup.turn} ${castling} ${ep} ${setup.halfmove} ${setup.fullmove}`;
  return setup.announcement ? `${fen} ${setup.announcement}` : fen;
}
