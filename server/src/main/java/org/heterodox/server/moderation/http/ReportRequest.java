package org.heterodox.server.moderation.http;

/**
 * {@code POST /api/reports}: the kind (player, chat, tournament), the target's fields of that kind (a
 * player's name; a chat line's game, room and number; a tournament's id) and the reason.
 */
public record ReportRequest(String kind, String player, String game, String room, Long seq, String tournament,
                            String reason) {
}
