package org.heterodox.server.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The database stores one upload at a time: another that arrives meanwhile is refused (429), not read into memory. */
class UploadsAtOnceTest {
    private static final String PGN = "[Event \"Upload\"]\n[White \"Ada\"]\n[Black \"Bo\"]\n[Result \"0-1\"]\n\n"
            + "1. f3 e5 2. g4 Qh4# 0-1\n";
    private static final Map<String, String> AS_PGN = Map.of("Content-Type", "application/x-chess-pgn");

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    @Test
    void anUploadWhileAnotherIsStillArrivingIsRefusedUntilItIsDone() throws Exception {
        PlayerClient slow = PlayerClient.registered(fixture.server.port(), "slowpoke");
        PlayerClient other = PlayerClient.registered(fixture.server.port(), "other");
        // The first upload's head and a part of its body, the rest held back: the server waits reading it.
        // (Jetty hands a request on once some of its body arrived: the pause lets it get there first.)
        byte[] whole = PGN.replace("Ada", "Slow").getBytes(StandardCharsets.UTF_8);
        for (int attempt = 1; ; attempt++) {
            try (Socket first = new Socket("127.0.0.1", fixture.server.port())) {
                OutputStream out = first.getOutputStream();
                out.write(("POST /api/db/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                        + "Content-Type: application/x-chess-pgn\r\nContent-Length: " + whole.length + "\r\n"
                        + "Cookie: heterodox_session=" + slow.sessionCookie() + "\r\nX-CSRF-Token: " + slow.csrf()
                        + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
                out.write(whole, 0, 10);
                out.flush();
                Thread.sleep(200L * attempt);
                Reply meanwhile = other.post("/api/db/games", PGN, AS_PGN);
                if (meanwhile.status() != 429) {
                    assertThat(attempt).as("attempts to upload while another upload arrives").isLessThan(8);
                    continue; // the other upload came first: closing this one frees the permit
                }
                assertThat(meanwhile.error()).isEqualTo("the database is storing another upload; try again in a moment");
                out.write(whole, 10, whole.length - 10);
                out.flush();
                String answer = new String(first.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(answer).as("the first upload, once all of it arrived").startsWith("HTTP/1.1 201");
                break;
            }
        }
        Reply after = other.post("/api/db/games", PGN.replace("Ada", "Cy"), AS_PGN);
        assertThat(after.status()).as("once the first is stored: %s", after.body()).isEqualTo(201);
    }
}
