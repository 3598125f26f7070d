package org.heterodox.tournament.arena;

import java.util.List;
import org.heterodox.tournament.Outcome;

/**
 * An arena player's tournament performance, the tie-break of players equal on points, as lichess
 * computes it (lila, modules/tournament, {@code Performance}: "based on the Elo rating system's
 * performance rating"): over the games played, the average of the opponent's rating plus
 * {@value #WIN_BONUS} for a win, minus {@value #WIN_BONUS} for a loss and nothing for a draw, rounded
 * towards zero. With fewer than {@value #MIN_GAMES} games played lichess ranks by the player's rating
 * instead, and so does this. Forfeits were not played and do not count.
 */
public final class ArenaPerformance {
    public static final int WIN_BONUS = 500;
    public static final int MIN_GAMES = 3;

    private ArenaPerformance() {
    }

    /** One game from the player's side: the opponent's rating and the outcome. */
    public record Game(int opponentRating, Outcome outcome) {
    }

    /** The performance over {@code games}, or {@code rating} when fewer than {@value #MIN_GAMES} were played. */
    public static int of(List<Game> games, int rating) {
        long sum = 0;
        int played = 0;
        for (Game game : games) {
            if (!game.outcome().played()) {
                continue;
            }
            played++;
            sum += game.opponentRating() + switch (game.outcome()) {
                case WIN -> WIN_BONUS;
                case LOSS -> -WIN_BONUS;
                default -> 0;
            };
        }
        return played < MIN_GAMES ? rating : (int) (sum / played);
    }
}
