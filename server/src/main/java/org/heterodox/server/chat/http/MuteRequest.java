package org.heterodox.server.chat.http;

/** {@code POST /api/games/{id}/chat/mute}: mute (true) or unmute the opponent. */
public record MuteRequest(Boolean muted) {
}
