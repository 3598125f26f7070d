package org.heterodox.server.seek.http;

/** The ratings a seek accepts: either bound may be absent. */
public record RatingRangeRequest(Integer min, Integer max) {
}
