package org.heterodox.server.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The project's engine seated by the server (the default configuration). */
class RealEngineTest {
    @TempDir
    Path data;

    @Test
    void theEngineFindsAMateInOneFromASetUpPosition() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            Reply created = fixture.client.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\","
                    + "\"fen\":\"1r4k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1\",\"opponent\":{\"type\":\"engine\",\"level\":3}}");
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            String id = created.json().path("game").path("id").asText();
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
                // The mate comes as a move event, or in the first state when the engine moved before we connected.
                JsonNode end = socket.until(m -> m.path("type").asText().equals("move")
                        ? m.path("status").asText().equals("finished")
                        : m.path("game").path("status").asText().equals("finished"));
                boolean event = end.path("type").asText().equals("move");
                assertThat((event ? end.path("move") : end.path("game").path("moves").get(0)).path("move").asText())
                        .isEqualTo("Rb1#");
                assertThat((event ? end : end.path("game")).path("reason").asText()).isEqualTo("checkmate");
            }
        }
    }

    @Test
    void theEngineAnswersEveryMoveWithALegalOneAndReportsItsAnalysis() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            Reply created = fixture.client.post("/api/games",
                    "{\"variant\":\"chess\",\"side\":\"first\",\"opponent\":{\"type\":\"engine\",\"level\":1}}");
            String id = created.json().path("game").path("id").asText();
            Seats seats = new Seats(id, created.json().path("token").asText(), null, created.json().path("game"));
            AtomicBoolean analysed = new AtomicBoolean();
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
                socket.next();
                for (String move : new String[] {"e4", "Nf3", "Bc4"}) {
                    JsonNode game = fixture.client.get("/api/games/" + id).json();
                    if (!game.path("status").asText().equals("live")) {
                        break;
                    }
                    int before = game.path("plies").asInt();
                    Reply reply = fixture.move(seats, seats.first(), game.path("legalMoves").path("san").toString()
                            .contains("\"" + move + "\"") ? move : game.path("legalMoves").path("san").get(0).asText());
                    assertThat(reply.status()).as(reply.body()).isEqualTo(200);
                    JsonNode answered = socket.until(m -> {
                        if (m.path("type").asText().equals("analysis")) {
                            analysed.set(true);
                            return false;
                        }
                        // The engine's move, or the end of the game (a move event or, on resigning, the state).
                        JsonNode state = m.path("type").asText().equals("state") ? m.path("game") : m;
                        return EngineGamesTest.plies(m) == before + 2 || !state.path("status").asText().equals("live");
                    });
                    JsonNode state = answered.path("type").asText().equals("state") ? answered.path("game") : answered;
                    assertThat(state.path("reason").asText()).isNotEqualTo("resignation");
                }
                assertThat(analysed.get()).as("an analysis message was pushed").isTrue();
            }
        }
    }
}
