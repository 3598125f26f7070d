package org.heterodox.server.tournament.http;

import java.util.List;

/** A series as the list shows it; {@link SeriesListView} wraps them. */
public record SeriesSummaryView(String id, String name, String organiser, int tournaments) {
    /** {@code GET /api/series}. */
    public record SeriesListView(List<SeriesSummaryView> series) {
    }
}
