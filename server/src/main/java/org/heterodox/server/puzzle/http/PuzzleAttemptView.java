package org.heterodox.server.puzzle.http;

import java.util.List;

/**
 * {@code POST /api/puzzles/{id}/attempt}: whether the move was right and whether the puzzle is over; the
 * move and the solution's move at that point (record notation, and machine notation with the position
 * after it); while the solution goes on, the opponent's {@code reply}; once over, the whole line and the
 * ratings it moved: the puzzle's, and the player's when logged in and rated (null otherwise; before and
 * after are equal on a later try of the same puzzle), and in a streak its length and the player's best.
 */
public record PuzzleAttemptView(boolean correct, boolean done, String answer, String solution, String solutionUci,
                                String solutionFen, Reply reply, List<String> line, List<String> lineUci,
                                RatingChange puzzleRating, RatingChange playerRating, Streak streak) {
    public record RatingChange(int before, int after, boolean provisional) {
    }

    /** The opponent's answer: the move, in record and machine notation, the position after it and its legal moves. */
    public record Reply(String move, String uci, String fen, List<String> legalMoves) {
    }

    /** A streak's puzzles solved so far, and (logged in) the player's best streak in the game. */
    public record Streak(int count, Integer best) {
    }
}
