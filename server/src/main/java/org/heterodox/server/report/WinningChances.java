package org.heterodox.server.report;

import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Variant;

/**
 * The engine's score as winning chances in [-1, 1] (lichess's model): {@code 2 / (1 + exp(-k * cp)) - 1}.
 * The chess set's games use lichess's {@code k = 0.00368208}. The shogi set's use {@code k = 1/800}:
 * shogi engines model the win rate as {@code 1 / (1 + exp(-cp / 600))} on Bonanza-scale piece values,
 * and our shogi values are about 4/3 of those (rook 950 against 642, gold 550 against 444); a
 * captured piece comes back as a drop, so material counts for less than in chess. Like lichess, the
 * score is capped where chess's 1000 centipawns is ({@code k * cp} at most {@link #CAP}), and a mate
 * (or a game won on the board) is worth the cap, so no move is judged for only prolonging a mate.
 */
public final class WinningChances {
    public static final double CHESS_K = 0.00368208;
    public static final double SHOGI_K = 1.0 / 800;
    /** The cap on {@code k * cp}: lichess's 1000 centipawns in chess. */
    static final double CAP = 1000 * CHESS_K;

    private final double k;

    public WinningChances(double k) {
        this.k = k;
    }

    /** The model for a game: by its piece set. */
    public static WinningChances of(Variant variant) {
        return new WinningChances(variant.description().pieceSet() == PieceSet.SHOGI_SET ? SHOGI_K : CHESS_K);
    }

    public double k() {
        return k;
    }

    /** Winning chances of a score in centipawns (from one side's view, for that side). */
    public double ofCentipawns(int cp) {
        double x = Math.max(-CAP, Math.min(CAP, k * cp));
        return 2 / (1 + Math.exp(-x)) - 1;
    }

    /** Winning chances of a score (from the first player's view) for the first player. */
    public double of(PositionScore score) {
        if (score.mate() != null) {
            return score.mate() >= 0 ? best() : -best();
        }
        if (score.decided() != null) {
            return switch (score.decided()) {
                case FIRST_WINS -> best();
                case SECOND_WINS -> -best();
                default -> 0;
            };
        }
        return ofCentipawns(score.cp());
    }

    /** The chances at the cap: a mate or a won game. */
    private static double best() {
        return 2 / (1 + Math.exp(-CAP)) - 1;
    }

    /** lichess's win percentage: 50 + 50 * chances. */
    public double winPercent(PositionScore score) {
        return 50 + 50 * of(score);
    }
}
