package org.heterodox.match;

import org.heterodox.rules.Game;
import org.heterodox.rules.Result;

/**
 * A finished match game: its record (moves, tags, outcome), the engines by index in the match,
 * and how it ended in words (e.g. {@code White mates}, {@code Black makes an illegal move: e7e9}).
 */
public record GameRecord(int number, int white, int black, Game game, Result result, String termination) {
    /** Points of the engine with index {@code engine} in this game (1, 1/2 or 0). */
    public double pointsOf(int engine) {
        if (result == Result.DRAW) {
            return 0.5;
        }
        boolean whiteWon = result == Result.FIRST_WINS;
        return (engine == white) == whiteWon ? 1 : 0;
    }
}
