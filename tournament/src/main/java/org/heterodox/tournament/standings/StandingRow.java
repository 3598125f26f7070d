package org.heterodox.tournament.standings;

import java.util.List;

/**
 * A player's line: rank (shared when the points and every tie-break are equal), entrant number,
 * points in half points, the tie-break values in the order asked for (in points: a Buchholz of 7.5
 * is 7.5; Sonneborn-Berger may have quarters), games played over the board, and rounds won.
 */
public record StandingRow(int rank, int number, int halfPoints, List<Double> tieBreaks, int played, int wins) {
    public StandingRow {
        tieBreaks = List.copyOf(tieBreaks);
    }
}
