package org.heterodox.server.inbox;

/**
 * One entry of a player's inbox.
 *
 * @param gameId       the game it is about, or null
 * @param tournamentId the tournament it is about, or null
 * @param otherName    the other player (the opponent, the challenger), or null
 * @param detail       the kind's detail: a game's result for the player (win, loss, draw, aborted), a tournament's
 *                     name; or null
 */
public record Notification(long id, long account, NotificationKind kind, String gameId, String tournamentId,
                           String otherName, String detail, int round, long createdAt, boolean read) {
}
