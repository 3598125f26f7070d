package org.heterodox.server.inbox.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** {@code GET /api/me/notifications}: one page of the inbox, newest first, the unread count and the next page's offset. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record InboxView(List<NotificationView> notifications, int unread, Integer nextOffset) {
}
