package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Who holds a seat: {@code open}, {@code human} (with a name) or {@code engine} (with its level);
 * {@code account} is the player's account name when a logged-in player holds the seat, and
 * {@code rating} their rating in a rated game.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PlayerView(String kind, Integer level, String name, String account, RatingView rating) {

    public PlayerView(String kind, Integer level, String name) {
        this(kind, level, name, null, null);
    }
}
