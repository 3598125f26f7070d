package org.heterodox.server.tournament;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.jdbi.v3.core.Jdbi;

/**
 * Who is present in a tournament, as lichess counts it for its arenas: a logged-in player with the
 * tournament's live channel open (its page, or the page of their finished game waiting for the next),
 * or a client that said so through the API within the last {@value #HEARTBEAT_MS} ms. Kept in the
 * database ({@link TournamentPresenceStore}) so that the server pairing an arena sees the players
 * connected to every server: each server holds a row per player connected to it and renews its rows
 * every {@value #RENEW_MS} ms; they lapse {@value #CONNECTION_LEASE_MS} ms after a server stops
 * renewing them (it died), as the lobby's presence does.
 */
public final class TournamentPresence {
    public static final long RENEW_MS = 5_000;
    static final long CONNECTION_LEASE_MS = 15_000;
    /** How long an API client's heartbeat counts (lichess counts an API player waiting for 70 s). */
    public static final long HEARTBEAT_MS = 60_000;
    static final String HEARTBEAT = "heartbeat";

    private final TournamentPresenceStore store;
    private final String instance;
    private final LongSupplier clock;
    /** This server's connections per tournament and player; changed with its row, under this object's monitor. */
    private final Map<Key, Integer> connections = new ConcurrentHashMap<>();

    private record Key(String tournamentId, long account) {
    }

    /** @param instance this server's name among the servers sharing the database */
    public TournamentPresence(Jdbi jdbi, String instance, LongSupplier clock) {
        this.store = new TournamentPresenceStore(jdbi);
        this.instance = instance;
        this.clock = clock;
    }

    /** A connection of {@code account} to the tournament's channel opened on this server. */
    public synchronized void connected(String tournamentId, long account) {
        if (connections.merge(new Key(tournamentId, account), 1, Integer::sum) == 1) {
            store.hold(tournamentId, account, instance, clock.getAsLong() + CONNECTION_LEASE_MS);
        }
    }

    /** One of those connections closed; the player leaves when it was their last on this server. */
    public synchronized void disconnected(String tournamentId, long account) {
        if (connections.computeIfPresent(new Key(tournamentId, account), (k, n) -> n <= 1 ? null : n - 1) == null) {
            store.release(tournamentId, account, instance);
        }
    }

    /** An API client's "I am here": present for the next {@value #HEARTBEAT_MS} ms. */
    void heartbeat(String tournamentId, long account) {
        store.hold(tournamentId, account, HEARTBEAT, clock.getAsLong() + HEARTBEAT_MS);
    }

    /** Renews this server's connections and drops the lapsed rows (run every {@value #RENEW_MS} ms). */
    public void renew() {
        long now = clock.getAsLong();
        store.renew(instance, now + CONNECTION_LEASE_MS, now);
    }

    /** The accounts present in the tournament now, on any server. */
    Set<Long> present(String tournamentId) {
        return store.present(tournamentId, clock.getAsLong());
    }
}
