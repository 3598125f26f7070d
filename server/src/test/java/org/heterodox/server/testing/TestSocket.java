package org.heterodox.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A WebSocket client of one game's live channel that queues every message it receives. */
public final class TestSocket implements WebSocket.Listener, AutoCloseable {
    private final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    public final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;

    public static TestSocket open(HttpClient http, int port, String gameId) {
        return openPath(http, port, "/api/games/" + gameId + "/live");
    }

    /** A WebSocket to any path of the server (the client's cookies go with the handshake). */
    public static TestSocket openPath(HttpClient http, int port, String path) {
        TestSocket listener = new TestSocket();
        listener.socket = http.newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + path), listener)
                .join();
        return listener;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            try {
                messages.add(TestClient.JSON.readTree(partial.toString()));
            } catch (java.io.IOException e) {
                throw new AssertionError("server sent non-JSON: " + partial, e);
            }
            partial.setLength(0);
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed.complete(statusCode);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed.complete(-1);
    }

    public void send(String text) {
        socket.sendText(text, true).join();
    }

    /** The next message, failing after 10 seconds of silence. */
    public JsonNode next() {
        try {
            JsonNode message = messages.poll(10, TimeUnit.SECONDS);
            if (message == null) {
                throw new AssertionError("no WebSocket message within 10 s");
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Skips messages until one matches. */
    public JsonNode until(Predicate<JsonNode> wanted) {
        while (true) {
            JsonNode message = next();
            if (wanted.test(message)) {
                return message;
            }
        }
    }

    /** Closes as a browser leaving the page does: the close handshake, answered by the server (10 s at most). */
    public void closeAndWait() throws Exception {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "left").join();
        closed.get(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        if (!socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
        socket.abort();
    }
}
