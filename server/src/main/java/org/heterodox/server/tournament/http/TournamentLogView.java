package org.heterodox.server.tournament.http;

import java.util.List;
import java.util.Map;

/** {@code GET /api/tournaments/{id}/log}. */
public record TournamentLogView(List<Entry> entries) {
    /**
     * One organiser action: {@code detail} in English, {@code params} the same details by name (empty for
     * lines written before they existed), from which a page writes the line in its reader's language.
     */
    public record Entry(long at, String actor, String action, String detail, Map<String, String> params) {
    }
}
