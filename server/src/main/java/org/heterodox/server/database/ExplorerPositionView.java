package org.heterodox.server.database;

/** {@code GET /api/explorer}: the position as read, and the moves played from it in each source, separately. */
public record ExplorerPositionView(String variant, String fen, ExplorerSourceView database, ExplorerSourceView site) {
}
