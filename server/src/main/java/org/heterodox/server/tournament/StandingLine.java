package org.heterodox.server.tournament;

import java.util.List;

/**
 * A player's line in the standings: rank (shared when points and every tie-break are equal), the
 * score (half points in Swiss and round robin; arena points in an arena) and the points as the
 * standings show them, the tie-break values in the tournament's order, games played over the board
 * and won, and in arenas the streak and each game's points.
 */
public record StandingLine(int rank, TournamentPlayer player, int score, double points, List<Double> tieBreaks,
                           int played, int wins, Boolean streak, List<Integer> sheet) {
}
