package org.heterodox.server.inbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two servers on one PostgreSQL: a followed player connected to one server is online for a follower asking the
 * other, a notification made by an event on one server reaches the player's channel on the other, and an event
 * both servers hear (a tournament round) is stored once. Skipped, saying why, when no PostgreSQL can be started.
 */
class ClusterInboxTest {
    static LocalPostgres postgres;

    @TempDir
    Path first;
    @TempDir
    Path second;
    ServerFixture a;
    ServerFixture b;

    @BeforeAll
    static void startPostgres() {
        postgres = LocalPostgres.startOrSkip();
    }

    @AfterAll
    static void stopPostgres() {
        if (postgres != null) {
            postgres.close();
        }
    }

    @BeforeEach
    void startServers() {
        postgres.reset();
        a = ServerFixture.start(config(first));
        b = ServerFixture.start(config(second));
    }

    private static ServerConfig config(Path data) {
        return ServerConfig.defaults(0, postgres.jdbcUrl(), data).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS)
                .withLogin(LoginLimits.DEFAULTS.withRegistrationsPerAddress(100));
    }

    @AfterEach
    void stopServers() {
        b.close();
        a.close();
    }

    @Test
    void friendsAndNotificationsCrossServers() throws InterruptedException {
        PlayerClient ada = PlayerClient.registered(a.server.port(), "Ada");
        PlayerClient bea = PlayerClient.registered(a.server.port(), "Bea");
        PlayerClient beaOnB = bea.via(b.server.port());
        assertThat(ada.put("/api/me/following/Bea", "").status()).isEqualTo(204);
        try (TestSocket beaLive = TestSocket.openPath(beaOnB.http(), b.server.port(), "/api/challenges/live")) {
            beaLive.until(m -> m.path("type").asText().equals("inbox"));
            assertThat(ada.get("/api/me/friends/online").json().path("names").get(0).asText())
                    .as("Bea is connected to the other server").isEqualTo("Bea");

            Reply created = ada.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\","
                    + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            String game = created.json().path("game").path("id").asText();
            assertThat(beaOnB.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}").status())
                    .isEqualTo(200);
            Reply moved = ada.post("/api/games/" + game + "/moves", "{\"move\":\"e4\"}");
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
            JsonNode heard = beaLive.until(m -> m.path("added").path("kind").asText().equals("turn"));
            assertThat(heard.path("added").path("gameId").asText()).isEqualTo(game);
            assertThat(heard.path("unread").asInt()).isEqualTo(1);
        }

        Reply tournament = ada.post("/api/tournaments", "{\"name\":\"Club night\",\"kind\":\"round-robin\","
                + "\"variant\":\"chess\",\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
        assertThat(tournament.status()).as(tournament.body()).isEqualTo(201);
        String id = tournament.json().path("id").asText();
        for (PlayerClient player : List.of(ada, beaOnB, PlayerClient.registered(b.server.port(), "Cyd"),
                PlayerClient.registered(a.server.port(), "Dan"))) {
            Reply joined = player.post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
        assertThat(ada.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (rounds(bea) == 0 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        // Both servers heard the round; give the second one time to try storing it too.
        Thread.sleep(1000);
        assertThat(rounds(bea)).as("the round stored once").isEqualTo(1);
        assertThat(rounds(ada)).isEqualTo(1);
    }

    private static long rounds(PlayerClient player) {
        JsonNode inbox = player.get("/api/me/notifications").json();
        return inbox.path("notifications").findValuesAsText("kind").stream().filter("round"::equals).count();
    }
}
