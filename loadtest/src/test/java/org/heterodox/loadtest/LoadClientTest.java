package org.heterodox.loadtest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class LoadClientTest {
    @Test
    void theLoadClientPlaysEveryGameToItsPlyLimitWithoutErrors() throws Exception {
        try (ScratchServer server = ScratchServer.start()) {
            LoadClient client = new LoadClient(server.uri(), 7);
            LoadClient.Report report = client.run(8, 12, Duration.ofSeconds(60));
            assertThat(report.finishedGames()).isEqualTo(8);
            assertThat(report.errors()).isZero();
            assertThat(report.moves()).isPositive().isLessThanOrEqualTo(8 * 12);
            assertThat(report.p99Ms()).isGreaterThanOrEqualTo(report.p50Ms());
        }
    }

    @Test
    void loggedInPlayersPlayWithTheirSessionsAlone() throws Exception {
        try (ScratchServer server = ScratchServer.start()) {
            LoadClient client = new LoadClient(server.uri(), 7).withAccounts(true);
            LoadClient.Report report = client.run(4, 10, Duration.ofSeconds(60));
            assertThat(report.finishedGames()).isEqualTo(4);
            assertThat(report.errors()).isZero();
            assertThat(report.moves()).isPositive();
            // The games are the accounts' and rated.
            HttpResponse<String> listed = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    server.uri().resolve("/api/games?status=live,finished")).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode games = new ObjectMapper().readTree(listed.body()).path("games");
            assertThat(games).hasSize(4);
            games.forEach(g -> {
                assertThat(g.path("rated").asBoolean()).isTrue();
                assertThat(g.path("players").path("first").path("account").asText()).startsWith("load");
            });
        }
    }
}
