package org.heterodox.server.round;

/** The actor's side in a game (-1: a spectator) with their name there, and what the chat needs of the game. */
public record Seated(int side, String name, boolean rated, boolean over, boolean againstEngine) {
}
