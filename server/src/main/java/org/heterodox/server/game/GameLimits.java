package org.heterodox.server.game;

/**
 * Bounds on a game's size that no real game reaches (the longest tournament chess game had 538
 * plies; shogi games rarely pass 400), so that one game cannot take a server's memory or time: a
 * game played on the site is drawn when it reaches {@link #MAX_PLIES}, and a longer record is refused
 * on import with a message naming the limit.
 */
public final class GameLimits {
    public static final int MAX_PLIES = 2000;

    private GameLimits() {
    }

    /** Refuses a record of {@code plies} moves beyond {@link #MAX_PLIES} (413, the limit named). */
    public static void checkRecord(int plies) {
        if (plies > MAX_PLIES) {
            throw new GameException(GameException.Kind.TOO_LARGE, "the game has " + plies + " moves (plies); games of at most "
                    + MAX_PLIES + " are stored");
        }
    }
}
