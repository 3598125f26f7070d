package org.heterodox.server.api.view;

import java.util.List;

/** {@code GET /api/games}: newest change first. */
public record GameListView(List<GameSummaryView> games) {
}
