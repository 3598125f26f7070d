package org.heterodox.server.puzzle.http;

import java.util.List;

/**
 * {@code GET /api/puzzles/next}: a puzzle to solve, the side to move (who plays the winning move),
 * its tags and rating, and the decisions legal in its position (machine notation) for the board.
 */
public record PuzzleView(long id, String variant, String fen, String sideToMove, List<String> tags, int rating,
                         int plays, List<String> legalMoves) {
}
