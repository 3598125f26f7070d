package org.heterodox.server.game;

/** The answer to creating or joining a game: the seat taken, its secret token, and the game then. */
public record SeatGrant(int side, String token, GameSnapshot game) {
}
