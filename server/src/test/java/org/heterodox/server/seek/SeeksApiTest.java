package org.heterodox.server.seek;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seeks through the API and the lobby's live channel: posting, listing, taking, the refusals, who is online. */
class SeeksApiTest {
    private static final String RATED_UNACHESS = "{\"variant\":\"unachess\",\"rated\":true,\"side\":\"first\","
            + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":300,\"incrementSeconds\":3}}";

    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ada;
    private PlayerClient bea;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ada = PlayerClient.registered(fixture.server.port(), "Ada");
        bea = PlayerClient.registered(fixture.server.port(), "Bea");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private TestSocket lobby(PlayerClient player) {
        return TestSocket.openPath(player.http(), fixture.server.port(), "/api/lobby/live");
    }

    @Test
    void aStrangersSeekIsTakenWithOneRequestAndTheSeekerHearsOfTheGame() {
        try (TestSocket adaLobby = lobby(ada)) {
            assertThat(adaLobby.next().path("type").asText()).isEqualTo("seeks");
            adaLobby.until(m -> m.path("type").asText().equals("online") && m.path("names").toString().contains("Ada"));
            Reply posted = ada.post("/api/seeks", RATED_UNACHESS);
            assertThat(posted.status()).as(posted.body()).isEqualTo(201);
            OpenApiSchemas.conforms("Seek", posted.json());
            String seekId = posted.json().path("id").asText();
            JsonNode listed = fixture.client.get("/api/seeks").json();
            OpenApiSchemas.conforms("SeekList", listed);
            JsonNode seek = listed.path("seeks").get(0);
            assertThat(seek.path("player").asText()).isEqualTo("Ada");
            assertThat(seek.path("rating").asInt()).isEqualTo(1500);
            assertThat(seek.path("provisional").asBoolean()).isTrue();
            assertThat(seek.path("rated").asBoolean()).isTrue();
            adaLobby.until(m -> m.path("type").asText().equals("seeks") && m.path("seeks").size() == 1);

            Reply taken = bea.post("/api/seeks/" + seekId + "/accept", "{}");
            assertThat(taken.status()).as(taken.body()).isEqualTo(201);
            OpenApiSchemas.conforms("SeatGrant", taken.json());
            JsonNode game = taken.json().path("game");
            assertThat(game.path("status").asText()).isEqualTo("live");
            assertThat(game.path("rated").asBoolean()).isTrue();
            assertThat(game.path("players").path("first").path("account").asText()).isEqualTo("Ada");
            assertThat(game.path("players").path("second").path("account").asText()).isEqualTo("Bea");
            assertThat(taken.json().path("seat").asText()).isEqualTo("second");

            JsonNode accepted = adaLobby.until(m -> m.path("type").asText().equals("seek-accepted"));
            OpenApiSchemas.conforms("SeekAcceptedMessage", accepted);
            assertThat(accepted.path("gameId").asText()).isEqualTo(game.path("id").asText());
            // The seeker plays with their session: no seat token came their way.
            Reply move = ada.post("/api/games/" + accepted.path("gameId").asText() + "/moves", "{\"move\":\"K@e1\"}");
            assertThat(move.status()).as(move.body()).isEqualTo(200);
            assertThat(fixture.client.get("/api/seeks").json().path("seeks")).isEmpty();
        }
    }

