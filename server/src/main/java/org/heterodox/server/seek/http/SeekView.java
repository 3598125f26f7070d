package org.heterodox.server.seek.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.heterodox.server.game.http.TimeControlView;

/** An open seek as the lobby lists it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SeekView(String id, String player, int rating, boolean provisional, String variant, String variantName,
                       String fen, TimeControlView timeControl, boolean rated, RatingRangeView ratingRange, String side,
                       long createdAt, long expiresAt) {

    /** The ratings a seek accepts (a missing bound: no limit). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record RatingRangeView(Integer min, Integer max) {
    }
}
