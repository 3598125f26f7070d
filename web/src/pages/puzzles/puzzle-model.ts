// The puzzle trainer's pure logic: which board move a user's drag or drop means among the puzzle's
// moves, and the words of a rating change.
import type { BoardKit } from '../../core/board/kit';
import type { BoardMove } from '../../core/board/moves';

/** The puzzle's moves a drag from `orig` to `dest` may mean: none, one, or several promotions to choose from. */
export function candidates(legal: readonly string[], kit: Pick<BoardKit, 'parseAll'>, orig: string, dest: string): BoardMove[] {
  return kit.parseAll(legal).filter(m => m.orig === orig && m.dest === dest);
}

/** "+12", "-8" or "±0": a rating change as players read it. */
export function ratingDelta(before: number, after: number): string {
  const d = after - before;
  return d > 0 ? `+${d}` : d < 0 ? `${d}` : '±0';
}

/** The game name of a spec: its name before any options ("uchess:king-capture" is U-Chess). */
export function gameName(spec: string): string {
  return spec.split(':')[0];
}

const STREAK_KEY = 'heterodox.puzzleStreak.';

/** The best streak a logged-out visitor reached in a game, kept in this browser. */
export function visitorBestStreak(storage: Pick<Storage, 'getItem'>, spec: string): number {
  const best = Number(storage.getItem(STREAK_KEY + spec));
  return Number.isFinite(best) && best > 0 ? Math.floor(best) : 0;
}

/** Keeps `streak` as the visitor's best in the game when it beats the one kept; gives the best. */
export function recordVisitorStreak(storage: Pick<Storage, 'getItem' | 'setItem'>, spec: string, streak: number): number {
  const best = Math.max(visitorBestStreak(storage, spec), streak);
  storage.setItem(STREAK_KEY + spec, String(best));
  return best;
}
