package org.heterodox.server.rating.http;

import java.util.List;

/** {@code GET /api/leaderboards}: the top of every game spec anybody is rated in. */
public record LeaderboardsView(List<LeaderboardView> boards) {
}
