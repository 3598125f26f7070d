package org.heterodox.server.database;

import java.util.List;

/**
 * The explorer's answer from one source. {@code ended} counts the games that ended in the position;
 * {@code lastGames} are the latest games that reached it: database games carry a numeric {@code id},
 * site games a {@code gameId}.
 */
public record ExplorerSourceView(long games, long ended, List<ExplorerMoveView> moves, List<LastGame> lastGames) {
    public record LastGame(Long id, String gameId, String white, String black, String result, String date,
                           String next) {
    }
}
