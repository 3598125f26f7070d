package org.heterodox.server.seek;

import org.heterodox.rules.Variant;
import org.heterodox.server.game.TimeControl;

/**
 * A player's public offer to play: the game, start, time control, rated or casual, the ratings of
 * the opponents it accepts (null: any) and the seeker's side ({@code -1}: random).
 */
public record Seek(String id, long account, String name, Variant variant, String fen, TimeControl timeControl,
                   boolean rated, Integer minRating, Integer maxRating, int side, long createdAt, long expiresAt) {

    /** Whether a player of this rating may take the seek. */
    public boolean admits(int rating) {
        return (minRating == null || rating >= minRating) && (maxRating == null || rating <= maxRating);
    }
}
