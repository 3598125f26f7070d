package org.heterodox.server.game;

/**
 * One side's rating in a rated game: before the game, and after it once it is rated (null until
 * then); provisional while the player's rating is (deviation above 110).
 */
public record SideRating(int before, Integer after, boolean provisional) {

    /** The change the game made, or null while it is not rated yet. */
    public Integer change() {
        return after == null ? null : after - before;
    }
}
