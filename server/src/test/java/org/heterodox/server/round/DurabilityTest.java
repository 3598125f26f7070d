package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DurabilityTest {
    @TempDir
    Path data;

    @Test
    void aRestartLosesNoAcceptedMoveAndTheGameContinues() {
        Seats seats;
        String fenBefore;
        try (ServerFixture before = ServerFixture.start(data)) {
            seats = before.newChessGame();
            JsonNode game = before.play(seats, "e4", "e5", "Nf3");
            fenBefore = game.path("fen").asText();
        }
        try (ServerFixture after = ServerFixture.start(data)) {
            JsonNode game = after.client.get("/api/games/" + seats.id()).json();
            assertThat(game.path("status").asText()).isEqualTo("live");
            assertThat(game.path("plies").asInt()).isEqualTo(3);
            assertThat(game.path("fen").asText()).isEqualTo(fenBefore);
            // The seat tokens issued before the restart still hold their seats.
            assertThat(after.move(seats, seats.first(), "Nc6").status()).isEqualTo(409);
            JsonNode continued = after.play(seats, "Nc6", "Bb5");
            assertThat(continued.path("plies").asInt()).isEqualTo(5);
        }
    }

    @Test
    void runningClocksStopWithTheServerAndResumeWithTheTimeThatWasLeft() {
        Seats seats;
        long secondAtStop;
        long firstAtStop;
        try (ServerFixture before = ServerFixture.start(data)) {
            seats = before.newGame("{\"variant\":\"chess\",\"side\":\"first\","
                    + "\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":600}}");
            JsonNode game = before.play(seats, "e4", "e5");
            assertThat(game.path("clock").path("running").asText()).isEqualTo("first");
            firstAtStop = game.path("clock").path("first").asLong();
            secondAtStop = game.path("clock").path("second").asLong();
        }
        try (ServerFixture after = ServerFixture.start(data)) {
            JsonNode game = after.client.get("/api/games/" + seats.id()).json();
            JsonNode clock = game.path("clock");
            assertThat(clock.path("running").asText()).isEqualTo("first");
            assertThat(clock.path("second").asLong()).isEqualTo(secondAtStop);
            assertThat(clock.path("first").asLong()).isPositive().isLessThanOrEqualTo(firstAtStop);
            JsonNode moved = after.play(seats, "Nf3");
            assertThat(moved.path("clock").path("running").asText()).isEqualTo("second");
        }
    }

    @Test
    void finishedAndOpenGamesSurviveARestart() {
        String finishedId;
        String inviteCode;
        try (ServerFixture before = ServerFixture.start(data)) {
            Seats seats = before.newChessGame();
            before.play(seats, "f3", "e5", "g4", "Qh4#");
            finishedId = seats.id();
            inviteCode = before.client.post("/api/games", "{\"variant\":\"chess\"}").json().path("inviteCode").asText();
        }
        try (ServerFixture after = ServerFixture.start(data)) {
            JsonNode finished = after.client.get("/api/games/" + finishedId).json();
            assertThat(finished.path("result").asText()).isEqualTo("0-1");
            assertThat(finished.path("reason").asText()).isEqualTo("checkmate");
            Reply joined = after.client.post("/api/invites/" + inviteCode, "{}");
            assertThat(joined.status()).isEqualTo(200);
            assertThat(joined.json().path("game").path("status").asText()).isEqualTo("live");
        }
    }
}
