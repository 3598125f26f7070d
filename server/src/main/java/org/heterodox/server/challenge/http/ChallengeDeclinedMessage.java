package org.heterodox.server.challenge.http;

/** Told to the challenger's connections: {@code player} declined the challenge, for {@code reason}. */
public record ChallengeDeclinedMessage(String type, String challengeId, String player, String reason) {
}
