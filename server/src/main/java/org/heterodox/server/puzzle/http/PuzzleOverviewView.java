package org.heterodox.server.puzzle.http;

import java.util.List;

/** {@code GET /api/puzzles}: how many puzzles each game has, and the logged-in player's puzzle ratings. */
public record PuzzleOverviewView(List<Game> games, List<PlayerRating> ratings) {
    public record Game(String variant, int puzzles) {
    }

    public record PlayerRating(String variant, int rating, boolean provisional, int attempts, int solved) {
    }
}
