package org.heterodox.server.puzzle.http;

import java.util.List;

/**
 * {@code GET /api/puzzles}: how many puzzles each game has and of each theme, and the logged-in player's
 * puzzle ratings and best streaks.
 */
public record PuzzleOverviewView(List<Game> games, List<PlayerRating> ratings, List<BestStreak> streaks) {
    public record Game(String variant, int puzzles, List<Theme> themes) {
    }

    public record Theme(String theme, int puzzles) {
    }

    public record PlayerRating(String variant, int rating, boolean provisional, int attempts, int solved) {
    }

    public record BestStreak(String variant, int best) {
    }
}
