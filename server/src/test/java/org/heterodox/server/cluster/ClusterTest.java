package org.heterodox.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.ServerProcess;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two servers on one PostgreSQL (LISTEN/NOTIFY between them): a move made through one reaches the
 * live clients of the other; a request that reaches a server holding an older copy runs on the stored
 * state; the same move sent to both at once is accepted once. Skipped, saying why, only when no
 * PostgreSQL can be started here.
 */
class ClusterTest {
    static LocalPostgres postgres;

    @TempDir
    Path first;
    @TempDir
    Path second;

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

    private ServerFixture start(Path data) {
        return ServerFixture.start(ServerConfig.defaults(0, postgres.jdbcUrl(), data).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS));
    }

    @Test
    void aMoveThroughOneServerReachesTheClientsOfTheOther() {
        try (ServerFixture a = start(first); ServerFixture b = start(second)) {
            Seats seats = a.newChessGame();
            assertThat(ready(a)).isEqualTo("ready");
            assertThat(ready(b)).isEqualTo("ready");
            try (TestSocket watcher = TestSocket.open(HttpClient.newHttpClient(), a.server.port(), seats.id())) {
                watcher.until(m -> m.path("type").asText().equals("state"));
                Reply moved = b.move(seats, seats.first(), "e4");
                assertThat(moved.status()).as(moved.body()).isEqualTo(200);
                // The other server's move arrives as a move, written as the server that played it wrote it.
                JsonNode seen = watcher.until(m -> m.path("type").asText().equals("move") && m.path("ply").asInt() == 1);
                OpenApiSchemas.conforms("MoveMessage", seen);
                assertThat(seen.path("written").path("san").asText()).isEqualTo("e4");
                assertThat(seen.path("move").path("machine").asText()).isEqualTo("e2e4");

                // Server a held the game before b's move: its answer comes from the stored state.
                Reply reply = a.move(seats, seats.second(), "e5");
                assertThat(reply.status()).as(reply.body()).isEqualTo(200);
                assertThat(reply.json().path("plies").asInt()).isEqualTo(2);
                assertThat(b.client.get("/api/games/" + seats.id()).json().path("plies").asInt()).isEqualTo(2);
            }
        }
    }

    @Test
    void theGamesOfAServerKilledMidGameAreKeptByTheOther() throws Exception {
        Path portFile = first.resolve("port");
        Process child = ServerProcess.start(postgres.jdbcUrl(), portFile, first.resolve("child.log"));
        try (ServerFixture b = start(second)) {
            Seats seats;
            try {
                ServerFixture a = ServerFixture.remote(ServerProcess.port(child, portFile, first.resolve("child.log")));
                // A 4-second game on the child; its clock runs for the first player when the child is killed.
                seats = a.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"timeControl\":"
                        + "{\"type\":\"sudden-death\",\"initialSeconds\":4}}");
                a.play(seats, "e4", "e5");
            } finally {
                child.destroyForcibly(); // SIGKILL: no clock stored, no timer left
                child.waitFor(30, java.util.concurrent.TimeUnit.SECONDS);
            }
            JsonNode game = null;
            long until = System.currentTimeMillis() + 4_000 + Timekeeper.TTL_MS + Timekeeper.IDLE_MS + 5_000;
            while (System.currentTimeMillis() < until) {
                game = b.client.get("/api/games/" + seats.id()).json();
                if (game.path("status").asText().equals("finished")) {
                    break;
                }
                Thread.sleep(200);
            }
            assertThat(game.path("status").asText()).as("the surviving server flags the game").isEqualTo("finished");
            assertThat(game.path("result").asText()).isEqualTo("0-1");
            assertThat(game.path("reason").asText()).isEqualTo("time-forfeit");
            assertThat(game.path("plies").asInt()).as("no acknowledged move lost").isEqualTo(2);
        }
    }

    @Test
    void offersMadeThroughOneServerAreAnsweredThroughTheOther() {
        try (ServerFixture a = start(first); ServerFixture b = start(second)) {
            Seats seats = a.newChessGame();
            a.play(seats, "e4", "e5");
            try (TestSocket watcher = TestSocket.open(HttpClient.newHttpClient(), a.server.port(), seats.id())) {
                watcher.until(m -> m.path("type").asText().equals("state"));
                // A takeback asked for through A, granted through B.
                assertThat(offer(a, seats, "takeback", "offer", seats.second()).status()).isEqualTo(200);
                Reply granted = offer(b, seats, "takeback", "accept", seats.first());
                assertThat(granted.status()).as(granted.body()).isEqualTo(200);
                assertThat(granted.json().path("plies").asInt()).isEqualTo(1);
                watcher.until(m -> m.path("event").asText().equals("takeback") || m.path("game").path("plies").asInt() == 1
                        && m.path("type").asText().equals("state"));
                // A draw offered through B, accepted through A; A's client sees the end.
                assertThat(offer(b, seats, "draw", "offer", seats.second()).status()).isEqualTo(200);
                Reply drawn = offer(a, seats, "draw", "accept", seats.first());
                assertThat(drawn.status()).as(drawn.body()).isEqualTo(200);
                assertThat(drawn.json().path("result").asText()).isEqualTo("1/2-1/2");
                watcher.until(m -> m.path("game").path("status").asText().equals("finished"));
            }
            // A rematch offered through B, accepted through A: one new game, seen from both.
            assertThat(offer(b, seats, "rematch", "offer", seats.first()).status()).isEqualTo(200);
            Reply agreed = offer(a, seats, "rematch", "accept", seats.second());
            assertThat(agreed.status()).as(agreed.body()).isEqualTo(200);
            String rematch = agreed.json().path("rematch").path("gameId").asText();
            assertThat(rematch).isNotEmpty();
            assertThat(b.client.get("/api/games/" + seats.id()).json().path("rematch").path("gameId").asText())
                    .isEqualTo(rematch);
            assertThat(b.client.get("/api/games/" + rematch).json().path("status").asText()).isEqualTo("live");
            Reply again = offer(b, seats, "rematch", "offer", seats.first());
            assertThat(again.json().path("rematch").path("gameId").asText()).as("still the one rematch").isEqualTo(rematch);
        }
    }

    @Test
    void aServerStoppingGracefullyLeavesItsGamesRunningOnTheOthers() {
        try (ServerFixture b = start(second)) {
            Seats seats;
            try (ServerFixture a = start(first)) {
                seats = a.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"timeControl\":"
                        + "{\"type\":\"sudden-death\",\"initialSeconds\":600}}");
                a.play(seats, "e4", "e5");
            } // a stops (as on SIGTERM): alone on its database it would pause the clocks; here b plays on
            JsonNode game = b.client.get("/api/games/" + seats.id()).json();
            assertThat(game.path("clock").path("running").asText()).as("the clock still runs: %s", game).isEqualTo("first");
            Reply moved = b.move(seats, seats.first(), "Nf3");
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
            assertThat(moved.json().path("clock").path("running").asText()).isEqualTo("second");
        }
    }

    private static Reply offer(ServerFixture via, Seats seats, String what, String action, String token) {
        return via.client.post("/api/games/" + seats.id() + "/" + what, "{\"action\":\"" + action + "\"}", token);
    }

    /** The server's readiness once its notification connection is up (it connects right after the start). */
    private static String ready(ServerFixture server) {
        for (int i = 0; i < 100; i++) {
            Reply reply = server.client.get("/api/ready");
            if (reply.status() == 200) {
                return reply.json().path("status").asText();
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return server.client.get("/api/ready").json().path("status").asText();
    }

    @Test
    void theSameMoveSentToBothServersAtOnceIsAcceptedOnce() throws Exception {
        try (ServerFixture a = start(first); ServerFixture b = start(second)) {
            for (int round = 0; round < 5; round++) {
                Seats seats = a.newChessGame();
                b.client.get("/api/games/" + seats.id()); // both servers hold the game
                CompletableFuture<Reply> viaA = CompletableFuture.supplyAsync(() -> a.move(seats, seats.first(), "d4"));
                CompletableFuture<Reply> viaB = CompletableFuture.supplyAsync(() -> b.move(seats, seats.first(), "d4"));
                List<Integer> statuses = new ArrayList<>(List.of(viaA.get().status(), viaB.get().status()));
                assertThat(statuses).as("one accepted, one refused").containsExactlyInAnyOrder(200, 409);
                assertThat(a.client.get("/api/games/" + seats.id()).json().path("plies").asInt()).isEqualTo(1);
            }
        }
    }
}
