package org.heterodox.server.api.view;

import java.util.List;

/** {@code GET /api/tournaments}. */
public record TournamentListView(List<TournamentSummaryView> tournaments) {
}
