package org.heterodox.server.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.heterodox.rules.Position;
import org.heterodox.server.testing.FirstLegalMove;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's handling of engine seats: the pool, budgets, failures and caps. The engines here are
 * test doubles with obvious behaviour, so each test shows what the server does with it.
 */
class EngineGamesTest {
    @TempDir
    Path data;

    /** Never answers by itself: it waits until the pool interrupts it. */
    static final class Stuck implements EngineOpponent {
        final CountDownLatch started = new CountDownLatch(1);

        @Override
        public int chooseMove(Position position, int level, long budgetMillis,
                              Consumer<EngineAnalysis> progress) throws InterruptedException {
            started.countDown();
            new CountDownLatch(1).await();
            return 0;
        }
    }

    private ServerFixture start(EngineOpponent engine, int maxGames) {
        return ServerFixture.start(ServerFixture.config(data).withEngine(engine, 1, maxGames));
    }

    private static JsonNode createAgainstEngine(ServerFixture fixture, String side) {
        Reply created = fixture.client.post("/api/games", "{\"variant\":\"chess\",\"side\":\"" + side
                + "\",\"opponent\":{\"type\":\"engine\",\"level\":1}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json();
    }

    @Test
    void theEngineAnswersEachMoveOverTheLiveChannel() {
        try (ServerFixture fixture = start(new FirstLegalMove(), 4)) {
            JsonNode grant = createAgainstEngine(fixture, "first");
            String id = grant.path("game").path("id").asText();
            assertThat(grant.path("game").path("status").asText()).isEqualTo("live");
            assertThat(grant.path("game").path("players").path("second").path("kind").asText()).isEqualTo("engine");
            Seats seats = new Seats(id, grant.path("token").asText(), null, grant.path("game"));
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
                socket.next();
                for (String move : new String[] {"e4", "d4", "Nf3"}) {
                    int before = fixture.client.get("/api/games/" + id).json().path("plies").asInt();
                    assertThat(fixture.move(seats, seats.first(), move).status()).isEqualTo(200);
                    JsonNode answered = socket.until(m -> m.path("type").asText().equals("move")
                            && m.path("ply").asInt() == before + 2);
                    assertThat(answered.path("sideToMove").asText()).isEqualTo("first");
                }
            }
        }
    }

    @Test
    void theEnginesAnalysisIsPushedOnTheLiveChannel() {
        try (ServerFixture fixture = start(new FirstLegalMove(), 4)) {
            JsonNode grant = createAgainstEngine(fixture, "second");
            String id = grant.path("game").path("id").asText();
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
                Seats seats = new Seats(id, null, grant.path("token").asText(), grant.path("game"));
                socket.until(m -> plies(m) == 1);
                assertThat(fixture.move(seats, seats.second(), "e5").status()).isEqualTo(200);
                JsonNode analysis = socket.until(m -> m.path("type").asText().equals("analysis"));
                assertThat(analysis.path("plies").asInt()).isEqualTo(2);
                assertThat(analysis.path("side").asText()).isEqualTo("first");
                assertThat(analysis.path("depth").asInt()).isEqualTo(1);
                assertThat(analysis.path("centipawns").asInt()).isZero();
                assertThat(analysis.path("pv")).hasSize(1);
            }
        }
    }

    @Test
    void theEngineMovesFirstWhenItHasTheFirstSeat() {
        try (ServerFixture fixture = start(new FirstLegalMove(), 4)) {
            JsonNode grant = createAgainstEngine(fixture, "second");
            String id = grant.path("game").path("id").asText();
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
                JsonNode moved = socket.until(m -> plies(m) == 1);
                assertThat(sideToMove(moved)).isEqualTo("second");
            }
        }
    }

    @Test
    void aStuckEngineHoldsUpNoOtherGameAndResignsWhenItsTimeIsLongPast() throws Exception {
        Stuck stuck = new Stuck();
        try (ServerFixture fixture = start(stuck, 4)) {
            JsonNode grant = createAgainstEngine(fixture, "second");
            String id = grant.path("game").path("id").asText();
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
                stuck.started.await();
                // While the engine is stuck, a game between people goes on as usual.
                Seats people = fixture.newChessGame();
                JsonNode played = fixture.play(people, "e4", "e5", "Nf3");
                assertThat(played.path("plies").asInt()).isEqualTo(3);

                JsonNode end = socket.until(m -> m.path("event").asText().equals("finished"));
                assertThat(end.path("game").path("result").asText()).isEqualTo("0-1");
                assertThat(end.path("game").path("reason").asText()).isEqualTo("resignation");
            }
        }
    }

    @Test
    void theNumberOfEngineGamesIsCapped() {
        try (ServerFixture fixture = start(new FirstLegalMove(), 1)) {
            createAgainstEngine(fixture, "first");
            Reply refused = fixture.client.post("/api/games",
                    "{\"variant\":\"chess\",\"opponent\":{\"type\":\"engine\",\"level\":1}}");
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.error()).contains("maximum of 1 engine games");
        }
    }

    @Test
    void theEngineRefusesDrawOffersAndLevelsAreBounded() {
        try (ServerFixture fixture = start(new FirstLegalMove(), 4)) {
            JsonNode grant = createAgainstEngine(fixture, "first");
            String id = grant.path("game").path("id").asText();
            Reply offer = fixture.client.post("/api/games/" + id + "/draw", "{\"action\":\"offer\"}",
                    grant.path("token").asText());
            assertThat(offer.status()).isEqualTo(409);
            Reply level = fixture.client.post("/api/games",
                    "{\"variant\":\"chess\",\"opponent\":{\"type\":\"engine\",\"level\":9}}");
            assertThat(level.status()).isEqualTo(400);
            assertThat(level.error()).contains("'opponent.level' must be from 1 to 8");
        }
    }

    /** The moves a state message or a move event says the game has (-1 for other messages). */
    static int plies(JsonNode message) {
        return switch (message.path("type").asText()) {
            case "state" -> message.path("game").path("plies").asInt();
            case "move" -> message.path("ply").asInt();
            default -> -1;
        };
    }

    static String sideToMove(JsonNode message) {
        return message.path("type").asText().equals("move") ? message.path("sideToMove").asText()
                : message.path("game").path("sideToMove").asText();
    }
}
