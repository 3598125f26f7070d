package org.heterodox.server.rating.http;

import java.util.List;
import org.heterodox.server.game.http.GameSummaryView;

/**
 * {@code GET /api/players/{name}}: a player's public page; {@code followed} whether the logged-in viewer follows
 * the player.
 */
public record ProfileView(String name, long createdAt, boolean online, List<PlayerRatingView> ratings,
                          List<GameSummaryView> currentGames, int followers, int following, boolean followed) {
}
