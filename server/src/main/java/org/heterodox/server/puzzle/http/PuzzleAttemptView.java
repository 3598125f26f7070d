package org.heterodox.server.puzzle.http;

import java.util.List;

/**
 * {@code POST /api/puzzles/{id}/attempt}: whether the answer was right, the solution and the engine's
 * line from it (record notation), the position after the solution, and the ratings it moved: the puzzle's, and the player's when
 * logged in (null otherwise; before and after are equal on a later try of the same puzzle).
 */
public record PuzzleAttemptView(boolean correct, String answer, String solution, String solutionUci, String solutionFen,
                                List<String> line,
                                RatingChange puzzleRating, RatingChange playerRating) {
    public record RatingChange(int before, int after, boolean provisional) {
    }
}
