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
 * in every notation, as the server that played it wrote it), anything else as a full state. A chat
 * line is announced by its number; the other servers' clients fetch it as they fetch their own. The
 * engine's thoughts stay local: they belong to the server that thinks.
 */
public final class ClusterGameEvents implements GameEvents {
    private static final Logger LOG = LoggerFactory.getLogger(ClusterGameEvents.class);

    private final InProcessGameEvents local = new InProcessGameEvents();
    static final String GAME = "game";
    static final String CHAT = "chat";

    /** Games remembered with what their clients here last got; the oldest are forgotten beyond this. */
    private static final int REMEMBERED = 100_000;

    private final ClusterBus bus;
    private volatile Function<String, GameSnapshot> refresh = id -> null;
    /** Per game, the version and ply count this server's clients last got (delivered in order, never twice). */
    private final Map<String, long[]> delivered = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, long[]> eldest) {
            return size() > REMEMBERED;
        }
    };

    public ClusterGameEvents(ClusterBus bus) {
        this.bus = bus;
        // A game changed: its id, its version and "m" for a move or "c" for another change.
        bus.on(GAME, words -> remote(words.get(0), words.get(2).equals("m")));
        // A chat line: the game, the room and the line's number; the hearers' clients fetch it.
        bus.on(CHAT, words -> local.publish(new GameEvent.Chat(words.get(0), words.get(1), Long.parseLong(words.get(2)))));
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
        if (event instanceof GameEvent.Moved moved) {
            remember(moved.game());
        } else if (event instanceof GameEvent.Changed changed) {
            remember(changed.game());
        }
        local.publish(event);
        if (event instanceof GameEvent.Moved || event instanceof GameEvent.Changed) {
            bus.announce(GAME, event.gameId(), String.valueOf(version(event)), event instanceof GameEvent.Moved ? "m" : "c");
        } else if (event instanceof GameEvent.Chat chat) {
            bus.announce(CHAT, chat.gameId(), chat.room(), String.valueOf(chat.seq()));
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
            long[] before = remember(fresh);
            if (before != null && fresh.version() <= before[0]) {
                return; // its clients here already have this state (two announcements read the same stored state)
            }
            // A move reaches this server's clients as a move (with its writing), anything else as the full
            // state; so does a move that comes with others the clients have not had (read after them).
            boolean oneMoveOn = before == null || fresh.moves().size() == before[1] + 1;
            Map<String, String> written = move && oneMoveOn ? LastMove.written(fresh) : null;
            local.publish(written == null ? new GameEvent.Changed(fresh, "state")
                    : new GameEvent.Moved(fresh, fresh.moves().get(fresh.moves().size() - 1), written));
        } catch (RuntimeException e) {
            LOG.error("could not read game {} changed by another server", gameId, e);
        }
    }

    /** Records the state this server's clients get; answers what they had before (null: not known). */
    private long[] remember(GameSnapshot game) {
        synchronized (delivered) {
            long[] before = delivered.get(game.id());
            if (before == null || game.version() > before[0]) {
                delivered.put(game.id(), new long[] {game.version(), game.moves().size()});
            }
            return before;
        }
    }

    private static long version(GameEvent event) {
        if (event instanceof GameEvent.Moved moved) {
            return moved.game().version();
        }
        return ((GameEvent.Changed) event).game().version();
    }
}
