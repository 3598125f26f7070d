package org.heterodox.server.inbox.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The inbox on the player's channel: the unread count on connecting and whenever it changes, with the notification
 * just {@code added} (null when some were read, or on connecting).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record InboxMessage(String type, int unread, NotificationView added) {
    public static InboxMessage of(int unread, NotificationView added) {
        return new InboxMessage("inbox", unread, added);
    }
}
