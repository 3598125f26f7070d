package org.heterodox.server.tournament;

import java.util.List;

/**
 * A player's line in the standings: rank (shared when points and every tie-break are equal), the
 * points (half points in Swiss and round robin; arena points in an arena), the tie-break values in the
 * tournament's order, games played over the board and won, and in arenas the streak and each game's points.
 */
public record StandingLine(int rank, TournamentPlayer player, int score, List<Double> tieBreaks, int played, int wins,
                           Boolean streak, List<Integer> sheet) {
    /** The points as the standings show them: a Swiss or round-robin score in points, arena points as they are. */
    public double points(TournamentKind kind) {
        return kind == TournamentKind.ARENA ? score : score / 2.0;
    }
}
