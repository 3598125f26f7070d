package org.heterodox.server.report;

import java.util.Optional;
import java.util.function.LongSupplier;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.RateLimiter;

/**
 * Full-game analysis reports: requests go into the queue every server shares ({@link ReportStore}),
 * and each server with an engine runs one {@link ReportWorker} that takes the oldest and makes it.
 * A player may have one report waiting or running (409 for a second), the whole site at most
 * {@link ReportBudget#maxQueued} (429 beyond), and each player asks for at most
 * {@link ReportBudget#perPlayerPerHour} an hour (429). A report that exists is answered at once.
 */
public final class GameReports implements AutoCloseable {
    /** A report's state as the API shows it: its row, and the reports queued before it. */
    public record Status(ReportRow row, int ahead, boolean created) {
    }

    private final ReportStore store;
    private final ReportGames games;
    private final ReportBudget budget;
    private final LongSupplier clock;
    private final RateLimiter perPlayer;
    private final ReportWorker worker;

    /** {@code search} null: this server has no engine; it serves stored reports and refuses requests with 501. */
    public GameReports(ReportStore store, ReportGames games, ReportSearch search, ReportBudget budget, String holder,
                       LongSupplier clock) {
        this.store = store;
        this.games = games;
        this.budget = budget;
        this.clock = clock;
        this.perPlayer = new RateLimiter(budget.perPlayerPerHour() / 3600.0, budget.perPlayerPerHour(), System::nanoTime);
        this.worker = search == null ? null
                : new ReportWorker(store, games, new ReportBuilder(search, budget), budget, holder, clock);
    }

    /** Starts this server's worker (none without an engine). */
    public void start() {
        if (worker != null) {
            worker.start();
        }
    }

    /** Asks for the report of {@code subject} on behalf of {@code account}. */
    public Status request(ReportSubject subject, long account) {
        if (worker == null) {
            throw new ApiException(501, "this server has no engine to analyse games with");
        }
        Optional<ReportRow> existing = store.find(subject);
        if (existing.isPresent() && !existing.get().status().equals(ReportRow.FAILED)) {
            return status(existing.get(), false);
        }
        ReplayedGame game = games.load(subject);
        if (!perPlayer.tryAcquire(Long.toString(account))) {
            throw new ApiException(429, "you have asked for " + budget.perPlayerPerHour()
                    + " reports in the last hour; try again later");
        }
        ReportStore.Enqueued enqueued = store.enqueue(subject, account, game.positions(), clock.getAsLong(),
                budget.maxQueued());
        return switch (enqueued.outcome()) {
            case QUEUED -> {
                worker.wake();
                yield status(enqueued.row(), true);
            }
            case EXISTS -> status(enqueued.row(), false);
            case PLAYER_BUSY -> throw new ApiException(409, "your report of " + enqueued.row().subject()
                    + " is still " + enqueued.row().status() + "; ask for another once it is done");
            case FULL -> throw new ApiException(429, "the analysis queue is full (" + budget.maxQueued()
                    + " reports); try again later");
        };
    }

    /** The report of {@code subject} or its progress; 404 when nobody asked for it. */
    public Status status(ReportSubject subject) {
        ReportRow row = store.find(subject).orElseThrow(() -> new ApiException(404, "no report of " + subject
                + " has been asked for; POST to ask for one"));
        return status(row, false);
    }

    /** The finished report of {@code subject}, or null when there is none (yet). */
    public GameReport report(ReportSubject subject) {
        return store.find(subject).filter(row -> row.status().equals(ReportRow.DONE))
                .map(row -> ReportJson.read(row.report())).orElse(null);
    }

    /** The report a finished row holds. */
    public static GameReport parse(ReportRow row) {
        return ReportJson.read(row.report());
    }

    private Status status(ReportRow row, boolean created) {
        return new Status(row, row.status().equals(ReportRow.QUEUED) ? store.ahead(row) : 0, created);
    }

    @Override
    public void close() {
        if (worker != null) {
            worker.close();
        }
    }
}
