package org.heterodox.server.cluster;

import java.security.SecureRandom;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.jdbi.v3.core.Jdbi;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PostgreSQL's {@code LISTEN/NOTIFY} between the servers sharing a database: {@link #announce} tells
 * the others that something changed, by topic with a few short words (a game's id, version and
 * whether by a move: a payload of a few dozen bytes); a listener thread, on a connection of its own,
 * hears the others' announcements. After its connection is lost and made again, the listener tells
 * {@link #onReconnect} subscribers, since announcements made in between are lost: they drop every
 * cached game and tournament, which the next request reloads.
 */
public final class PgNotifications implements ClusterBus, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PgNotifications.class);
    static final String CHANNEL = "heterodox_games";
    private static final int POLL_MS = 250;

    /** A dedicated (not pooled) connection, opened again after a failure. */
    public interface Connector {
        Connection connect() throws SQLException;
    }

    private final Jdbi jdbi;
    private final Connector connector;
    private final String instance = HexFormat.of().formatHex(new SecureRandom().generateSeed(6));
    private final Map<String, List<Consumer<List<String>>>> listeners = new ConcurrentHashMap<>();
    private final List<Runnable> reconnects = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private volatile boolean closed;
    private volatile boolean listening;
    /** Meters of the notifications sent and heard, once {@link #observe}d; no-ops before. */
    private volatile MeterRegistry registry = new CompositeMeterRegistry();

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

    @Override
    public void on(String topic, Consumer<List<String>> listener) {
        if (topic.isEmpty() || topic.contains(" ")) {
            throw new IllegalArgumentException("a topic is one word: '" + topic + "'");
        }
        listeners.computeIfAbsent(topic, t -> new CopyOnWriteArrayList<>()).add(listener);
    }

    @Override
    public void onReconnect(Runnable resync) {
        reconnects.add(resync);
    }

    @Override
    public String instance() {
        return instance;
    }

    @Override
    public boolean listening() {
        return listening;
    }

    /**
     * Meters the notifications: sent and heard by topic ({@code heterodox_cluster_notifications_sent_total},
     * {@code ..._received_total}), reconnections, and whether this server listens now ({@code heterodox_cluster_listening}).
     */
    public void observe(MeterRegistry meters) {
        Gauge.builder("heterodox.cluster.listening", this, bus -> bus.listening() ? 1 : 0)
                .description("1 while this server hears the others' notifications").register(meters);
        this.registry = meters;
    }

    private void count(String direction, String topic) {
        Counter.builder("heterodox.cluster.notifications." + direction)
                .description("Database notifications between servers, by topic").tag("topic", topic)
                .register(registry).increment();
    }

    @Override
    public void announce(String topic, String... words) {
        count("sent", topic);
        String payload = instance + " " + topic + (words.length == 0 ? "" : " " + String.join(" ", words));
        try {
            jdbi.useHandle(handle -> handle.createQuery("SELECT pg_notify(:channel, :payload)")
                    .bind("channel", CHANNEL).bind("payload", payload).mapToMap().list());
        } catch (RuntimeException e) {
            // The change is stored: the others read it when their clients next ask, or on reconnecting.
            LOG.error("could not announce '{}' to the other servers", payload, e);
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
                    registry.counter("heterodox.cluster.reconnects").increment();
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
        if (parts.length < 2 || parts[0].equals(instance)) {
            return;
        }
        List<String> words = List.of(parts).subList(2, parts.length);
        List<Consumer<List<String>>> heard = listeners.getOrDefault(parts[1], List.of());
        // Counted by topics this server listens to only: another program's words must not make new series.
        count("received", heard.isEmpty() ? "unknown" : parts[1]);
        for (Consumer<List<String>> listener : heard) {
            try {
                listener.accept(words);
            } catch (RuntimeException e) {
                // A malformed payload (another program on the channel) or a failed reader: logged, never fatal.
                LOG.error("a listener failed on '{}'", payload, e);
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
