package org.heterodox.tournament;

import java.util.List;

/**
 * A player of a tournament with the rounds played so far: {@code number} is the pairing number
 * (1 = top seed, ordered by rating then name when the tournament starts), {@code results} holds one
 * entry per completed round, in order (a late entrant has zero-point byes for the rounds missed).
 */
public record Entrant(int number, String name, int rating, List<RoundResult> results) {
    public Entrant {
        if (number < 1) {
            throw new IllegalArgumentException("entrant numbers start at 1, not " + number);
        }
        name = name == null ? "" : name;
        results = List.copyOf(results);
    }

    /** The score so far, in half points. */
    public int halfPoints() {
        int sum = 0;
        for (RoundResult result : results) {
            sum += result.outcome().halfPoints();
        }
        return sum;
    }

    /** This entrant with one more round. */
    public Entrant plus(RoundResult result) {
        List<RoundResult> more = new java.util.ArrayList<>(results);
        more.add(result);
        return new Entrant(number, name, rating, more);
    }
}
