package org.heterodox.server.api.view;

/** The two seats, by turn order. */
public record PlayersView(PlayerView first, PlayerView second) {
}
