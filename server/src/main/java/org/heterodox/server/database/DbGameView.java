package org.heterodox.server.database;

/**
 * A game of the game database. In a position search, {@code ply} is where the game reached the
 * position and {@code next} the move it played there (its record notation), null after the last move.
 */
public record DbGameView(long id, String variant, String white, String black, Integer whiteElo, Integer blackElo,
                         String event, String site, String date, String round, String result, int plies,
                         Integer ply, String next) {
}
