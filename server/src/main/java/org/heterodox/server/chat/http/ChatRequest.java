package org.heterodox.server.chat.http;

/** {@code POST /api/games/{id}/chat}: the room and the line. */
public record ChatRequest(String room, String text) {
}
