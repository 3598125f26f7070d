package org.heterodox.server.puzzle.http;

import java.util.List;

/**
 * {@code GET /api/puzzles/next} and {@code /api/puzzles/{id}}: a puzzle to solve, the side to move (who
 * plays the winning move), its themes and rating, the decisions legal in its position (machine notation)
 * for the board, and the run its moves go to: {@code mode} {@code rated} or {@code streak}, with the
 * streak's puzzles solved so far (null outside a streak).
 */
public record PuzzleView(long id, String variant, String fen, String sideToMove, List<String> tags, int rating,
                         int plays, List<String> legalMoves, String run, String mode, Integer streak) {
}
