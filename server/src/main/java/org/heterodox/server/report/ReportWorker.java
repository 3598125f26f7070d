package org.heterodox.server.report;

import java.util.Optional;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One server's maker of reports: a low-priority thread that claims the oldest queued report, makes
 * it position by position (storing its progress, which also renews its claim, at most every
 * {@link #PROGRESS_MS}), stores it, and looks for the next; idle, it looks again every
 * {@link ReportBudget#pollMs} or when this server queues one. One report at a time per server.
 */
final class ReportWorker implements AutoCloseable {
    static final long PROGRESS_MS = 250;
    private static final Logger LOG = LoggerFactory.getLogger(ReportWorker.class);

    private final ReportStore store;
    private final ReportGames games;
    private final ReportBuilder builder;
    private final ReportBudget budget;
    private final String holder;
    private final LongSupplier clock;
    private final Object signal = new Object();
    private final Thread thread;
    private volatile boolean running = true;
    private boolean woken;

    ReportWorker(ReportStore store, ReportGames games, ReportBuilder builder, ReportBudget budget, String holder,
                 LongSupplier clock) {
        this.store = store;
        this.games = games;
        this.builder = builder;
        this.budget = budget;
        this.holder = holder;
        this.clock = clock;
        this.thread = new Thread(this::loop, "report-worker");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
    }

    void start() {
        thread.start();
    }

    /** A report was queued here: look now rather than at the next poll. */
    void wake() {
        synchronized (signal) {
            woken = true;
            signal.notifyAll();
        }
    }

    private void loop() {
        while (running) {
            try {
                Optional<ReportRow> row = store.claim(holder, clock.getAsLong(), budget.leaseMs());
                if (row.isPresent()) {
                    make(row.get());
                    continue;
                }
            } catch (RuntimeException e) {
                LOG.error("the report queue could not be read", e);
            }
            synchronized (signal) {
                if (!woken && running) {
                    try {
                        signal.wait(budget.pollMs());
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                woken = false;
            }
        }
    }

    private void make(ReportRow row) {
        try {
            ReplayedGame game = games.load(row.subject());
            long[] lastWrite = {clock.getAsLong()};
            GameReport report = builder.build(game.start(), game.moves(), done -> {
                long now = clock.getAsLong();
                if (!running) {
                    return false;
                }
                if (now - lastWrite[0] < PROGRESS_MS && done < game.positions()) {
                    return true;
                }
                lastWrite[0] = now;
                return store.progress(row.id(), holder, done, now + budget.leaseMs());
            });
            if (report == null) {
                LOG.info("report of {} left: this server no longer holds it", row.subject());
                return;
            }
            store.finish(row.id(), holder, ReportJson.write(report), clock.getAsLong());
        } catch (RuntimeException e) {
            LOG.warn("report of {} failed", row.subject(), e);
            store.fail(row.id(), holder, e.getMessage() == null ? e.toString() : e.getMessage(), clock.getAsLong());
        }
    }

    @Override
    public void close() {
        running = false;
        // Woken, not interrupted: an interrupt during a query closes H2's file channel under the database,
        // which may then be left damaged for the next process that opens it.
        wake();
        try {
            // The search of one position is short (the budget bounds it): let it end before the database closes.
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
