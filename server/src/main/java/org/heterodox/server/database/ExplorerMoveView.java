package org.heterodox.server.database;

/**
 * A move played from an explored position: written in the game's record and machine notations, how
 * many games played it, their results in percent from the first player's side, and the average
 * rating of the players who chose it (null when no game recorded one).
 */
public record ExplorerMoveView(String san, String uci, long games, double firstWins, double draws, double secondWins,
                               Integer averageRating) {
}
