package org.heterodox.server.inbox.http;

import org.heterodox.server.api.Json;
import org.heterodox.server.challenge.http.ChallengeChannel;
import org.heterodox.server.inbox.Inbox;
import org.heterodox.server.inbox.InboxListener;
import org.heterodox.server.inbox.Notification;

/**
 * The inbox on the player's own channel (the one the app keeps open on every page): the unread count when a page
 * connects, and each new notification or read as it happens, on whichever server the player is connected.
 */
public final class InboxPush implements InboxListener {
    private final Inbox inbox;
    private final ChallengeChannel channel;

    public InboxPush(Inbox inbox, ChallengeChannel channel) {
        this.inbox = inbox;
        this.channel = channel;
        inbox.listen(this);
        channel.onConnect((account, send) -> send.accept(Json.write(InboxMessage.of(inbox.unread(account.id()), null))));
    }

    @Override
    public void added(Notification notification) {
        channel.push(notification.account(), () -> Json.write(InboxMessage.of(inbox.unread(notification.account()),
                InboxRoutes.view(notification))));
    }

    @Override
    public void read(long account) {
        channel.push(account, () -> Json.write(InboxMessage.of(inbox.unread(account), null)));
    }
}
