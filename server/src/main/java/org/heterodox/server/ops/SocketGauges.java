package org.heterodox.server.ops;

import io.javalin.Javalin;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** The WebSocket connections open now, by channel (its route template): {@code heterodox_websocket_connections}. */
public final class SocketGauges {
    private final MeterRegistry registry;
    private final Map<String, AtomicInteger> open = new ConcurrentHashMap<>();

    private SocketGauges(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Counts the connections of each of {@code channels}, the WebSocket routes, labelled by their template. */
    public static void register(Javalin app, MeterRegistry registry, String... channels) {
        SocketGauges gauges = new SocketGauges(registry);
        for (String channel : channels) {
            // A handler per channel: a handler on every path would see its own pattern, not the channel's.
            app.wsBefore(channel, ws -> {
                ws.onConnect(ctx -> gauges.count(channel).incrementAndGet());
                ws.onClose(ctx -> gauges.count(channel).decrementAndGet());
            });
        }
    }

    private AtomicInteger count(String route) {
        return open.computeIfAbsent(route, channel -> {
            AtomicInteger count = new AtomicInteger();
            Gauge.builder("heterodox.websocket.connections", count, AtomicInteger::get)
                    .description("WebSocket connections open now, by channel").tag("channel", channel).register(registry);
            return count;
        });
    }
}
