package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClockTest {
    @TempDir
    Path data;

    @Test
    void theServerDetectsAFlagFallWithoutAnyRequest() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\","
                    + "\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":1}}");
            try (TestSocket watcher = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
                watcher.next();
                fixture.play(seats, "e4", "e5");
                JsonNode end = watcher.until(m -> m.path("event").asText().equals("finished"));
                assertThat(end.path("game").path("result").asText()).isEqualTo("0-1");
                assertThat(end.path("game").path("reason").asText()).isEqualTo("time-forfeit");
                assertThat(end.path("game").path("clock").path("first").asLong()).isZero();
            }
            Reply late = fixture.move(seats, seats.first(), "Nf3");
            assertThat(late.status()).isEqualTo(409);
        }
    }

    @Test
    void correspondenceGamesGiveEachMoveItsDays() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\","
                    + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
            JsonNode game = fixture.play(seats, "e4", "e5", "Nf3");
            assertThat(game.path("moves").get(2).path("clockMs").asLong()).isEqualTo(3 * 86_400_000L);
            assertThat(game.path("clock").path("running").asText()).isEqualTo("second");
        }
    }
}
