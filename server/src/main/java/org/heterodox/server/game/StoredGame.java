package org.heterodox.server.game;

import java.util.List;

/** A game as loaded from the database: its row and its moves in order. */
public record StoredGame(GameRow row, List<PlayedMove> moves) {
    public StoredGame {
        moves = List.copyOf(moves);
    }
}
