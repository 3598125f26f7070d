package org.heterodox.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.heterodox.gamedb.GameDatabaseSchema;
import org.heterodox.server.testing.LocalPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Servers of a cluster started together on a new PostgreSQL database: each finds the schema made, none dies. */
class ConcurrentMigrationTest {
    private static LocalPostgres postgres;

    @BeforeAll
    static void start() {
        postgres = LocalPostgres.startOrSkip();
    }

    @AfterAll
    static void stop() {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void aSecondServersSchemaChangeWaitsForTheFirstsToEnd() throws Exception {
        postgres.reset();
        try (Database first = Database.open(postgres.jdbcUrl()); Database second = Database.open(postgres.jdbcUrl())) {
            CountDownLatch firstInside = new CountDownLatch(1);
            CountDownLatch letFirstEnd = new CountDownLatch(1);
            List<String> order = java.util.Collections.synchronizedList(new ArrayList<>());
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                Future<?> a = pool.submit(() -> first.migrating(() -> {
                    firstInside.countDown();
                    await(letFirstEnd);
                    order.add("first ends");
                }));
                assertThat(firstInside.await(60, TimeUnit.SECONDS)).isTrue();
                Future<?> b = pool.submit(() -> second.migrating(() -> order.add("second runs")));
                Thread.sleep(500);
                assertThat(order).as("the second waits while the first holds the schema").isEmpty();
                letFirstEnd.countDown();
                a.get(60, TimeUnit.SECONDS);
                b.get(60, TimeUnit.SECONDS);
                assertThat(order).containsExactly("first ends", "second runs");
            } finally {
                pool.shutdownNow();
            }
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void serversStartingTogetherOnANewDatabaseMigrateOneAfterTheOther() throws Exception {
        postgres.reset();
        int servers = 4;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(servers);
        try {
            List<Future<Integer>> opened = new ArrayList<>();
            for (int i = 0; i < servers; i++) {
                opened.add(pool.submit(() -> {
                    go.await();
                    try (Database database = Database.open(postgres.jdbcUrl())) {
                        database.migrating(() -> GameDatabaseSchema.migrate(database.dataSource()));
                        return database.jdbi().withHandle(h -> h.createQuery(
                                "SELECT COUNT(*) FROM flyway_schema_history WHERE success").mapTo(Integer.class).one());
                    }
                }));
            }
            go.countDown();
            List<Integer> migrations = new ArrayList<>();
            for (Future<Integer> server : opened) {
                migrations.add(server.get(120, TimeUnit.SECONDS));
            }
            assertThat(migrations).as("every server sees the whole history")
                    .containsOnly(migrations.get(0));
            assertThat(migrations.get(0)).isGreaterThan(20);
        } finally {
            pool.shutdownNow();
        }
    }
}
