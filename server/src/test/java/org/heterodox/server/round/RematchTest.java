package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.server.testing.FirstLegalMove;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A rematch is an offer the opponent sees live and accepts or declines; agreed, it is one new game with the sides swapped. */
class RematchTest {
    private static final String TIMED_FROM_A_POSITION = "{\"variant\":\"chess\",\"side\":\"first\","
            + "\"fen\":\"4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1\",\"name\":\"Ada\",\"autoDraw\":false,"
            + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":300,\"incrementSeconds\":5}}";

    @TempDir
    Path data;
    private ServerFixture fixture;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private Seats finishedGame() {
        Seats seats = fixture.newGame(TIMED_FROM_A_POSITION);
        Reply resigned = fixture.client.post("/api/games/" + seats.id() + "/resign", "{}", seats.second());
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
        return seats;
    }

    private Reply rematch(Seats seats, String token, String action) {
        return fixture.client.post("/api/games/" + seats.id() + "/rematch", "{\"action\":\"" + action + "\"}", token);
    }

    @Test
    void anOfferIsSeenLiveAndItsAcceptanceMakesOneGameWithTheSidesSwapped() {
        Seats seats = finishedGame();
        JsonNode old = fixture.client.get("/api/games/" + seats.id()).json();
        try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
            socket.next();
            Reply offered = rematch(seats, seats.first(), "offer");
            assertThat(offered.status()).as(offered.body()).isEqualTo(200);
            JsonNode heard = socket.until(m -> m.path("event").asText().equals("rematch-offer"));
            assertThat(heard.path("game").path("rematch").path("offeredBy").asText()).isEqualTo("first");
            assertThat(heard.path("game").path("rematch").path("gameId").isNull()).isTrue();

            Reply accepted = rematch(seats, seats.second(), "accept");
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
            JsonNode agreed = socket.until(m -> m.path("event").asText().equals("rematch"));
            String next = agreed.path("game").path("rematch").path("gameId").asText();
            assertThat(next).isNotEmpty().isEqualTo(accepted.json().path("rematch").path("gameId").asText());

            JsonNode game = fixture.client.get("/api/games/" + next).json();
            assertThat(game.path("status").asText()).isEqualTo("live");
            assertThat(game.path("variant").asText()).isEqualTo(old.path("variant").asText());
            assertThat(game.path("startFen").asText()).isEqualTo(old.path("startFen").asText());
            assertThat(game.path("timeControl")).isEqualTo(old.path("timeControl"));
            assertThat(game.path("autoDraw").asBoolean()).isFalse();
            assertThat(game.path("players").path("second").path("name").asText()).isEqualTo("Ada");
            assertThat(game.path("players").path("first").path("name").asText())
                    .isEqualTo(old.path("players").path("second").path("name").asText());
            // The seat tokens carry over with the sides swapped: the old second player now moves first.
            Seats swapped = new Seats(next, seats.second(), seats.first(), game);
            Reply notYours = fixture.move(swapped, seats.first(), "e3");
            assertThat(notYours.status()).isEqualTo(409);
            assertThat(notYours.error()).contains("not your turn");
            assertThat(fixture.move(swapped, seats.second(), "e3").status()).isEqualTo(200);
        }
    }

    @Test
    void twoPlayersOfferingAtOnceMakeExactlyOneGame() throws Exception {
        Seats seats = finishedGame();
        int liveBefore = fixture.client.get("/api/games?status=live").json().path("games").size();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Reply>> replies = new ArrayList<>();
            for (String token : new String[] {seats.first(), seats.second()}) {
                replies.add(pool.submit(() -> {
                    go.await();
                    return rematch(seats, token, "offer");
                }));
            }
            go.countDown();
            Set<String> games = new HashSet<>();
            for (Future<Reply> reply : replies) {
                assertThat(reply.get().status()).as(reply.get().body()).isEqualTo(200);
                games.add(reply.get().json().path("rematch").path("gameId").asText());
            }
            JsonNode after = fixture.client.get("/api/games/" + seats.id()).json();
            String next = after.path("rematch").path("gameId").asText();
            assertThat(next).isNotEmpty();
            games.remove("null"); // the offer's own answer, when it came before the acceptance
            assertThat(games).containsExactly(next);
            assertThat(fixture.client.get("/api/games?status=live").json().path("games").size()).isEqualTo(liveBefore + 1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aDeclinedOfferDisappearsAndCannotBeAccepted() {
        Seats seats = finishedGame();
        try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
            socket.next();
            assertThat(rematch(seats, seats.first(), "offer").status()).isEqualTo(200);
            assertThat(rematch(seats, seats.first(), "offer").status()).isEqualTo(409);
            Reply declined = rematch(seats, seats.second(), "decline");
            assertThat(declined.status()).as(declined.body()).isEqualTo(200);
            assertThat(declined.json().path("rematch").isNull()).isTrue();
            JsonNode heard = socket.until(m -> m.path("event").asText().equals("rematch-declined"));
            assertThat(heard.path("game").path("rematch").isNull()).isTrue();
            Reply late = rematch(seats, seats.second(), "accept");
            assertThat(late.status()).isEqualTo(409);
            assertThat(late.error()).contains("no rematch offer");
        }
    }

    @Test
    void theOffererMayWithdrawTheOfferWhenLeaving() {
        Seats seats = finishedGame();
        assertThat(rematch(seats, seats.second(), "offer").status()).isEqualTo(200);
        assertThat(rematch(seats, seats.second(), "decline").status()).isEqualTo(200);
        assertThat(fixture.client.get("/api/games/" + seats.id()).json().path("rematch").isNull()).isTrue();
    }

    @Test
    void onlyThePlayersMayOfferARematch() {
        Seats seats = finishedGame();
        assertThat(fixture.client.post("/api/games/" + seats.id() + "/rematch", "{\"action\":\"offer\"}").status())
                .isEqualTo(401);
        assertThat(rematch(seats, "not-a-seat-token", "offer").status()).isEqualTo(403);
        assertThat(rematch(seats, seats.first(), "propose").status()).isEqualTo(400);
    }

    @Test
    void noRematchBeforeTheGameEnds() {
        Seats seats = fixture.newChessGame();
        Reply early = rematch(seats, seats.first(), "offer");
        assertThat(early.status()).isEqualTo(409);
        assertThat(early.error()).contains("once the game is over");
    }

    @Test
    void aRematchAgainstTheEngineStartsAtOnceAtTheSameLevel() {
        fixture.close();
        fixture = ServerFixture.start(ServerFixture.config(data).withEngine(new FirstLegalMove(), 1, 4));
        Reply created = fixture.client.post("/api/games", "{\"variant\":\"shogi\",\"side\":\"first\","
                + "\"opponent\":{\"type\":\"engine\",\"level\":3}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("game").path("id").asText();
        String token = created.json().path("token").asText();
        Seats seats = new Seats(id, token, null, created.json().path("game"));
        assertThat(fixture.client.post("/api/games/" + id + "/resign", "{}", token).status()).isEqualTo(200);

        Reply offered = rematch(seats, token, "offer");
        assertThat(offered.status()).as(offered.body()).isEqualTo(200);
        String next = offered.json().path("rematch").path("gameId").asText();
        assertThat(next).isNotEmpty();
        JsonNode game = fixture.client.get("/api/games/" + next).json();
        assertThat(game.path("variant").asText()).isEqualTo("shogi");
        assertThat(game.path("players").path("first").path("kind").asText()).isEqualTo("engine");
        assertThat(game.path("players").path("first").path("level").asInt()).isEqualTo(3);
        assertThat(game.path("players").path("second").path("kind").asText()).isEqualTo("human");
        assertThat(game.path("status").asText()).isEqualTo("live");
    }
}
