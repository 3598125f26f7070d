package org.heterodox.server.rating;

/** A player's rating in one game spec with their record in it. */
public record PlayerRating(String variant, Rating rating, int games, int wins, int losses, int draws, long lastPlayed) {
}
