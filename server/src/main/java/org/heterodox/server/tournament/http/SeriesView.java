package org.heterodox.server.tournament.http;

import java.util.List;

/** A Grand Prix series with its tournaments and the season standing. */
public record SeriesView(String id, String name, String organiser, List<Integer> points, String sharedPlaces,
                         List<TournamentSummaryView> tournaments, List<Row> standings) {
    /** A player's season: total points and the place and points of each finished tournament. */
    public record Row(int rank, String name, double points, List<Place> places) {
    }

    /**
     * A player's place in one tournament (null when they did not play it) and the points it earned (a
     * fraction when tied players share the points of their places).
     */
    public record Place(String tournament, Integer place, double points) {
    }
}
