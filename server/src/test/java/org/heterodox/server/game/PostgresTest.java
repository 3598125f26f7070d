package org.heterodox.server.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store contract and a full server game with a restart, on a real PostgreSQL started for the
 * test. Skipped, saying why, only when PostgreSQL cannot be started on this machine.
 */
class PostgresTest extends GameStoreContract {
    static LocalPostgres postgres;
    static Database database;

    @TempDir
    Path unused;

    @BeforeAll
    static void startPostgres() {
        postgres = LocalPostgres.startOrSkip();
        database = Database.open(postgres.jdbcUrl());
    }

    @AfterAll
    static void stopPostgres() {
        if (database != null) {
            database.close();
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Override
    GameStore store() {
        return new GameStore(database.jdbi());
    }

    @Test
    void aServerOnPostgresPlaysAGameAcrossARestart() {
        ServerConfig config = ServerConfig.defaults(0, postgres.jdbcUrl(), unused).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS);
        Seats seats;
        try (ServerFixture before = ServerFixture.start(config)) {
            seats = before.newChessGame();
            before.play(seats, "e4", "e5");
        }
        try (ServerFixture after = ServerFixture.start(config)) {
            JsonNode game = after.play(seats, "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#");
            assertThat(game.path("result").asText()).isEqualTo("1-0");
            assertThat(game.path("reason").asText()).isEqualTo("checkmate");
            assertThat(after.client.get("/api/health").json().path("database").asText()).isEqualTo("ok");
        }
    }

    /** The report queue's contract on PostgreSQL, whose claims use FOR UPDATE SKIP LOCKED. */
    @org.junit.jupiter.api.Nested
    class ReportQueue extends org.heterodox.server.report.ReportStoreContract {
        @Override
        protected Database database() {
            return database;
        }
    }
}
