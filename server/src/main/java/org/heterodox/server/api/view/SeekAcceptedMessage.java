package org.heterodox.server.api.view;

/** To a seeker on the lobby channel: their seek was taken and the game is on. */
public record SeekAcceptedMessage(String type, String seekId, String gameId) {
}
