package org.heterodox.server.inbox.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One notification as the app shows it: {@code kind} turn, gameOver, challenge or round; {@code player} the other
 * player; {@code detail} a game's result for the reader (win, loss, draw, aborted), a challenge's game spec or a
 * tournament's name; {@code round} a tournament round's number (0 for a start).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NotificationView(long id, String kind, String gameId, String tournamentId, String player, String detail,
                               int round, long createdAt, boolean read) {
}
