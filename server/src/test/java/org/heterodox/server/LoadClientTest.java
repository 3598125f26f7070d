package org.heterodox.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import org.heterodox.server.load.LoadClient;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoadClientTest {
    @TempDir
    Path data;

    @Test
    void theLoadClientPlaysEveryGameToItsPlyLimitWithoutErrors() throws Exception {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            LoadClient client = new LoadClient(URI.create("http://127.0.0.1:" + fixture.server.port()), 7);
            LoadClient.Report report = client.run(8, 12, Duration.ofSeconds(60));
            assertThat(report.finishedGames()).isEqualTo(8);
            assertThat(report.errors()).isZero();
            assertThat(report.moves()).isPositive().isLessThanOrEqualTo(8 * 12);
            assertThat(report.p99Ms()).isGreaterThanOrEqualTo(report.p50Ms());
        }
    }

    @Test
    void loggedInPlayersPlayWithTheirSessionsAlone() throws Exception {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            LoadClient client = new LoadClient(URI.create("http://127.0.0.1:" + fixture.server.port()), 7)
                    .withAccounts(true);
            LoadClient.Report report = client.run(4, 10, Duration.ofSeconds(60));
            assertThat(report.finishedGames()).isEqualTo(4);
            assertThat(report.errors()).isZero();
            assertThat(report.moves()).isPositive();
            // The games are the accounts' and rated.
            JsonNode games = fixture.client.get("/api/games?status=live,finished").json().path("games");
            assertThat(games).hasSize(4);
            games.forEach(g -> {
                assertThat(g.path("rated").asBoolean()).isTrue();
                assertThat(g.path("players").path("first").path("account").asText()).startsWith("load");
            });
        }
    }
}
