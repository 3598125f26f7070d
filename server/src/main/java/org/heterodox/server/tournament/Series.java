package org.heterodox.server.tournament;

import java.util.List;

/**
 * A Grand Prix season: tournaments its organiser adds to it, and the points each place of each
 * finished tournament earns ({@code points.get(0)} for the winner; places beyond the table earn 0);
 * {@code sharedPlaces} says how players tied on a place score.
 */
public record Series(String id, String name, long organiser, String organiserName, List<Integer> points,
                     SharedPlaces sharedPlaces, long createdAt) {
    public Series {
        points = List.copyOf(points);
        sharedPlaces = sharedPlaces == null ? SharedPlaces.HIGHER : sharedPlaces;
    }
}
