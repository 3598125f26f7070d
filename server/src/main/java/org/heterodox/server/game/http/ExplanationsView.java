package org.heterodox.server.game.http;

import java.util.List;

/** {@code GET /api/games/{id}/explain}: one entry per pseudo-legal move. */
public record ExplanationsView(List<ExplanationView> moves) {
}
