package org.heterodox.server.tournament.http;

import java.util.List;

/** {@code GET /api/tournaments}. */
public record TournamentListView(List<TournamentSummaryView> tournaments) {
}
