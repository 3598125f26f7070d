package org.heterodox.server.challenge.http;

import org.heterodox.server.api.TimeControlRequest;

/** {@code POST /api/challenges}: whom, the game (its spec with options), the time control, the challenger's side, rated. */
public record ChallengeRequest(String to, String variant, TimeControlRequest timeControl, String side, Boolean rated) {
}
