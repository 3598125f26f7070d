// Marks on a board: arrows and circles for moves (an engine's best move, a rules diagram's allowed and
// refused moves), read from the machine notation of a game's piece set.
import { parseMachine, type Family } from './moves';

/** A mark on a board: an arrow (orig to dest), a circle (orig alone), or a piece drawn on orig. */
export interface Shape { orig: string; dest?: string; brush: string; piece?: { role: string; color: 'white' | 'black' } }

/**
 * The marks of one move (machine notation): an arrow for a move, a circle and the dropped piece for a
 * drop, a circle for an Ambiguous Chess announcement (its bare square); nothing for text it cannot place.
 */
export function moveShapes(machine: string, family: Family, brush: string, mover: 'white' | 'black'): Shape[] {
  const move = parseMachine(machine, family);
  if (move && move.orig.endsWith('@')) {
    return [{ orig: move.dest, brush }, { orig: move.dest, brush, piece: { role: `${move.orig[0].toLowerCase()}-piece`, color: mover } }];
  }
  if (move) return [{ orig: move.orig, dest: move.dest, brush }];
  return /^[a-h][1-8]$/.test(machine) ? [{ orig: machine, brush }] : [];
}

/** An engine's best move (machine notation) as green marks for the side that plays it; nothing without one. */
export function bestMoveShapes(machine: string | undefined, family: Family, mover: 'first' | 'second'): Shape[] {
  return machine ? moveShapes(machine, family, 'green', mover === 'first' ? 'white' : 'black') : [];
}
