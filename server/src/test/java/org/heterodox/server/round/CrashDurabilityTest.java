package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.ServerProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server killed without warning (SIGKILL) has stored every move it acknowledged, and the outage
 * is not charged to the player to move: the clocks' heartbeat stored their state at most
 * {@link ServerConfig#DEFAULT_CLOCK_HEARTBEAT_MS} before the kill, and the restart resumes from it.
 */
class CrashDurabilityTest {
    /** How long the server stays down; charged to the player to move before the heartbeat existed. */
    private static final long OUTAGE_MS = 8_000;
    /** Slack for the restart itself and the requests around the kill on a busy machine. */
    private static final long MARGIN_MS = 1_500;

    @TempDir
    Path data;

    @Test
    void everyAcknowledgedMoveSurvivesAKillAndTheOutageIsNotCharged() throws Exception {
        Path portFile = data.resolve("port");
        Path javaBin = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(List.of(javaBin.toString(), "-cp", System.getProperty("java.class.path"),
                ServerProcess.class.getName(), data.resolve("db").toString(), portFile.toString()))
                .redirectErrorStream(true).redirectOutput(data.resolve("child.log").toFile()).start();
        Seats seats;
        Seats timed;
        String fen;
        long leftBeforeKill;
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.exists(portFile)) {
                assertThat(child.isAlive()).as("child server died: %s", Files.readString(data.resolve("child.log"))).isTrue();
                assertThat(System.nanoTime()).as("child server start").isLessThan(deadline);
                Thread.sleep(50);
            }
            int port = Integer.parseInt(Files.readString(portFile).trim());
            ServerFixture remote = ServerFixture.remote(port);
            seats = remote.newChessGame();
            JsonNode game = remote.play(seats, "d4", "d5", "c4", "e6", "Nc3");
            fen = game.path("fen").asText();
            // A 5+5 game with first's clock running; the kill comes more than two heartbeats after the
            // last move, so only the heartbeat (not the move) can have stored the clock recently.
            timed = remote.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"timeControl\":"
                    + "{\"type\":\"increment\",\"initialSeconds\":300,\"incrementSeconds\":5}}");
            remote.play(timed, "e4", "e5");
            Thread.sleep(2 * ServerConfig.DEFAULT_CLOCK_HEARTBEAT_MS + 1_000);
            JsonNode beforeKill = remote.client.get("/api/games/" + timed.id()).json();
            assertThat(beforeKill.path("clock").path("running").asText()).isEqualTo("first");
            leftBeforeKill = beforeKill.path("clock").path("first").asLong();
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
        Thread.sleep(OUTAGE_MS);
        try (ServerFixture after = ServerFixture.start(data.resolve("db"))) {
            JsonNode game = after.client.get("/api/games/" + seats.id()).json();
            assertThat(game.path("plies").asInt()).isEqualTo(5);
            assertThat(game.path("fen").asText()).isEqualTo(fen);
            assertThat(after.play(seats, "Nf6").path("plies").asInt()).isEqualTo(6);

            JsonNode clock = after.client.get("/api/games/" + timed.id()).json().path("clock");
            assertThat(clock.path("running").asText()).isEqualTo("first");
            // The clock restarts from its last heartbeat: first gets back what it used after that
            // heartbeat (under one interval) and is charged nothing of the outage.
            long lost = leftBeforeKill - clock.path("first").asLong();
            assertThat(lost).as("time charged to first across a kill and %d ms of outage", OUTAGE_MS)
                    .isBetween(-(ServerConfig.DEFAULT_CLOCK_HEARTBEAT_MS + MARGIN_MS),
                            ServerConfig.DEFAULT_CLOCK_HEARTBEAT_MS + MARGIN_MS);
            assertThat(clock.path("second").asLong()).isEqualTo(300_000);
        }
    }
}
