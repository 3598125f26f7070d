package org.heterodox.server.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.heterodox.server.report.ReportStore.Outcome;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The report queue on a database (H2 here, PostgreSQL in {@code PostgresTest}): one open report per
 * player, a site-wide cap, first come first served, each report claimed by one server, leases taken
 * over once expired, and only the holder writes.
 */
public abstract class ReportStoreContract {
    private static final AtomicInteger NAMES = new AtomicInteger();

    protected abstract Database database();

    private ReportStore store() {
        return new ReportStore(database().jdbi(), database().shared());
    }

    @BeforeEach
    void emptyQueue() {
        database().jdbi().useHandle(handle -> handle.execute("DELETE FROM game_reports"));
    }

    private long account() {
        String name = "r" + NAMES.incrementAndGet() + "x" + System.nanoTime() % 100_000;
        return database().jdbi().withHandle(handle -> handle.createUpdate("INSERT INTO accounts (name, name_key,"
                        + " created_at, seen_at) VALUES (:name, :name, 0, 0)").bind("name", name)
                .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
    }

    @Test
    void onePlayerOneOpenReportACapAndFirstComeFirstServed() {
        ReportStore store = store();
        long a = account();
        long b = account();
        long c = account();
        assertThat(store.enqueue(ReportSubject.site("g1"), a, 10, 1_000, 2).outcome()).isEqualTo(Outcome.QUEUED);
        ReportStore.Enqueued busy = store.enqueue(ReportSubject.site("g2"), a, 10, 1_001, 2);
        assertThat(busy.outcome()).isEqualTo(Outcome.PLAYER_BUSY);
        assertThat(busy.row().subject()).isEqualTo(ReportSubject.site("g1"));
        assertThat(store.enqueue(ReportSubject.site("g1"), b, 10, 1_002, 2).outcome()).as("asked already").isEqualTo(Outcome.EXISTS);
        assertThat(store.enqueue(ReportSubject.database(7), b, 10, 1_003, 2).outcome()).isEqualTo(Outcome.QUEUED);
        assertThat(store.enqueue(ReportSubject.site("g3"), c, 10, 1_004, 2).outcome()).as("two queued: full").isEqualTo(Outcome.FULL);
        assertThat(store.ahead(store.find(ReportSubject.database(7)).orElseThrow())).isEqualTo(1);

        assertThat(store.claim("s1", 2_000, 5_000).orElseThrow().subject()).isEqualTo(ReportSubject.site("g1"));
        assertThat(store.claim("s2", 2_000, 5_000).orElseThrow().subject()).isEqualTo(ReportSubject.database(7));
        assertThat(store.claim("s3", 2_000, 5_000)).isEmpty();
        assertThat(store.openCount()).isEqualTo(2);
    }

    @Test
    void aClaimIsALeaseTheHolderRenewsAndAnotherTakesOverOnceItExpires() {
        ReportStore store = store();
        long a = account();
        store.enqueue(ReportSubject.site("lease"), a, 3, 1_000, 10);
        ReportRow row = store.claim("s1", 1_000, 5_000).orElseThrow();
        assertThat(row.status()).isEqualTo(ReportRow.RUNNING);
        assertThat(store.progress(row.id(), "s2", 1, 9_000)).as("not the holder").isFalse();
        assertThat(store.progress(row.id(), "s1", 1, 10_000)).isTrue();
        assertThat(store.claim("s2", 9_000, 5_000)).as("renewed until 10,000").isEmpty();
        assertThat(store.claim("s2", 10_001, 5_000).orElseThrow().id()).as("expired: taken over").isEqualTo(row.id());
        assertThat(store.progress(row.id(), "s1", 2, 20_000)).as("s1 lost it").isFalse();
        assertThat(store.finish(row.id(), "s1", "{}", 12_000)).isFalse();
        assertThat(store.finish(row.id(), "s2", "{\"plies\":[]}", 12_000)).isTrue();
        ReportRow done = store.find(ReportSubject.site("lease")).orElseThrow();
        assertThat(done.status()).isEqualTo(ReportRow.DONE);
        assertThat(done.done()).isEqualTo(3);
        assertThat(done.report()).isEqualTo("{\"plies\":[]}");
        assertThat(store.enqueue(ReportSubject.site("next"), a, 3, 13_000, 10).outcome()).as("a's turn is free")
                .isEqualTo(Outcome.QUEUED);
    }

    @Test
    void aFailedReportMayBeAskedForAgain() {
        ReportStore store = store();
        long a = account();
        long b = account();
        store.enqueue(ReportSubject.site("bad"), a, 3, 1_000, 10);
        ReportRow row = store.claim("s1", 1_000, 5_000).orElseThrow();
        store.fail(row.id(), "s1", "the game no longer replays", 2_000);
        ReportRow failed = store.find(ReportSubject.site("bad")).orElseThrow();
        assertThat(failed.status()).isEqualTo(ReportRow.FAILED);
        assertThat(failed.error()).isEqualTo("the game no longer replays");
        ReportStore.Enqueued again = store.enqueue(ReportSubject.site("bad"), b, 3, 3_000, 10);
        assertThat(again.outcome()).isEqualTo(Outcome.QUEUED);
        assertThat(again.row().requestedBy()).isEqualTo(b);
        assertThat(again.row().error()).isNull();
    }

    @Test
    void serversClaimingAtOnceEachGetADifferentReport() throws Exception {
        ReportStore store = store();
        int reports = 12;
        for (int i = 0; i < reports; i++) {
            store.enqueue(ReportSubject.site("many" + i), account(), 3, 1_000 + i, 100);
        }
        Set<Long> claimed = ConcurrentHashMap.newKeySet();
        AtomicInteger duplicates = new AtomicInteger();
        ExecutorService servers = Executors.newFixedThreadPool(3);
        try {
            List<Future<?>> runs = new ArrayList<>();
            for (int s = 0; s < 3; s++) {
                String holder = "server" + s;
                runs.add(servers.submit(() -> {
                    for (int i = 0; i < reports; i++) {
                        Optional<ReportRow> row = store.claim(holder, 2_000, 60_000);
                        if (row.isPresent() && !claimed.add(row.get().id())) {
                            duplicates.incrementAndGet();
                        }
                    }
                }));
            }
            for (Future<?> run : runs) {
                run.get(30, TimeUnit.SECONDS);
            }
        } finally {
            servers.shutdownNow();
        }
        assertThat(duplicates.get()).isZero();
        assertThat(claimed).hasSize(reports);
    }
}
