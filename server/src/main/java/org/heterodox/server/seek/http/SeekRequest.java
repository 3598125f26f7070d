package org.heterodox.server.seek.http;

import org.heterodox.server.api.TimeControlRequest;
/** {@code POST /api/seeks}: the game and start, the time control, rated or casual, the opponents' ratings, the side. */
public record SeekRequest(String variant, String fen, TimeControlRequest timeControl, Boolean rated,
                          RatingRangeRequest ratingRange, String side) {
}
