package org.heterodox.server.rating;

/** A point of a player's rating history: the rating after a rated game. */
public record RatingPoint(String gameId, long at, double rating, double deviation) {
}
