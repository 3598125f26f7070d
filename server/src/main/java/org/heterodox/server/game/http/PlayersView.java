package org.heterodox.server.game.http;

/** The two seats, by turn order. */
public record PlayersView(PlayerView first, PlayerView second) {
}
