package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.api.ApiException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * While the server starts (port open, clocks not yet restored) API requests and WebSocket upgrades are
 * refused with 503 and Retry-After, so no move reaches a game whose clock is not running again and no
 * clock runs while moves cannot be made; the health check answers throughout.
 */
class StartGateTest {
    private final StartGate gate = new StartGate();
    private final HttpClient http = HttpClient.newHttpClient();
    private Javalin app;

    @BeforeEach
    void start() {
        app = Javalin.create();
        gate.register(app);
        app.exception(ApiException.class, (e, ctx) -> ctx.status(e.status()).result(e.getMessage()));
        app.get("/api/health", ctx -> ctx.result("ok"));
        app.get("/api/games/{id}", ctx -> ctx.result("game"));
        app.ws("/api/games/{id}/live", ws -> ws.onConnect(ctx -> { }));
        app.start("127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        app.stop();
    }

    @Test
    void apiRequestsWaitForTheGateAndTheHealthCheckDoesNot() throws Exception {
        HttpResponse<String> early = get("/api/games/x");
        assertThat(early.statusCode()).isEqualTo(503);
        assertThat(early.headers().firstValue("Retry-After")).contains("1");
        assertThat(early.body()).contains("starting");
        assertThat(get("/api/health").statusCode()).isEqualTo(200);
        assertThat(connect()).as("a WebSocket before the gate opens").isFalse();

        gate.open();
        assertThat(gate.isOpen()).isTrue();
        assertThat(get("/api/games/x").statusCode()).isEqualTo(200);
        assertThat(connect()).as("a WebSocket once open").isTrue();
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private boolean connect() throws Exception {
        try {
            WebSocket socket = http.newWebSocketBuilder()
                    .buildAsync(URI.create("ws://127.0.0.1:" + app.port() + "/api/games/x/live"), new WebSocket.Listener() { })
                    .get(10, TimeUnit.SECONDS);
            socket.abort();
            return true;
        } catch (java.util.concurrent.ExecutionException | CompletionException e) {
            return false;
        }
    }
}
