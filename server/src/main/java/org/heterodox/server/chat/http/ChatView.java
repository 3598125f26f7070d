package org.heterodox.server.chat.http;

import java.util.List;

/** {@code GET /api/games/{id}/chat}: a room's lines the caller may read, and whether they muted the opponent. */
public record ChatView(String room, List<ChatLineView> lines, boolean muted) {
}
