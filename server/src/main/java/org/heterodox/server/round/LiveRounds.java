package org.heterodox.server.round;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.FinishedGameListener;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameRow;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.game.InProcessGameEvents;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.StaleGameException;
import org.heterodox.server.game.StoredGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The per-game core every command runs through: it holds the games being played in memory, runs a
 * command on a game under that game's lock (so the commands of one game are serialised), stores
 * each change in one transaction and, once the lock is released, publishes it on {@link GameEvents}.
 * Finished games are read from the database on each request.
 */
final class LiveRounds {
    private static final Logger LOG = LoggerFactory.getLogger(LiveRounds.class);
    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,16}");
    /** Times a request is run again on a newer stored game before the client hears of the conflict. */
    private static final int STALE_RETRIES = 3;

    private final GameStore store;
    private final LongSupplier clock;
    private final RoundRatings ratings;
    private final Map<String, LiveGame> live = new ConcurrentHashMap<>();
    /** Whether other servers may change the games (a shared PostgreSQL): each use of a held copy checks the stored version. */
    private volatile boolean shared;
    private volatile boolean stopping;
    private volatile GameEvents events = new InProcessGameEvents();
    private volatile FinishedGameListener finishedListener;
    /** What keeps a game going after each change: its flag check and its engine seat. */
    private volatile Consumer<LiveGame> afterChange = game -> { };

    LiveRounds(GameStore store, LongSupplier clock, RoundRatings ratings) {
        this.store = store;
        this.clock = clock;
        this.ratings = ratings;
    }

    // ----- configuration -----

    void shared(boolean shared) {
        this.shared = shared;
    }

    void events(GameEvents events) {
        this.events = events;
    }

    GameEvents events() {
        return events;
    }

    void onFinished(FinishedGameListener listener) {
        this.finishedListener = listener;
    }

    void afterChange(Consumer<LiveGame> afterChange) {
        this.afterChange = afterChange;
    }

    void stopping() {
        stopping = true;
    }

    boolean isStopping() {
        return stopping;
    }

    long now() {
        return clock.getAsLong();
    }

    GameStore store() {
        return store;
    }

    /** The games this server holds now (a copy of the list; each must be used under its lock). */
    Collection<LiveGame> held() {
        return List.copyOf(live.values());
    }

    // ----- running commands -----

    /**
     * Runs {@code command} on the game under its lock, reloading if another thread found the copy
     * stale, then publishes what it committed (even when it then refused the request).
     */
    <T> T run(String id, RoundCommand<T> command) {
        int staleTries = 0;
        while (true) {
            LiveGame game = load(id);
            Outbox out = new Outbox();
            game.lock().lock();
            try {
                if (game.stale()) {
                    continue;
                }
                return command.run(game, out);
            } catch (StaleGameException e) {
                // Another server stored a newer version: run the request again on it (it may now be refused).
                if (++staleTries >= STALE_RETRIES) {
                    throw e;
                }
            } catch (GameException e) {
                throw e;
            } catch (RuntimeException e) {
                // The in-memory copy may now differ from the database: drop it, the next access reloads.
                evict(game);
                throw e;
            } finally {
                game.lock().unlock();
                out.publish();
            }
        }
    }

    /** The game's state now. */
    GameSnapshot get(String id) {
        return run(id, (game, out) -> Snapshots.capture(game, now())).snapshot();
    }

    /** Stores a new game, keeps it live and wakes its engine; the caller publishes it. */
    Snapshots.Capture insert(LiveGame game) {
        game.lock().lock();
        try {
            ratings.load(game);
            store.insert(game.toRow(), List.of());
            live.put(game.id(), game);
            Snapshots.Capture created = Snapshots.capture(game, now());
            changed(game);
            return created;
        } finally {
            game.lock().unlock();
        }
    }

    /** Publishes a new game as created. */
    void publishCreated(Snapshots.Capture created) {
        events.publish(new GameEvent.Changed(created.snapshot(), "created"));
    }

    // ----- storing and publishing -----

    /** Stores a change other than a move and publishes it as {@code event}. */
    Snapshots.Capture commit(LiveGame game, Outbox out, String event) {
        Snapshots.Capture after = store(game, row -> store.update(row, null));
        out.add(() -> events.publish(new GameEvent.Changed(after.snapshot(), event)));
        changed(game);
        return after;
    }

    /** Stores a played move and publishes it with its writing in every notation. */
    Snapshots.Capture commitMove(LiveGame game, Outbox out, PlayedMove played, Map<String, String> written) {
        Snapshots.Capture after = store(game, row -> store.update(row, played));
        out.add(() -> events.publish(new GameEvent.Moved(after.snapshot(), played, written)));
        changed(game);
        return after;
    }

    /** Stores a change by {@code write} (false: a stale version) and publishes it as {@code event}. */
    Snapshots.Capture commit(LiveGame game, Outbox out, Predicate<GameRow> write, String event) {
        Snapshots.Capture after = store(game, write);
        out.add(() -> events.publish(new GameEvent.Changed(after.snapshot(), event)));
        changed(game);
        return after;
    }

    /**
     * Writes the game's new state by {@code write} (false: a stale version, which another server
     * stored); on failure the copy is dropped and the request refused (run again when stale).
     */
    void write(LiveGame game, Predicate<GameRow> write) {
        boolean stored;
        try {
            stored = write.test(game.toRow());
        } catch (RuntimeException e) {
            LOG.error("could not store game {}", game.id(), e);
            evict(game);
            throw new GameException(GameException.Kind.UNAVAILABLE, "the game could not be stored; try again");
        }
        if (!stored) {
            evict(game);
            throw new StaleGameException("the game was changed by another server; reload it");
        }
        game.committed();
    }

    /** Stores the game's new state by {@code write} and captures it; a game that ended is rated, told and let go. */
    private Snapshots.Capture store(LiveGame game, Predicate<GameRow> write) {
        write(game, write);
        ratings.rateIfOver(game);
        Snapshots.Capture after = Snapshots.capture(game, now());
        FinishedGameListener listener = finishedListener;
        if (listener != null && game.status() == GameStatus.FINISHED) {
            listener.finished(after.snapshot());
        }
        if (game.status().isOver()) {
            game.cancelFlagCheck();
            live.remove(game.id(), game);
        }
        return after;
    }

    /** Arms what keeps the game going (flag check, engine seat) after a change. */
    void changed(LiveGame game) {
        if (!stopping && game.status() == GameStatus.ACTIVE) {
            afterChange.accept(game);
        }
    }

    // ----- copies and other servers -----

    /**
     * Another server changed game {@code id}: drops this server's copy and gives the stored state,
     * or null when there is no such game.
     */
    GameSnapshot refresh(String id) {
        LiveGame cached = live.get(id);
        if (cached != null) {
            evictLocked(cached);
        }
        try {
            return get(id);
        } catch (GameException e) {
            if (e.kind() == GameException.Kind.NOT_FOUND) {
                return null;
            }
            throw e;
        }
    }

    /**
     * Takes over live games this server does not hold (their server died): loads each and arms what
     * keeps it going, its flag check and the engine's move. Gives how many it adopted.
     */
    int adopt(List<String> ids) {
        int adopted = 0;
        for (String id : ids) {
            if (stopping) {
                break;
            }
            LiveGame held = live.get(id);
            if (held != null && held.kept()) {
                continue;
            }
            try {
                // Held here only to be looked at (a spectator's request loads a game without its timers), or not held.
                boolean armed = run(id, (game, out) -> {
                    if (game.kept()) {
                        return false;
                    }
                    changed(game);
                    return game.kept(); // an untimed game waiting for a person needs nothing kept
                });
                adopted += armed ? 1 : 0;
            } catch (GameException e) {
                // gone or finished meanwhile: nothing to keep
            }
        }
        return adopted;
    }

    /** Drops every game this server holds (its notifications from the other servers were interrupted). */
    void dropAll() {
        for (LiveGame game : held()) {
            evictLocked(game);
        }
    }

    private LiveGame load(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw GameException.notFound("no game '" + abbreviate(id) + "'");
        }
        LiveGame cached = live.get(id);
        if (cached != null && (!shared || store.version(id) == cached.version())) {
            return cached;
        }
        if (cached != null) {
            evictLocked(cached);
        }
        StoredGame stored = store.find(id).orElseThrow(() -> GameException.notFound("no game '" + id + "'"));
        LiveGame game;
        try {
            game = LiveGame.restore(stored);
        } catch (FormatException e) {
            LOG.error("stored game {} cannot be replayed: {}", id, e.getMessage());
            throw new GameException(GameException.Kind.CORRUPT, "stored game " + id + " cannot be replayed");
        }
        ratings.load(game);
        if (game.status().isOver()) {
            return game; // read afresh on each request: only its rematch state may change, by a versioned write
        }
        LiveGame raced = live.putIfAbsent(id, game);
        return raced == null ? game : raced;
    }

    /** Drops a copy another server outdated, under its lock so that no request is using it meanwhile. */
    private void evictLocked(LiveGame game) {
        game.lock().lock();
        try {
            evict(game);
        } finally {
            game.lock().unlock();
        }
    }

    void evict(LiveGame game) {
        game.markStale();
        live.remove(game.id(), game);
    }

    static String abbreviate(String text) {
        if (text == null) {
            return "";
        }
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
