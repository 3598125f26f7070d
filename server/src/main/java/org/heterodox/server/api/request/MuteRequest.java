package org.heterodox.server.api.request;

/** {@code POST /api/games/{id}/chat/mute}: mute (true) or unmute the opponent. */
public record MuteRequest(Boolean muted) {
}
