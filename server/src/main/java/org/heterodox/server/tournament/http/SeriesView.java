package org.heterodox.server.tournament.http;

import java.util.List;

/** A Grand Prix series with its tournaments and the season standing. */
public record SeriesView(String id, String name, String organiser, List<Integer> points,
                         List<TournamentSummaryView> tournaments, List<Row> standings) {
    /** A player's season: total points and the place and points of each finished tournament. */
    public record Row(int rank, String name, int points, List<Place> places) {
    }

    /** A player's place in one tournament (null when they did not play it) and the points it earned. */
    public record Place(String tournament, Integer place, int points) {
    }
}
