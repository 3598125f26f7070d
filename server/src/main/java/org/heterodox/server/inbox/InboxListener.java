package org.heterodox.server.inbox;

/** Hears a player's inbox change, on this server or another: the live channel pushes it to the player's pages. */
public interface InboxListener {
    void added(Notification notification);

    /** Some of the player's notifications were marked read. */
    void read(long account);
}
