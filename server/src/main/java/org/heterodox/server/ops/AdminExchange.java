package org.heterodox.server.ops;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.heterodox.server.api.Json;

/** Answers of the metrics listener: JSON like the API's ({@code {"error": "..."}} on a refusal) or plain text. */
final class AdminExchange {
    private AdminExchange() {
    }

    static void json(HttpExchange exchange, int status, Object body) throws IOException {
        byte[] bytes;
        try {
            bytes = Json.MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IOException(e);
        }
        send(exchange, status, "application/json", bytes);
    }

    static void error(HttpExchange exchange, int status, String message) throws IOException {
        json(exchange, status, Map.of("error", message));
    }

    static void send(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    /** The request body, or null when it is longer than {@code max} bytes (read no further). */
    static byte[] body(HttpExchange exchange, int max) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            byte[] bytes = in.readNBytes(max + 1);
            return bytes.length > max ? null : bytes;
        }
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
