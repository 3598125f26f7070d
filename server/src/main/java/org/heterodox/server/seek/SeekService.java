package org.heterodox.server.seek;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import java.util.function.ToIntBiFunction;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.cluster.ClusterBus;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.Rounds;

/**
 * Open seeks, kept in the database so that every server sharing it lists the same ones. A seek needs
 * an account: when it is taken, the game is bound to both accounts and the seeker, reached through the
 * lobby's live channel (on whichever server they are connected to), plays it with their session.
 * Taking a seek deletes its row, which one taker only can do: two players taking one seek at once, on
 * one server or two, make exactly one game. A seek goes when its seeker has had no connection to any
 * server for the grace period.
 */
public final class SeekService {
    public static final int MAX_SEEKS_PER_PLAYER = 3;
    /** A real-time seek lasts an hour; a correspondence seek a week. */
    public static final long SEEK_MS = 3600_000L;
    public static final long CORRESPONDENCE_SEEK_MS = 7 * 24 * 3600_000L;
    /** A seek outlives its seeker's last connection by this long (a page reload), then goes. */
    public static final long GRACE_MS = 30_000L;
    static final String CHANGED = "seeks";
    static final String TAKEN = "seek-taken";

    private final Rounds games;
    private final Presence presence;
    private final LongSupplier clock;
    /** The taker's rating in a game spec (a new player's 1500 when unrated). */
    private final ToIntBiFunction<Long, String> ratingOf;
    private final SeekStore store;
    private final List<SeekListener> listeners = new CopyOnWriteArrayList<>();
    private volatile ClusterBus bus = ClusterBus.SOLE;

    public SeekService(SeekStore store, Rounds games, Presence presence, LongSupplier clock,
                       ToIntBiFunction<Long, String> ratingOf) {
        this.store = store;
        this.games = games;
        this.presence = presence;
        this.clock = clock;
        this.ratingOf = ratingOf;
        presence.onLeave(account -> store.seen(account, clock.getAsLong()));
    }

    /** Hears the other servers' seek changes and takes, and tells them this server's. */
    public void cluster(ClusterBus clusterBus) {
        this.bus = clusterBus;
        clusterBus.on(CHANGED, words -> listeners.forEach(SeekListener::seeksChanged));
        // A seek taken through another server: its id, the seeker's account and the game.
        clusterBus.on(TAKEN, words -> {
            for (SeekListener listener : listeners) {
                listener.seekAccepted(words.get(0), Long.parseLong(words.get(1)), words.get(2));
            }
        });
    }

    public void listen(SeekListener listener) {
        listeners.add(listener);
    }

    /** Posts a seek for a logged-in player. */
    public Seek create(Account seeker, Variant variant, String fen, TimeControl timeControl, boolean rated,
                       Integer minRating, Integer maxRating, int side) {
        if (minRating != null && maxRating != null && minRating > maxRating) {
            throw new SeekException(400, "'ratingRange.min' must not be above 'ratingRange.max'");
        }
        if (fen != null) {
            try {
                if (variant.fromFen(fen).outcome().isOver()) {
                    throw new SeekException(400, "the start position is already decided");
                }
            } catch (org.heterodox.rules.format.FormatException e) {
                throw new SeekException(400, "bad start position: " + e.getMessage());
            }
        }
        long now = clock.getAsLong();
        long life = timeControl.kind() == TimeControl.Kind.CORRESPONDENCE ? CORRESPONDENCE_SEEK_MS : SEEK_MS;
        Seek seek;
        synchronized (this) {
            long mine = list().stream().filter(s -> s.account() == seeker.id()).count();
            if (mine >= MAX_SEEKS_PER_PLAYER) {
                throw new SeekException(429, "you already have " + mine + " open seeks, the most one player may have;"
                        + " cancel one before posting another");
            }
            seek = new Seek(Secrets.newCode(10), seeker.id(), seeker.name(), variant, fen, timeControl, rated,
                    minRating, maxRating, side, now, now + life);
            store.insert(seek, now);
        }
        changed();
        return seek;
    }

    /** The open seeks, newest first. */
    public List<Seek> list() {
        long now = clock.getAsLong();
        return store.open(now, now - GRACE_MS, presence::online);
    }

    /** Cancels a seek; only its seeker may. */
    public void cancel(Account player, String id) {
        Seek seek = open(id).orElseThrow(() -> new SeekException(404, "no open seek '" + abbreviate(id) + "'"));
        if (seek.account() != player.id()) {
            throw new SeekException(403, "only its seeker can cancel a seek");
        }
        if (!store.delete(id)) {
            throw new SeekException(404, "no open seek '" + abbreviate(id) + "'");
        }
        changed();
    }

    /** Takes a seek: the game starts for both players; the answer is the taker's seat. */
    public SeatGrant accept(Account taker, String id) {
        String gone = "no open seek '" + abbreviate(id) + "'; it was taken, cancelled or expired";
        Seek seek = open(id).orElseThrow(() -> new SeekException(404, gone));
        if (seek.account() == taker.id()) {
            throw new SeekException(409, "you cannot take your own seek");
        }
        int rating = ratingOf.applyAsInt(taker.id(), seek.variant().spec());
        if (!seek.admits(rating)) {
            throw new SeekException(403, "your rating " + rating + " is outside the seek's range");
        }
        if (!store.delete(id)) {
            throw new SeekException(404, gone); // another taker was first, here or on another server
        }
        SeatGrant grant;
        try {
            int side = seek.side() >= 0 ? seek.side() : java.util.concurrent.ThreadLocalRandom.current().nextInt(2);
            SeatGrant seeker = games.create(new CreateGame(seek.variant(), seek.fen(), seek.timeControl(), side, false, 0,
                    true, seek.name(), seek.account(), seek.rated()), null);
            grant = games.join(seeker.game().inviteCode(), taker.name(), taker.id());
        } finally {
            changed();
        }
        String gameId = grant.game().id();
        for (SeekListener listener : listeners) {
            listener.seekAccepted(seek.id(), seek.account(), gameId);
        }
        bus.announce(TAKEN, seek.id(), String.valueOf(seek.account()), gameId);
        return grant;
    }

    /**
     * Drops the expired seeks and those whose seeker has been gone for the grace period (marking the
     * seeks of seekers online now as seen); tells the listeners, and the other servers, when any went.
     */
    public void expire() {
        long now = clock.getAsLong();
        if (store.sweep(now, now - GRACE_MS, presence::online) > 0) {
            changed();
        }
    }

    /** A seek still open (not expired, its seeker not gone). */
    private java.util.Optional<Seek> open(String id) {
        return list().stream().filter(seek -> seek.id().equals(id)).findFirst();
    }

    private void changed() {
        for (SeekListener listener : listeners) {
            listener.seeksChanged();
        }
        bus.announce(CHANGED);
    }

    private static String abbreviate(String text) {
        return text == null ? "" : text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
