package org.heterodox.server.ops;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * The server's meters. With a metrics port they go to a Prometheus registry, with the JVM's own
 * (memory, GC, threads, classes, CPU, uptime); without one to an empty composite registry, whose meters
 * are no-ops, so the instrumented code needs no "if metrics" of its own and costs next to nothing.
 */
public final class ServerMetrics implements AutoCloseable {
    /** HikariCP names its meters {@code hikaricp.*}: shown as {@code heterodox_db_pool_*} beside ours. */
    private static final String HIKARI_PREFIX = "hikaricp.";
    private static final String POOL_PREFIX = "heterodox.db.pool.";

    private final MeterRegistry registry;
    private final PrometheusMeterRegistry prometheus;
    private final JvmGcMetrics gc;

    private ServerMetrics(MeterRegistry registry, PrometheusMeterRegistry prometheus, JvmGcMetrics gc) {
        this.registry = registry;
        this.prometheus = prometheus;
        this.gc = gc;
    }

    /** Meters that measure nothing: the server without a metrics port. */
    public static ServerMetrics off() {
        return new ServerMetrics(new CompositeMeterRegistry(), null, null);
    }

    /** A Prometheus registry with the JVM's meters bound. */
    public static ServerMetrics prometheus() {
        PrometheusMeterRegistry prometheus = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        prometheus.config().meterFilter(new MeterFilter() {
            @Override
            public Meter.Id map(Meter.Id id) {
                return id.getName().startsWith(HIKARI_PREFIX)
                        ? id.withName(POOL_PREFIX + id.getName().substring(HIKARI_PREFIX.length())) : id;
            }
        });
        new JvmMemoryMetrics().bindTo(prometheus);
        JvmGcMetrics gc = new JvmGcMetrics();
        gc.bindTo(prometheus);
        new JvmThreadMetrics().bindTo(prometheus);
        new ClassLoaderMetrics().bindTo(prometheus);
        new ProcessorMetrics().bindTo(prometheus);
        new UptimeMetrics().bindTo(prometheus);
        return new ServerMetrics(prometheus, prometheus, gc);
    }

    public MeterRegistry registry() {
        return registry;
    }

    public boolean enabled() {
        return prometheus != null;
    }

    /** Every meter in Prometheus' text format (version 0.0.4). */
    public String scrape() {
        if (prometheus == null) {
            throw new IllegalStateException("metrics are off");
        }
        return prometheus.scrape();
    }

    @Override
    public void close() {
        if (gc != null) {
            gc.close();
        }
        registry.close();
    }
}
