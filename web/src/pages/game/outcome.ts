// A finished game's result from the viewer's side: a player sees their win, loss or draw in its own
// colour; a spectator sees only whether it was decided or drawn.
export type Outcome = 'win' | 'loss' | 'draw' | 'decided';

/** `result` is "1-0", "0-1" or "1/2-1/2"; `seat` the viewer's side, or null for a spectator. */
export function outcomeFor(result: string, seat: 'first' | 'second' | null): Outcome | null {
  if (result === '1/2-1/2') return 'draw';
  const winner = result === '1-0' ? 'first' : result === '0-1' ? 'second' : null;
  if (!winner) return null;
  if (!seat) return 'decided';
  return winner === seat ? 'win' : 'loss';
}
