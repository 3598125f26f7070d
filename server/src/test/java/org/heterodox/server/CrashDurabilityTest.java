package org.heterodox.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.ServerFixture.Seats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server killed without warning (SIGKILL) has stored every move it acknowledged. */
class CrashDurabilityTest {
    @TempDir
    Path data;

    @Test
    void everyAcknowledgedMoveSurvivesAKill() throws Exception {
        Path portFile = data.resolve("port");
        Path javaBin = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(List.of(javaBin.toString(), "-cp", System.getProperty("java.class.path"),
                ServerProcess.class.getName(), data.resolve("db").toString(), portFile.toString()))
                .redirectErrorStream(true).redirectOutput(data.resolve("child.log").toFile()).start();
        Seats seats;
        String fen;
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
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
        try (ServerFixture after = ServerFixture.start(data.resolve("db"))) {
            JsonNode game = after.client.get("/api/games/" + seats.id()).json();
            assertThat(game.path("plies").asInt()).isEqualTo(5);
            assertThat(game.path("fen").asText()).isEqualTo(fen);
            assertThat(after.play(seats, "Nf6").path("plies").asInt()).isEqualTo(6);
        }
    }
}
