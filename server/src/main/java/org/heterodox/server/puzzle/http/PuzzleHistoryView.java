package org.heterodox.server.puzzle.http;

import java.util.List;

/**
 * {@code GET /api/puzzles/history}: a page of the player's finished puzzles, newest first, and the
 * {@code before} of the next page (null on the last).
 */
public record PuzzleHistoryView(List<Entry> entries, Long next) {
    /** A finished puzzle: rated tries carry the player's puzzle rating before and after (null otherwise). */
    public record Entry(long puzzle, String variant, long at, String mode, boolean solved, Integer ratingBefore,
                        Integer ratingAfter) {
    }
}
