package org.heterodox.server.puzzle;

/**
 * A puzzle handed out and being solved: by an account (null for a visitor), of a game and theme (null:
 * any), one puzzle (rated for an account's first try) or a streak going on from puzzle to puzzle.
 * {@code plies} of the current puzzle's solution are played; {@code solved} counts a streak's puzzles.
 */
public record PuzzleRun(String tokenHash, Long account, String variant, String theme, boolean streak, long puzzleId,
                        int plies, int solved, boolean finished) {
}
