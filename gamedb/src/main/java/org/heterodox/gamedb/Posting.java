package org.heterodox.gamedb;

/**
 * One indexed position of one game: the game reached the position with {@code key} before its
 * move {@code ply} (0 = the start position) and then played {@code move} ({@code Move.NONE} after
 * the last move). The game's result and ratings travel with it so that the explorer can add them
 * up without reading the games.
 *
 * @param result    0 first player won, 1 draw, 2 second player won, 3 unfinished or unknown
 * @param firstElo  the first player's rating from the record, 0 when unknown
 */
public record Posting(long key, long gameId, int ply, int move, int result, int firstElo, int secondElo) {
    public static int resultCode(String pgnResult) {
        return switch (pgnResult) {
            case "1-0" -> 0;
            case "1/2-1/2" -> 1;
            case "0-1" -> 2;
            default -> 3;
        };
    }
}
