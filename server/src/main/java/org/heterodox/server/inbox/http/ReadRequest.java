package org.heterodox.server.inbox.http;

import java.util.List;

/** {@code POST /api/me/notifications/read}: the notifications to mark read, by id, or all of them, or a game's. */
public record ReadRequest(List<Long> ids, Boolean all, String gameId) {
}
