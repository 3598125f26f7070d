package org.heterodox.server.seek.http;

import java.util.List;

/** {@code GET /api/seeks}, and the lobby channel's {@code seeks} message (type {@code seeks}). */
public record SeekListView(String type, List<SeekView> seeks) {
}
