package org.heterodox.server.rating.http;

import java.util.List;

/** {@code GET /api/players/{name}/ratings/{variant}}: the rating after each rated game, oldest first. */
public record RatingHistoryView(String variant, List<Point> points) {

    /** The rating and deviation after a game. */
    public record Point(String gameId, long at, int rating, int deviation) {
    }
}
