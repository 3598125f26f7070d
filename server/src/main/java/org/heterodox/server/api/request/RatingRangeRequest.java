package org.heterodox.server.api.request;

/** The ratings a seek accepts: either bound may be absent. */
public record RatingRangeRequest(Integer min, Integer max) {
}
