package org.heterodox.server.challenge.http;

/** {@code POST /api/challenges/{id}/decline}: why, one of the fixed reasons (generic when absent). */
public record DeclineRequest(String reason) {
}
