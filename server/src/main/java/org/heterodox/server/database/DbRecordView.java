package org.heterodox.server.database;

import java.util.List;

/**
 * {@code GET /api/db/games/{id}}: a database game to replay: its headline, the start position, each
 * move with the position after it, and the record as imported (PGN, comments included).
 */
public record DbRecordView(DbGameView game, String startFen, List<ReplayMove> moves, String pgn) {
    /** A move in the game's record notation and machine notation, and the FEN after it. */
    public record ReplayMove(String san, String uci, String fen) {
    }
}
