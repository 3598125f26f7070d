package org.heterodox.server.rating.http;

import java.util.List;

/** A game spec's leaderboard: its best established, active players. */
public record LeaderboardView(String variant, String variantName, List<Entry> players) {

    /** A line of the board. */
    public record Entry(String name, int rating, int deviation, int games) {
    }
}
