package org.heterodox.server.tournament.http;

import java.util.List;

/** {@code GET /api/tournaments/{id}/log}. */
public record TournamentLogView(List<Entry> entries) {
    /** One organiser action. */
    public record Entry(long at, String actor, String action, String detail) {
    }
}
