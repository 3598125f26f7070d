package org.heterodox.server.cluster;

import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.InProcessGameEvents;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link GameEvents} for several servers on one PostgreSQL database. An event is delivered to this
 * server's subscribers at once and announced to the others through {@link PgNotifications} with a
 * small payload (the game and its version); a server hearing of another's change drops its copy of
 * the game, reads the stored state and delivers it to its own subscribers: a move as a move (written
 * in every notation, as the server that played it wrote it), anything else as a full state. Chat and
 * engine-thinking events stay local: chat lines are stored and the other servers' clients read them
 * on their next state; the engine's thoughts belong to the server that thinks.
 */
public final class ClusterGameEvents implements GameEvents {
    private static final Logger LOG = LoggerFactory.getLogger(ClusterGameEvents.class);

    private final InProcessGameEvents local = new InProcessGameEvents();
    private final PgNotifications notifications;
    private volatile Function<String, GameSnapshot> refresh = id -> null;

    public ClusterGameEvents(PgNotifications notifications) {
        this.notifications = notifications;
        notifications.listen((gameId, version, move) -> remote(gameId, move));
    }

    /**
     * How to read a game another server changed: drop this server's copy and give the stored state
     * (the game service's {@code refresh}); null for a game that no longer exists.
     */
    public void refresh(Function<String, GameSnapshot> refresh) {
        this.refresh = refresh;
    }

    @Override
    public void publish(GameEvent event) {
        local.publish(event);
        if (event instanceof GameEvent.Moved || event instanceof GameEvent.Changed) {
            notifications.announce(event.gameId(), version(event), event instanceof GameEvent.Moved);
        }
    }

    @Override
    public Subscription subscribe(Consumer<GameEvent> subscriber) {
        return local.subscribe(subscriber);
    }

    private void remote(String gameId, boolean move) {
        try {
            GameSnapshot fresh = refresh.apply(gameId);
            if (fresh == null) {
                return;
            }
            // A move reaches this server's clients as a move (with its writing), anything else as the full state.
            Map<String, String> written = move ? LastMove.written(fresh) : null;
            local.publish(written == null ? new GameEvent.Changed(fresh, "state")
                    : new GameEvent.Moved(fresh, fresh.moves().get(fresh.moves().size() - 1), written));
        } catch (RuntimeException e) {
            LOG.error("could not read game {} changed by another server", gameId, e);
        }
    }

    private static long version(GameEvent event) {
        if (event instanceof GameEvent.Moved moved) {
            return moved.game().version();
        }
        return ((GameEvent.Changed) event).game().version();
    }
}
