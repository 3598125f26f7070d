package org.heterodox.server.store;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.sql.SQLException;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.jdbi.v3.core.statement.SqlLogger;
import org.jdbi.v3.core.statement.StatementContext;

/** Times every statement JDBI runs, by outcome: {@code heterodox_db_query_seconds{outcome="ok"|"error"}}. */
final class QueryTimer implements SqlLogger {
    private static final Duration[] BUCKETS = {Duration.ofMillis(1), Duration.ofMillis(5), Duration.ofMillis(10),
        Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofSeconds(5)};

    private final Timer ok;
    private final Timer failed;

    QueryTimer(MeterRegistry registry) {
        this.ok = timer(registry, "ok");
        this.failed = timer(registry, "error");
    }

    private static Timer timer(MeterRegistry registry, String outcome) {
        return Timer.builder("heterodox.db.query").description("Time of a database statement, by outcome")
                .tag("outcome", outcome).serviceLevelObjectives(BUCKETS).register(registry);
    }

    @Override
    public void logAfterExecution(StatementContext context) {
        ok.record(context.getElapsedTime(ChronoUnit.NANOS), java.util.concurrent.TimeUnit.NANOSECONDS);
    }

    @Override
    public void logException(StatementContext context, SQLException ex) {
        failed.record(context.getElapsedTime(ChronoUnit.NANOS), java.util.concurrent.TimeUnit.NANOSECONDS);
    }
}
