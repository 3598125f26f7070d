package org.heterodox.server.rating;

/** One game of a rating period from the player's side: the opponent's rating and the score (1, 0.5 or 0). */
public record GameScore(Rating opponent, double score) {
    public GameScore {
        if (opponent == null || !(score >= 0 && score <= 1)) {
            throw new IllegalArgumentException("a game's score is between 0 and 1, not " + score);
        }
    }
}
