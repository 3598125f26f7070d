package org.heterodox.server.store;

import java.util.List;
import org.heterodox.server.game.PlayedMove;

/** A game as loaded from the database: its row and its moves in order. */
public record StoredGame(GameRow row, List<PlayedMove> moves) {
    public StoredGame {
        moves = List.copyOf(moves);
    }
}
