package org.heterodox.server.challenge.http;

/** Told to the challenger's connections: the challenge was accepted and its game started. */
public record ChallengeAcceptedMessage(String type, String challengeId, String gameId) {
}
