package org.heterodox.server.game;

/** A game as the lobby lists it: its row and how many moves were played. */
public record ListedGame(GameRow row, int plies) {
}
