package org.heterodox.server.ops;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.CurrentPlayer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.spi.LoggingEventBuilder;

/**
 * Every HTTP request of the site: its id (header {@value RequestId#HEADER} both ways, and in the log's
 * context while it runs), its time in {@code heterodox_http_requests_seconds} by method, route template
 * and status, and one line in the log {@value #LOGGER} (request id, method, route, status, time, player).
 */
public final class RequestObserver {
    /** The request log's logger, which an operator can quieten on its own. */
    public static final String LOGGER = "heterodox.requests";
    /** The log context key of the request id, so that whatever the request logs carries it. */
    public static final String MDC_KEY = "requestId";
    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);
    private static final String STARTED = "heterodox.ops.started";
    private static final String ID = "heterodox.ops.requestId";
    /** Latency buckets: from a cached read to a five-second analysis. */
    private static final Duration[] BUCKETS = {Duration.ofMillis(5), Duration.ofMillis(10), Duration.ofMillis(25),
        Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500),
        Duration.ofSeconds(1), Duration.ofMillis(2500), Duration.ofSeconds(5), Duration.ofSeconds(10)};

    private final MeterRegistry registry;

    private RequestObserver(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Registers the observer's handlers: before any other, so that even a refused request is timed. */
    public static void register(Javalin app, MeterRegistry registry) {
        RequestObserver observer = new RequestObserver(registry);
        app.before(observer::before);
        app.after(observer::after);
    }

    private void before(Context ctx) {
        String id = RequestId.of(ctx.header(RequestId.HEADER));
        ctx.attribute(STARTED, System.nanoTime());
        ctx.attribute(ID, id);
        ctx.header(RequestId.HEADER, id);
        MDC.put(MDC_KEY, id);
    }

    private void after(Context ctx) {
        try {
            Long started = ctx.attribute(STARTED);
            long nanos = started == null ? 0 : System.nanoTime() - started;
            String route = RouteLabel.of(ctx);
            int status = ctx.statusCode();
            String method = ctx.method().name();
            Timer.builder("heterodox.http.requests").description("HTTP requests by method, route template and status")
                    .tag("method", method).tag("route", route).tag("status", String.valueOf(status))
                    .serviceLevelObjectives(BUCKETS).register(registry).record(nanos, TimeUnit.NANOSECONDS);
            Account player = CurrentPlayer.of(ctx);
            String id = ctx.attribute(ID);
            String name = player == null ? null : player.name();
            double ms = nanos / 1_000_000.0;
            LoggingEventBuilder line = status >= 500 ? LOG.atWarn() : LOG.atInfo();
            line.addKeyValue("requestId", id)
                    .addKeyValue("method", method)
                    .addKeyValue("route", route)
                    .addKeyValue("status", status)
                    .addKeyValue("durationMs", Math.round(ms * 10) / 10.0)
                    .addKeyValue("player", name)
                    .log("{} {} {} {} ms", method, route, status, String.format(java.util.Locale.ROOT, "%.1f", ms));
        } catch (RuntimeException e) {
            // Observing must never turn an answer into an error.
            LOG.warn("could not observe a request", e);
        } finally {
            MDC.remove(MDC_KEY);
        }
    }
}
