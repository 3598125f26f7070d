package org.heterodox.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small JSON client for the server's HTTP API on loopback. */
public final class TestClient {
    public static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;

    public TestClient(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    /** A response: status, raw body, and the body as JSON when it is JSON. */
    public record Reply(int status, String body, String contentType) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }

        public String error() {
            return json().path("error").asText();
        }
    }

    public Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), null);
    }

    /** A GET with a seat token. */
    public Reply getWithToken(String path, String token) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), token);
    }

    public Reply post(String path, String body) {
        return post(path, body, null);
    }

    public Reply post(String path, String body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        return send(request, token);
    }

    public Reply postBytes(String path, byte[] body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).header("Content-Type", "application/json");
        return send(request, token);
    }

    private Reply send(HttpRequest.Builder request, String token) {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body(),
                    response.headers().firstValue("Content-Type").orElse(""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public HttpClient http() {
        return http;
    }

    public String base() {
        return base;
    }
}
