package org.heterodox.server.rating;

/** A line of a leaderboard. */
public record LeaderboardEntry(String name, double rating, double deviation, int games) {
}
