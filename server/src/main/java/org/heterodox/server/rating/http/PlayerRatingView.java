package org.heterodox.server.rating.http;

/** A player's rating in one game spec, rounded, with their record in it. */
public record PlayerRatingView(String variant, String variantName, int rating, int deviation, boolean provisional,
                               int games, int wins, int losses, int draws) {
}
