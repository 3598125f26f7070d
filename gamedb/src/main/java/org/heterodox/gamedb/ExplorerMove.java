package org.heterodox.gamedb;

/**
 * One move played from an explored position: in how many games, their results from the first
 * player's side, and the average rating of the players who chose it ({@code 0} when no game
 * recorded one). {@code move} is {@code Move.NONE} for the games that ended in the position.
 */
public record ExplorerMove(int move, long games, long firstWins, long draws, long secondWins, int averageRating) {
}
