package org.heterodox.server.seek.http;

/** To a seeker on the lobby channel: their seek was taken and the game is on. */
public record SeekAcceptedMessage(String type, String seekId, String gameId) {
}
