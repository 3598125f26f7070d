package org.heterodox.server.ops;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The operators' listener, apart from the site's (the JDK's small HTTP server on a port of its own):
 * {@code GET /metrics} in Prometheus' text format and {@link LoggersEndpoint}. A proxy in front of the
 * site never reaches it, and by default it listens on loopback only.
 */
public final class MetricsListener implements AutoCloseable {
    /** Prometheus' text exposition format. */
    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    private static final int THREADS = 2;

    private final HttpServer server;
    private final ExecutorService threads;

    private MetricsListener(HttpServer server, ExecutorService threads) {
        this.server = server;
        this.threads = threads;
    }

    /** Listens on {@code host}:{@code port} (0: any free port); fails when the address cannot be bound. */
    public static MetricsListener start(String host, int port, ServerMetrics metrics, LogLevels levels) {
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getByName(host), port), 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen for metrics on " + host + ":" + port + ": " + e.getMessage(), e);
        }
        AtomicInteger count = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(THREADS, runnable -> {
            Thread thread = new Thread(runnable, "metrics-http-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(threads);
        server.createContext("/metrics", exchange -> {
            try (exchange) {
                if (!exchange.getRequestURI().getPath().equals("/metrics")) {
                    AdminExchange.error(exchange, 404, "no such endpoint: " + exchange.getRequestURI().getPath());
                } else if (!exchange.getRequestMethod().equals("GET")) {
                    exchange.getResponseHeaders().set("Allow", "GET");
                    AdminExchange.error(exchange, 405, "use GET on /metrics");
                } else {
                    AdminExchange.send(exchange, 200, PROMETHEUS_TEXT, metrics.scrape().getBytes(StandardCharsets.UTF_8));
                }
            }
        });
        server.createContext(LoggersEndpoint.PATH, new LoggersEndpoint(levels));
        server.createContext("/", exchange -> {
            try (exchange) {
                AdminExchange.error(exchange, 404, "no such endpoint: " + exchange.getRequestURI().getPath()
                        + " (this listener serves /metrics and /loggers/{name})");
            }
        });
        server.start();
        return new MetricsListener(server, threads);
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The address it listens on. */
    public InetAddress address() {
        return server.getAddress().getAddress();
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
