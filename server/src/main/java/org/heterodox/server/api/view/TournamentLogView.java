package org.heterodox.server.api.view;

import java.util.List;

/** {@code GET /api/tournaments/{id}/log}. */
public record TournamentLogView(List<Entry> entries) {
    /** One organiser action. */
    public record Entry(long at, String actor, String action, String detail) {
    }
}
