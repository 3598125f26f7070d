package org.heterodox.server.api.view;

import java.util.List;

/** {@code GET /api/players/{name}}: a player's public page. */
public record ProfileView(String name, long createdAt, boolean online, List<PlayerRatingView> ratings,
                          List<GameSummaryView> currentGames) {
}
