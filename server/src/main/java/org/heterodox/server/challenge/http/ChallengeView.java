package org.heterodox.server.challenge.http;

import org.heterodox.server.game.http.TimeControlView;

/** An open challenge as its two players see it; {@code side} is the challenger's. */
public record ChallengeView(String id, String challenger, String challenged, String variant, String variantName,
                            TimeControlView timeControl, String side, boolean rated, long createdAt, long expiresAt) {
}
