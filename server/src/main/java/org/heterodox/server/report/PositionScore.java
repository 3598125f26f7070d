package org.heterodox.server.report;

import org.heterodox.rules.Result;

/**
 * The engine's score of a position from the first player's view: centipawns, or full moves to mate
 * (positive: the first player mates), or, where the rules have ended the game, its result alone.
 * Exactly one is set.
 */
public record PositionScore(Integer cp, Integer mate, Result decided) {
    public PositionScore {
        int set = (cp == null ? 0 : 1) + (mate == null ? 0 : 1) + (decided == null ? 0 : 1);
        if (set != 1) {
            throw new IllegalArgumentException("a score is centipawns, a mate or a result");
        }
    }

    public static PositionScore centipawns(int cp) {
        return new PositionScore(cp, null, null);
    }

    public static PositionScore mateIn(int moves) {
        return new PositionScore(null, moves, null);
    }

    public static PositionScore ended(Result result) {
        return new PositionScore(null, null, result);
    }

    /** A score found from the view of {@code side} (0: first) turned to the first player's view. */
    public static PositionScore fromSide(int side, Integer cp, Integer mate) {
        int sign = side == 0 ? 1 : -1;
        return cp != null ? centipawns(sign * cp) : mateIn(sign * mate);
    }
}
