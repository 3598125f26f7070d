package org.heterodox.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.heterodox.server.testing.TestClient.Reply;

/**
 * A browser-like API client for account tests: its own cookie jar (the session cookie), and the
 * session's CSRF token sent as {@code X-CSRF-Token} with every state-changing request once known.
 */
public final class PlayerClient {
    private final CookieManager cookies;
    private final HttpClient http;
    private final String base;
    private String csrf;

    public PlayerClient(int port) {
        this(port, new CookieManager(), null);
    }

    private PlayerClient(int port, CookieManager cookies, String csrf) {
        this.base = "http://127.0.0.1:" + port;
        this.cookies = cookies;
        this.csrf = csrf;
        this.http = HttpClient.newBuilder().cookieHandler(cookies).connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** The same player (session and CSRF token) talking to the server on another port. */
    public PlayerClient via(int port) {
        return new PlayerClient(port, cookies, csrf);
    }

    /** Registers (and so logs in); fails the test unless the server agrees. */
    public static PlayerClient registered(int port, String name) {
        PlayerClient player = new PlayerClient(port);
        Reply reply = player.register(name, "correct horse " + name);
        if (reply.status() != 201) {
            throw new AssertionError("registering " + name + " failed: " + reply.status() + " " + reply.body());
        }
        return player;
    }

    public Reply register(String name, String password) {
        return remember(post("/api/accounts", credentials(name, password)));
    }

    /** Registers with an e-mail address, in the language of {@code acceptLanguage} ("it", "en"...). */
    public Reply register(String name, String password, String email, String acceptLanguage) {
        String body = TestClient.JSON.createObjectNode().put("name", name).put("password", password).put("email", email)
                .toString();
        return remember(post("/api/accounts", body, Map.of("Accept-Language", acceptLanguage)));
    }

    public Reply login(String name, String password) {
        return remember(post("/api/session", credentials(name, password)));
    }

    public Reply logout() {
        Reply reply = delete("/api/session");
        if (reply.status() == 204) {
            csrf = null;
        }
        return reply;
    }

    public Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), Map.of());
    }

    public Reply post(String path, String body) {
        return post(path, body, Map.of());
    }

    /** A POST with extra headers (a seat token, a forged Origin, ...). */
    public Reply post(String path, String body, Map<String, String> headers) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json"), withCsrf(headers));
    }

    /** A POST that leaves out the CSRF token, as a forged cross-site request would. */
    public Reply postWithoutCsrf(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json"), Map.of());
    }

    public Reply put(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).PUT(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json"), withCsrf(Map.of()));
    }

    public Reply delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE(), withCsrf(Map.of()));
    }

    /** A DELETE with a JSON body (a moderator's reason). */
    public Reply delete(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).method("DELETE", HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json"), withCsrf(Map.of()));
    }

    /** Any method, with or without the CSRF token (to forge requests in tests). */
    public Reply send(String method, String path, boolean withCsrfToken) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .method(method, HttpRequest.BodyPublishers.noBody());
        return send(request, withCsrfToken ? withCsrf(Map.of()) : Map.of());
    }

    /** The session cookie's value, or null. */
    public String sessionCookie() {
        return cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals("heterodox_session"))
                .map(HttpCookie::getValue).findFirst().orElse(null);
    }

    /** Replaces the session cookie (to replay a stolen or stale value). */
    public void sessionCookie(String value) {
        cookies.getCookieStore().removeAll();
        HttpCookie cookie = new HttpCookie("heterodox_session", value);
        cookie.setPath("/");
        cookie.setVersion(0);
        cookies.getCookieStore().add(URI.create(base), cookie);
    }

    public String csrf() {
        return csrf;
    }

    public void csrf(String token) {
        this.csrf = token;
    }

    public HttpClient http() {
        return http;
    }

    private Map<String, String> withCsrf(Map<String, String> headers) {
        if (csrf == null || headers.containsKey("X-CSRF-Token")) {
            return headers;
        }
        java.util.Map<String, String> all = new java.util.HashMap<>(headers);
        all.put("X-CSRF-Token", csrf);
        return all;
    }

    private Reply remember(Reply reply) {
        if (reply.status() / 100 == 2) {
            JsonNode session = reply.json();
            csrf = session.path("csrfToken").isTextual() ? session.path("csrfToken").asText() : null;
        }
        return reply;
    }

    private static String credentials(String name, String password) {
        return TestClient.JSON.createObjectNode().put("name", name).put("password", password).toString();
    }

    private Reply send(HttpRequest.Builder request, Map<String, String> headers) {
        headers.forEach(request::header);
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
}
