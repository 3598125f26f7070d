package org.heterodox.server.round.http;

import org.heterodox.server.api.TimeControlRequest;
/**
 * {@code POST /api/games}: the game, its start, clock, opponent, the creator's side and name, and
 * whether it is rated (logged-in players only).
 */
public record CreateGameRequest(String variant, String fen, TimeControlRequest timeControl, OpponentRequest opponent,
                                String side, Boolean autoDraw, String name, Boolean rated) {
}
