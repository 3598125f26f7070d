package org.heterodox.server.tournament;

/**
 * A game of a round: the players' numbers, the game played for it (null in an imported
 * tournament), its result, whether the organiser set that result, which sides berserked (arena: "",
 * "white", "black" or "both") and how many moves the game had when it ended (for the arena's rules).
 */
public record Board(int round, int board, int white, int black, String gameId, BoardResult result, boolean adjusted,
                    String berserk, int plies, long publishedAt) {

    public Board withResult(BoardResult newResult, boolean byOrganiser, int newPlies) {
        return new Board(round, board, white, black, gameId, newResult, adjusted || byOrganiser, berserk, newPlies,
                publishedAt);
    }

    public Board withBerserk(String newBerserk) {
        return new Board(round, board, white, black, gameId, result, adjusted, newBerserk, plies, publishedAt);
    }

    public boolean involves(int number) {
        return white == number || black == number;
    }

    public boolean berserked(boolean whiteSide) {
        return berserk.equals("both") || berserk.equals(whiteSide ? "white" : "black");
    }
}
