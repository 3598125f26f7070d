package org.heterodox.server.game;

/**
 * One accepted move: its number (1 = the first move of the game), the machine notation used to
 * replay it, the game's record notation shown to people, the mover's clock after it, and when.
 */
public record PlayedMove(int ply, String machine, String written, long clockMs, long playedAt) {
}
