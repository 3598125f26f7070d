package org.heterodox.gamedb;

/**
 * A game found by a search. For a position search, {@code ply} is where the game first reached the
 * position and {@code move} what it played next ({@code Move.NONE} when the game ended there);
 * otherwise both are -1 and 0.
 */
public record GameHit(DbGame game, int ply, int move) {
}
