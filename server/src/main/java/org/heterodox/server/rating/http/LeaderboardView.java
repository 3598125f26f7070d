package org.heterodox.server.rating.http;

import java.util.List;

/**
 * A game spec's leaderboard: its best established, active players, and apart from them the active players
 * whose rating is still provisional (so that a new club sees its players before anyone is established).
 */
public record LeaderboardView(String variant, String variantName, List<Entry> players, List<Entry> provisional) {

    /** A line of the board. */
    public record Entry(String name, int rating, int deviation, int games) {
    }
}
