package org.heterodox.server.database;

import java.util.List;

/** {@code GET /api/db/games}: how many games match, and one page of them, newest first. */
public record DbSearchView(long total, int offset, List<DbGameView> games) {
}
