package org.heterodox.gamedb;

/**
 * A game read from PGN and ready to store: its headline tags, its record (compressed PGN text as
 * written in the input, comments included), and the key of every position it reached with the
 * move played from it.
 *
 * @param number      the game's number in its input (1 for the first)
 * @param startFen    the set-up position, or null for the game's own start
 * @param keys        {@code plies + 1} position keys, the start first
 * @param moves       the {@code plies} moves, {@code moves[i]} played from the position {@code keys[i]}
 * @param fingerprint equal for duplicates: same game, start, moves, players and date
 */
public record IndexedGame(int number, String variant, String white, String black, int whiteElo, int blackElo,
                          String event, String site, String date, String round, String result, String startFen,
                          long[] keys, int[] moves, long fingerprint, byte[] pgn) {
    IndexedGame withNumber(int newNumber) {
        return new IndexedGame(newNumber, variant, white, black, whiteElo, blackElo, event, site, date, round, result,
                startFen, keys, moves, fingerprint, pgn);
    }

    public int plies() {
        return moves.length;
    }
}