    @Test
    void seeksNeedAnAccount() {
        Reply anonymous = fixture.client.post("/api/seeks", RATED_UNACHESS);
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error()).isEqualTo("log in first");
        String id = ada.post("/api/seeks", RATED_UNACHESS).json().path("id").asText();
        assertThat(fixture.client.post("/api/seeks/" + id + "/accept", "{}").status()).isEqualTo(401);
        assertThat(fixture.client.get("/api/seeks").json().path("seeks")).hasSize(1);
    }

    @Test
    void theRefusals() {
        String id = ada.post("/api/seeks", RATED_UNACHESS).json().path("id").asText();
        assertThat(ada.post("/api/seeks/" + id + "/accept", "{}").status()).isEqualTo(409);
        assertThat(bea.post("/api/seeks/nosuchseek/accept", "{}").status()).isEqualTo(404);
        assertThat(bea.delete("/api/seeks/" + id).status()).isEqualTo(403);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"nochess\"}").status()).isEqualTo(400);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"chess\",\"side\":\"left\"}").status()).isEqualTo(400);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"chess\",\"ratingRange\":{\"min\":1800,\"max\":1600}}").status())
                .isEqualTo(400);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"chess\",\"ratingRange\":{\"min\":-5}}").status()).isEqualTo(400);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"chess\",\"colour\":\"white\"}").status()).isEqualTo(400);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"chess\"}").status()).isEqualTo(201);
        assertThat(ada.post("/api/seeks", "{\"variant\":\"chess\"}").status()).isEqualTo(201);
        Reply fourth = ada.post("/api/seeks", "{\"variant\":\"chess\"}");
        assertThat(fourth.status()).isEqualTo(429);
        assertThat(fourth.error()).contains("3 open seeks");
        assertThat(ada.delete("/api/seeks/" + id).status()).isEqualTo(204);
        assertThat(bea.post("/api/seeks/" + id + "/accept", "{}").status()).isEqualTo(404);
    }

    @Test
    void aRatingRangeKeepsOutPlayersOutsideIt() {
        String id = ada.post("/api/seeks", "{\"variant\":\"chess\",\"ratingRange\":{\"min\":1600}}").json().path("id").asText();
        Reply refused = bea.post("/api/seeks/" + id + "/accept", "{}");
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error()).isEqualTo("your rating 1500 is outside the seek's range");
        String open = ada.post("/api/seeks", "{\"variant\":\"chess\",\"ratingRange\":{\"min\":1400,\"max\":1600}}")
                .json().path("id").asText();
        assertThat(bea.post("/api/seeks/" + open + "/accept", "{}").status()).isEqualTo(201);
    }

    @Test
    void twoPlayersTakingOneSeekAtOnceMakeOneGame() throws Exception {
        List<PlayerClient> takers = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            takers.add(PlayerClient.registered(fixture.server.port(), "Taker" + i));
        }
        String id = ada.post("/api/seeks", "{\"variant\":\"chess\"}").json().path("id").asText();
        ExecutorService pool = Executors.newFixedThreadPool(takers.size());
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        for (PlayerClient taker : takers) {
            answers.add(pool.submit(() -> {
                go.await();
                return taker.post("/api/seeks/" + id + "/accept", "{}").status();
            }));
        }
        go.countDown();
        List<Integer> statuses = new ArrayList<>();
        for (Future<Integer> answer : answers) {
            statuses.add(answer.get());
        }
        pool.shutdown();
        assertThat(statuses).containsOnlyOnce(201).containsOnly(201, 404);
        assertThat(fixture.client.get("/api/players/Ada/games").json().path("games")).hasSize(1);
    }

    @Test
    void theLobbyChannelSaysWhoIsOnline() {
        try (TestSocket watcher = TestSocket.openPath(fixture.client.http(), fixture.server.port(), "/api/lobby/live")) {
            watcher.next();
            JsonNode none = watcher.until(m -> m.path("type").asText().equals("online"));
            OpenApiSchemas.conforms("OnlineMessage", none);
            assertThat(none.path("count").asInt()).isZero();
            try (TestSocket beaLobby = lobby(bea)) {
                JsonNode online = watcher.until(m -> m.path("type").asText().equals("online") && m.path("count").asInt() == 1);
                assertThat(online.path("names").get(0).asText()).isEqualTo("Bea");
                assertThat(fixture.client.get("/api/players/Bea").json().path("online").asBoolean()).isTrue();
            }
            watcher.until(m -> m.path("type").asText().equals("online") && m.path("count").asInt() == 0);
        }
    }

    private static final String QUICK_BLITZ = "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\","
            + "\"initialSeconds\":180,\"incrementSeconds\":2}}";

    @Test
    void quickPairingPairsTheFirstTwoWhoAskForTheSameTile() {
        try (TestSocket adaLobby = lobby(ada)) {
            adaLobby.until(m -> m.path("type").asText().equals("online") && m.path("names").toString().contains("Ada"));
            Reply waiting = ada.post("/api/seeks/quick", QUICK_BLITZ);
            assertThat(waiting.status()).as(waiting.body()).isEqualTo(202);
            OpenApiSchemas.conforms("QuickPairing", waiting.json());
            assertThat(waiting.json().path("paired").asBoolean()).isFalse();
            String seekId = waiting.json().path("seek").path("id").asText();
            assertThat(waiting.json().path("seek").path("rated").asBoolean()).as("rated by default").isTrue();
            // Asking again keeps the one seek.
            Reply again = ada.post("/api/seeks/quick", QUICK_BLITZ);
            assertThat(again.status()).isEqualTo(202);
            assertThat(again.json().path("seek").path("id").asText()).isEqualTo(seekId);
            assertThat(fixture.client.get("/api/seeks").json().path("seeks")).hasSize(1);
            // A different tile (another time control) does not pair with it.
            Reply other = bea.post("/api/seeks/quick", QUICK_BLITZ.replace("180", "300"));
            assertThat(other.status()).isEqualTo(202);
            assertThat(bea.delete("/api/seeks/" + other.json().path("seek").path("id").asText()).status()).isEqualTo(204);

            Reply paired = bea.post("/api/seeks/quick", QUICK_BLITZ);
            assertThat(paired.status()).as(paired.body()).isEqualTo(201);
            OpenApiSchemas.conforms("QuickPairing", paired.json());
            JsonNode game = paired.json().path("grant").path("game");
            assertThat(game.path("status").asText()).isEqualTo("live");
            assertThat(game.path("rated").asBoolean()).isTrue();
            assertThat(game.path("variant").asText()).isEqualTo("chess");
            JsonNode accepted = adaLobby.until(m -> m.path("type").asText().equals("seek-accepted"));
            assertThat(accepted.path("gameId").asText()).isEqualTo(game.path("id").asText());
            assertThat(fixture.client.get("/api/seeks").json().path("seeks")).isEmpty();
        }
    }

    @Test
    void quickPairingAtOnceMakesExactlyOneGame() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Reply>> replies = new ArrayList<>();
            for (PlayerClient player : List.of(ada, bea)) {
                replies.add(pool.submit(() -> {
                    go.await();
                    return player.post("/api/seeks/quick", QUICK_BLITZ);
                }));
            }
            go.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Reply> reply : replies) {
                statuses.add(reply.get().status());
            }
            // One took the other's seek (201), the other waited and was taken (202): never two seeks left waiting.
            assertThat(statuses).containsExactlyInAnyOrder(201, 202);
            assertThat(fixture.client.get("/api/seeks").json().path("seeks")).isEmpty();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void quickPairingRefusals() {
        assertThat(fixture.client.post("/api/seeks/quick", QUICK_BLITZ).status()).as("needs an account").isEqualTo(401);
        Reply noClock = ada.post("/api/seeks/quick", "{\"variant\":\"chess\"}");
        assertThat(noClock.status()).isEqualTo(400);
        assertThat(noClock.json().path("error").asText()).contains("timeControl");
        Reply unknown = ada.post("/api/seeks/quick", QUICK_BLITZ.replace("\"chess\"", "\"checkers\""));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().path("error").asText()).contains("checkers");
        assertThat(ada.post("/api/seeks/quick", "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\"}}").status())
                .isEqualTo(400);
        assertThat(ada.post("/api/seeks/quick", "not json").status()).isEqualTo(400);
    }
}
