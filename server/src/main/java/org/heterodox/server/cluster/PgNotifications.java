package org.heterodox.server.cluster;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PostgreSQL's {@code LISTEN/NOTIFY} between the servers sharing a database: {@link #announce} tells
 * the others that a game changed (its id, version and whether by a move: a payload of a few dozen
 * bytes); a listener
 * thread, on a connection of its own, hears the others' announcements. After its connection is lost
 * and made again, the listener tells {@link #onReconnect} subscribers, since announcements made in
 * between are lost: they drop every cached game, which the next request reloads.
 */
public final class PgNotifications implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PgNotifications.class);
    static final String CHANNEL = "heterodox_games";
    private static final int POLL_MS = 250;

    /** A dedicated (not pooled) connection, opened again after a failure. */
    public interface Connector {
        Connection connect() throws SQLException;
    }

    /** Hears another server's change of a game: {@code move} when the change was a move. */
    public interface Listener {
        void changed(String gameId, long version, boolean move);
    }

    private final Jdbi jdbi;
    private final Connector connector;
    private final String instance = HexFormat.of().formatHex(new SecureRandom().generateSeed(6));
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> reconnects = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private volatile boolean closed;
    private volatile boolean listening;

    public PgNotifications(Jdbi jdbi, Connector connector) {
        this.jdbi = jdbi;
        this.connector = connector;
        this.thread = new Thread(this::run, "pg-notifications");
        this.thread.setDaemon(true);
    }

    /** Starts listening (once the subscribers are in place). */
    public void start() {
        thread.start();
    }

    public void listen(Listener listener) {
        listeners.add(listener);
    }

    public void onReconnect(Runnable resync) {
        reconnects.add(resync);
    }

    /** This server's name in the announcements (its own are not delivered back to it). */
    public String instance() {
        return instance;
    }

    /** Whether the listener's connection is up (for the readiness check). */
    public boolean listening() {
        return listening;
    }

    /** Tells the other servers that {@code gameId} is now at {@code version} ({@code move}: by a move). */
    public void announce(String gameId, long version, boolean move) {
        try {
            jdbi.useHandle(handle -> handle.createQuery("SELECT pg_notify(:channel, :payload)")
                    .bind("channel", CHANNEL).bind("payload", instance + " " + gameId + " " + version + " " + (move ? "m" : "c"))
                    .mapToMap().list());
        } catch (RuntimeException e) {
            // The change is stored: the others read it when their clients next ask, or on reconnecting.
            LOG.error("could not announce the change of game {} to the other servers", gameId, e);
        }
    }

    private void run() {
        long backoff = POLL_MS;
        boolean first = true;
        while (!closed) {
            try (Connection connection = connector.connect(); Statement statement = connection.createStatement()) {
                statement.execute("LISTEN " + CHANNEL);
                listening = true;
                backoff = POLL_MS;
                if (!first) {
                    reconnects.forEach(Runnable::run);
                }
                first = false;
                PGConnection pg = connection.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] notes = pg.getNotifications(POLL_MS);
                    if (notes != null) {
                        for (PGNotification note : notes) {
                            deliver(note.getParameter());
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                listening = false;
                if (closed) {
                    return;
                }
                LOG.warn("lost the database notifications ({}); reconnecting", e.getMessage());
                sleep(backoff);
                backoff = Math.min(5_000, backoff * 2);
            }
        }
        listening = false;
    }

    private void deliver(String payload) {
        String[] parts = payload.split(" ");
        if (parts.length != 4 || parts[0].equals(instance)) {
            return;
        }
        long version;
        try {
            version = Long.parseLong(parts[2]);
        } catch (NumberFormatException e) {
            return; // not ours: another program on the channel
        }
        for (Listener listener : listeners) {
            try {
                listener.changed(parts[1], version, parts[3].equals("m"));
            } catch (RuntimeException e) {
                LOG.error("a listener failed on game {}", parts[1], e);
            }
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
