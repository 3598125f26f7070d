package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A player's rating in a rated game: before it, and after it with the change once the game is rated
 * (null until then); provisional while the player's rating deviation is above 110.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RatingView(int before, Integer after, Integer change, boolean provisional) {
}
