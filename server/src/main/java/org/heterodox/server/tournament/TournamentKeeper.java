package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.heterodox.server.cluster.ClusterBus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the tournaments in memory and in step with the database and the other servers: every change
 * of a tournament runs through {@link #mutate}, is stored whole, then told to the listeners and
 * announced on the bus; a tournament another server changed is read again. Also knows which
 * tournament each game belongs to.
 */
final class TournamentKeeper {
    private static final Logger LOG = LoggerFactory.getLogger(TournamentKeeper.class);
    /** The bus topic of a changed tournament: its id, version and the change's name. */
    static final String TOPIC = "tournament";

    private final TournamentStore store;
    private final Map<String, Tournament> tournaments = new ConcurrentHashMap<>();
    private final Map<String, String> tournamentOfGame = new ConcurrentHashMap<>();
    private final List<TournamentListener> listeners = new CopyOnWriteArrayList<>();
    /** One gate per tournament: this server's changes of a tournament queue here before taking its row lock. */
    private final Map<String, Object> gates = new ConcurrentHashMap<>();
    /** The events of the change running on this thread, told to the listeners once it is stored. */
    private final ThreadLocal<List<String>> pending = new ThreadLocal<>();
    private volatile ClusterBus bus = ClusterBus.SOLE;

    TournamentKeeper(TournamentStore store) {
        this.store = store;
    }

    TournamentStore store() {
        return store;
    }

    void listen(TournamentListener listener) {
        listeners.add(listener);
    }

    /** Announces each change on the bus and reads the changes the other servers announce. */
    void cluster(ClusterBus clusterBus) {
        this.bus = clusterBus;
        clusterBus.on(TOPIC, words -> remoteChange(words.get(0), words.get(2)));
        clusterBus.onReconnect(this::syncAll);
    }

    /** Whether other servers share the database (then the stored versions decide what is current). */
    boolean shared() {
        return bus.shared();
    }

    void loadAll() {
        for (Tournament t : store.loadAll()) {
            install(t);
        }
    }

    Tournament get(String id) {
        Tournament t = id == null ? null : tournaments.get(id);
        if (id != null && bus.shared()) {
            // Another server may have changed it: the stored version decides (one indexed read).
            Long stored = store.version(id);
            t = stored == null ? null : t != null && t.version() == stored ? t : reload(id);
        }
        if (t == null) {
            throw TournamentException.notFound("no tournament '" + TournamentException.abbreviate(id) + "'");
        }
        return t;
    }

    /** Every tournament, read again first where another server changed it. */
    Collection<Tournament> current() {
        if (bus.shared()) {
            syncAll();
        }
        return tournaments.values();
    }

    /** The tournaments as this server last read them. */
    Collection<Tournament> cached() {
        return tournaments.values();
    }

    boolean knows(String id) {
        return tournaments.containsKey(id);
    }

    /** The id of the tournament a game belongs to, if any. */
    Optional<String> tournamentOfGame(String gameId) {
        return Optional.ofNullable(tournamentOfGame.get(gameId));
    }

    void trackGame(String gameId, String tournamentId) {
        tournamentOfGame.put(gameId, tournamentId);
    }

    /** Stores a new tournament in its own transaction, keeps it, and announces it. */
    void add(Tournament t, String event) {
        save(t, event);
        tournaments.put(t.id(), t);
        bus.announce(TOPIC, t.id(), String.valueOf(t.version()), event);
    }

    /** Stores the change (in the running change's transaction); the listeners hear of it once it is committed. */
    void save(Tournament t, String event) {
        t.touch();
        store.save(t);
        List<String> events = pending.get();
        if (events != null) {
            events.add(event);
        } else {
            tell(t, List.of(event)); // a new tournament, stored in its own transaction
        }
    }

    /**
     * Runs a change of a tournament: queued behind this server's other changes of it, then in one
     * transaction holding its row lock, on the stored state (read again when another server changed it
     * since), so changes made by any server apply one after the other, each exactly once. The
     * listeners and the other servers hear of it after the commit.
     */
    <T> T mutate(String id, Function<Tournament, T> change) {
        List<String> events = new ArrayList<>();
        Tournament[] changed = new Tournament[1];
        T result;
        synchronized (gates.computeIfAbsent(id, key -> new Object())) {
            try {
                result = store.locked(id, stored -> {
                    if (stored == null) {
                        throw TournamentException.notFound("no tournament '" + TournamentException.abbreviate(id) + "'");
                    }
                    Tournament cached = tournaments.get(id);
                    Tournament t = cached != null && cached.version() == stored ? cached : reload(id);
                    synchronized (t) {
                        pending.set(events);
                        try {
                            changed[0] = t;
                            return change.apply(t);
                        } finally {
                            pending.remove();
                        }
                    }
                });
            } catch (RuntimeException e) {
                if (!events.isEmpty()) {
                    reload(id); // the change was rolled back: forget the half-changed copy
                }
                throw e;
            }
        }
        if (!events.isEmpty()) {
            Tournament t = changed[0];
            tell(t, events);
            bus.announce(TOPIC, t.id(), String.valueOf(t.version()), events.get(events.size() - 1));
        }
        return result;
    }

    private void tell(Tournament t, List<String> events) {
        synchronized (t) {
            for (String event : events) {
                for (TournamentListener listener : listeners) {
                    try {
                        listener.changed(t, event);
                    } catch (RuntimeException e) {
                        LOG.error("a tournament listener failed on {}", event, e);
                    }
                }
            }
        }
    }

    /** Keeps a tournament read from the database, and which tournament each of its games belongs to. */
    private void install(Tournament t) {
        tournaments.put(t.id(), t);
        for (Board board : t.boards()) {
            if (board.gameId() != null) {
                tournamentOfGame.put(board.gameId(), t.id());
            }
        }
    }

    /** Reads a tournament from the database again (null when it is gone). */
    private Tournament reload(String id) {
        Optional<Tournament> fresh = store.load(id);
        fresh.ifPresentOrElse(this::install, () -> tournaments.remove(id));
        return fresh.orElse(null);
    }

    private void syncAll() {
        sync(false);
    }

    /**
     * Reads the tournaments other servers created or changed (their ids and versions first, then only
     * those); only the ones not over when {@code liveOnly}.
     */
    void sync(boolean liveOnly) {
        store.versions(liveOnly).forEach((id, version) -> {
            Tournament cached = tournaments.get(id);
            if (cached == null || cached.version() != version) {
                reload(id);
            }
        });
    }

    /** Another server changed a tournament: read it, and tell this server's listeners. */
    private void remoteChange(String id, String event) {
        Tournament fresh = reload(id);
        if (fresh != null) {
            tell(fresh, List.of(event));
        }
    }
}
