package org.heterodox.server.round.http;

/** {@code POST /api/games/{id}/moves}: the move in any notation of the game, and optionally the moves played before it. */
public record MoveRequest(String move, Integer plies) {
}
