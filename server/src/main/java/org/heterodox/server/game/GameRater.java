package org.heterodox.server.game;

import org.heterodox.rules.Result;

/**
 * Ratings of rated games, seen from the game service (implemented by the rating package over the
 * database). Only games between two accounts are ever passed.
 */
public interface GameRater {

    /** The players' ratings now, as shown during a game. */
    SeatRatings current(String variant, long first, long second);

    /** The ratings a game made, if it was rated, else the players' current ratings. */
    SeatRatings ofGame(String gameId, String variant, long first, long second);

    /**
     * Rates a finished game for both players, at most once per game: a second call changes nothing
     * and gives what the first made.
     */
    SeatRatings rate(String gameId, String variant, long first, long second, Result result, long now);

    /** The ids of finished rated games not rated yet (a crash between the game's end and its rating). */
    java.util.List<String> unrated();
}
