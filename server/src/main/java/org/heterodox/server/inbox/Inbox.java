package org.heterodox.server.inbox;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import org.heterodox.server.cluster.ClusterBus;
import org.heterodox.server.social.SocialException;

/**
 * The players' notification inboxes: each keeps its newest {@value #KEPT} notifications. A new one is told to this
 * server's listeners and announced to the other servers (topic {@value #TOPIC}), which read it back and tell theirs:
 * so it reaches the player's pages on whichever server they are connected.
 */
public final class Inbox {
    public static final int KEPT = 100;
    /** Ids one request may mark read. */
    public static final int MAX_IDS = 100;
    static final String TOPIC = "inbox";
    static final String READ_TOPIC = "inbox-read";

    private final InboxStore store;
    private final LongSupplier clock;
    private final List<InboxListener> listeners = new CopyOnWriteArrayList<>();
    private volatile ClusterBus bus = ClusterBus.SOLE;

    public Inbox(InboxStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    /** Hears the other servers' new notifications and reads, and tells them this server's. */
    public void cluster(ClusterBus clusterBus) {
        this.bus = clusterBus;
        clusterBus.on(TOPIC, words -> store.find(Long.parseLong(words.get(0))).ifPresent(this::tellAdded));
        clusterBus.on(READ_TOPIC, words -> tellRead(Long.parseLong(words.get(0))));
    }

    public void listen(InboxListener listener) {
        listeners.add(listener);
    }

    /**
     * Stores a notification for {@code account} unless the event ({@code dedupKey}) was stored already, and tells
     * the player's pages.
     */
    public void add(long account, NotificationKind kind, String dedupKey, String gameId, String tournamentId,
                    String otherName, String detail, int round) {
        if (kind == NotificationKind.TURN || kind == NotificationKind.GAME_OVER) {
            // One "your turn" per game: a newer one, or the game's end, replaces the unread older one.
            store.dropUnread(account, NotificationKind.TURN, gameId);
        }
        Notification draft = new Notification(0, account, kind, gameId, tournamentId, otherName, detail, round,
                clock.getAsLong(), false);
        store.insert(draft, dedupKey).ifPresent(id -> {
            store.trim(account, KEPT);
            Notification stored = new Notification(id, account, kind, gameId, tournamentId, otherName, detail, round,
                    draft.createdAt(), false);
            tellAdded(stored);
            bus.announce(TOPIC, String.valueOf(id));
        });
    }

    /** One page of the player's notifications, newest first. */
    public List<Notification> page(long account, int limit, int offset) {
        return store.page(account, limit, offset);
    }

    public int unread(long account) {
        return store.unread(account);
    }

    /** Marks some of the player's notifications read (another player's ids are left alone). */
    public void markRead(long account, List<Long> ids) {
        if (ids.size() > MAX_IDS) {
            throw new SocialException(400, "'ids' holds at most " + MAX_IDS + " ids");
        }
        if (!ids.isEmpty() && store.markRead(account, ids, clock.getAsLong()) > 0) {
            read(account);
        }
    }

    /** Marks all the player's notifications read, or those about one game when {@code gameId} is not null. */
    public void markAllRead(long account, String gameId) {
        if (store.markAllRead(account, gameId, clock.getAsLong()) > 0) {
            read(account);
        }
    }

    /** Marks read the player's notification of one event, once it no longer asks anything of them. */
    public void markEventRead(long account, String dedupKey) {
        if (store.markEventRead(account, dedupKey, clock.getAsLong()) > 0) {
            read(account);
        }
    }

    private void read(long account) {
        tellRead(account);
        bus.announce(READ_TOPIC, String.valueOf(account));
    }

    private void tellAdded(Notification notification) {
        for (InboxListener listener : listeners) {
            listener.added(notification);
        }
    }

    private void tellRead(long account) {
        for (InboxListener listener : listeners) {
            listener.read(account);
        }
    }
}
