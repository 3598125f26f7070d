package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputLimitsTest {
    @TempDir
    Path data;

    @Test
    void oversizedBodiesAreRefusedWith413() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            String big = "{\"variant\":\"chess\",\"name\":\"" + "a".repeat(20_000) + "\"}";
            Reply reply = fixture.client.post("/api/games", big);
            assertThat(reply.status()).isEqualTo(413);
            assertThat(reply.error()).contains("larger than 8192 bytes");
            Seats seats = fixture.newChessGame();
            Reply move = fixture.client.post("/api/games/" + seats.id() + "/moves", "{\"move\":\"" + "e".repeat(9000) + "\"}",
                    seats.first());
            assertThat(move.status()).isEqualTo(413);
        }
    }

    @Test
    void malformedInputGetsA400NamingTheProblem() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            TestClient client = fixture.client;
            assertThat(client.post("/api/games", "{\"variant\":\"nochess\"}").error())
                    .contains("unknown variant 'nochess'").contains("chess");
            assertThat(client.post("/api/games", "{\"variant\":\"chess:nosuch\"}").error())
                    .contains("unknown option 'nosuch'");
            assertThat(client.post("/api/games", "{\"variant\":\"chess\",\"colour\":\"white\"}").error())
                    .contains("unknown field 'colour'");
            assertThat(client.post("/api/games", "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"blitz\"}}").error())
                    .contains("'timeControl.type' must be");
            assertThat(client.post("/api/games",
                    "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":60}}").error())
                    .contains("'timeControl.incrementSeconds' is required");
            assertThat(client.post("/api/games",
                    "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":0}}").error())
                    .contains("'timeControl.initialSeconds' must be from 1");
            assertThat(client.post("/api/games", "{\"variant\":\"chess\",\"fen\":\"8/8/8 w\"}").error())
                    .startsWith("bad start position");
            assertThat(client.post("/api/games", "[1,2]").error()).contains("must be a JSON object");
            assertThat(client.post("/api/games", "{\"variant\":").error()).contains("not valid JSON");
            assertThat(client.post("/api/games", "{\"variant\":\"chess\",\"name\":\"<script>\"}").error())
                    .contains("'name' may hold only");
            assertThat(client.post("/api/games", "{\"variant\":\"chess\",\"opponent\":{\"type\":\"robot\"}}").error())
                    .contains("'opponent.type' must be 'open' or 'engine'");
            Reply missing = client.get("/api/games/doesnotexist");
            assertThat(missing.status()).isEqualTo(404);
            assertThat(missing.error()).contains("no game 'doesnotexist'");
            Reply weird = client.get("/api/games/DROP%20TABLE");
            assertThat(weird.status()).isEqualTo(404);
        }
    }

    @Test
    void aClientOverTheRateLimitGets429() throws Exception {
        ServerConfig strict = ServerFixture.config(data).withRateLimit(1, 5);
        try (ServerFixture fixture = ServerFixture.start(strict)) {
            List<Integer> statuses = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                statuses.add(fixture.client.get("/api/health").status());
            }
            assertThat(statuses).contains(200, 429);
            assertThat(statuses.subList(0, 5)).containsOnly(200);
            Reply limited = fixture.client.get("/api/health");
            assertThat(limited.status()).isEqualTo(429);
            assertThat(limited.error()).contains("too many requests");
            // WebSocket connections and messages draw on the same allowance.
            try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), "anygame")) {
                assertThat(socket.next().path("status").asInt()).isEqualTo(429);
                assertThat(socket.closed.get(10, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(1013);
            }
        }
    }
}
