package org.heterodox.server.social.http;

import java.util.List;

/** {@code GET /api/me/friends/online}: how many of the players one follows are online, and the first names. */
public record FriendsOnlineView(int count, List<String> names) {
}
