package org.heterodox.server.notice.http;

/** {@code GET /api/unsubscribe/{token}}: the notice the link stops ("turn" or "rounds"). */
public record UnsubscribeView(String notice) {
}
