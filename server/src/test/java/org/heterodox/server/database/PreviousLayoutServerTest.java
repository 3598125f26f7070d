package org.heterodox.server.database;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.gamedb.GameDatabaseSource;
import org.heterodox.gamedb.PreviousLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.PasswordHashCost;

/**
 * Databases made when the game database's tables were the server's migration 5.19.0 (an H2 file in a
 * data directory, a PostgreSQL database; see {@link PreviousLayout}) still serve: the server starts on
 * them (its history forgets the moved migration) and shows the imported games and the site's explored
 * game, and the game database alone ({@code heterodox db}) opens them too.
 */
class PreviousLayoutServerTest {
    @TempDir
    Path data;

    @Test
    void theServerStartsOnAnH2FileOfThePreviousLayoutWithItsGames() throws Exception {
        PreviousLayout.copyH2File(data);
        try (ServerFixture fixture = ServerFixture.start(data)) {
            assertGamesServed(fixture);
        }
        // And the server's file opens again, as the game database alone and as the server.
        try (GameDatabaseSource source = GameDatabaseSource.open(GameDatabaseSource.h2Url(data))) {
            assertThat(new GameDatabase(source.jdbi()).count()).isEqualTo(4);
        }
        try (ServerFixture again = ServerFixture.start(data)) {
            assertGamesServed(again);
        }
    }

    @Test
    void theServerStartsOnAPostgresDatabaseOfThePreviousLayoutWithItsGames() throws Exception {
        try (LocalPostgres postgres = LocalPostgres.startOrSkip()) {
            PreviousLayout.restorePostgres(postgres.jdbcUrl());
            try (GameDatabaseSource source = GameDatabaseSource.open(postgres.jdbcUrl())) {
                assertThat(new GameDatabase(source.jdbi()).count()).isEqualTo(4);
            }
            try (ServerFixture fixture = ServerFixture.start(ServerConfig.defaults(0, postgres.jdbcUrl(), data)
                    .withRateLimit(100_000, 100_000).withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS))) {
                assertGamesServed(fixture);
            }
        }
    }

    private static void assertGamesServed(ServerFixture fixture) {
        JsonNode all = fixture.client.get("/api/db/games").json();
        assertThat(all.path("total").asInt()).as(all.toString()).isEqualTo(4);
        JsonNode reached = fixture.client.get("/api/db/games?variant=chess&moves=e4%20e5%20Nf3").json();
        assertThat(reached.path("total").asInt()).as(reached.toString()).isEqualTo(2);
        // The site's index, emptied when the position keys changed, is filled again by the backfill at start.
        JsonNode explored = null;
        for (int i = 0; i < 200; i++) {
            explored = fixture.client.get("/api/explorer?variant=chess&moves=f3%20e5").json();
            if (explored.path("site").path("games").asInt() > 0) {
                break;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        assertThat(explored.path("site").path("games").asInt()).as(explored.toString()).isEqualTo(1);
        assertThat(explored.path("site").path("moves").get(0).path("san").asText()).isEqualTo("g4");
    }
}
