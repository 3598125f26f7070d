package org.heterodox.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Login CSRF: another site's page must not be able to log a visitor into the attacker's account (or
 * register one for them). Such a page can send a "simple" cross-site request (a form or text body)
 * without the browser asking first; the server refuses both the body kinds and the foreign origin.
 */
class LoginCsrfTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    private static final String ATTACKER = "{\"name\":\"Mallory\",\"password\":\"mallory owns this one\"}";

    private HttpResponse<String> post(String path, String body, String contentType, String origin) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(fixture.client.base() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        if (origin != null) {
            request.header("Origin", origin);
        }
        return fixture.client.http().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aCrossSiteTextPlainLoginIsRefusedAndSetsNoCookie() throws Exception {
        new PlayerClient(fixture.server.port()).register("Mallory", "mallory owns this one");
        HttpResponse<String> response = post("/api/session", ATTACKER, "text/plain", "https://evil.example");
        assertThat(response.statusCode()).isBetween(400, 499);
        assertThat(response.headers().firstValue("Set-Cookie")).isEmpty();
    }

    @Test
    void loginAndRegistrationTakeJsonOnly() throws Exception {
        new PlayerClient(fixture.server.port()).register("Mallory", "mallory owns this one");
        for (String type : new String[] {"text/plain", "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x", null}) {
            HttpResponse<String> login = post("/api/session", ATTACKER, type, null);
            assertThat(login.statusCode()).as("login as " + type).isEqualTo(415);
            assertThat(login.body()).contains("application/json");
            assertThat(login.headers().firstValue("Set-Cookie")).isEmpty();
            HttpResponse<String> register = post("/api/accounts", "{\"name\":\"Victim" + Math.abs(String.valueOf(type).hashCode() % 1000)
                    + "\",\"password\":\"a phrase for the victim\"}", type, null);
            assertThat(register.statusCode()).as("registration as " + type).isEqualTo(415);
        }
        assertThat(post("/api/session", ATTACKER, "application/json; charset=utf-8", null).statusCode()).isEqualTo(200);
    }

    @Test
    void aForeignOriginIsRefusedEvenWithJsonAndWithoutASession() throws Exception {
        new PlayerClient(fixture.server.port()).register("Mallory", "mallory owns this one");
        HttpResponse<String> login = post("/api/session", ATTACKER, "application/json", "https://evil.example");
        assertThat(login.statusCode()).isEqualTo(403);
        assertThat(login.headers().firstValue("Set-Cookie")).isEmpty();
        HttpResponse<String> register = post("/api/accounts",
                "{\"name\":\"Planted\",\"password\":\"a planted phrase here\"}", "application/json", "https://evil.example");
        assertThat(register.statusCode()).isEqualTo(403);
        // The app's own page (same origin as the address it was served from) logs in.
        assertThat(post("/api/session", ATTACKER, "application/json", fixture.client.base()).statusCode()).isEqualTo(200);
    }

    @Test
    void aDnsRebindingPageIsRefusedThoughItsOriginMatchesItsHost() throws Exception {
        new PlayerClient(fixture.server.port()).register("Mallory", "mallory owns this one");
        // attacker.example resolves to this server: the browser names it as both the Host and the Origin.
        String authority = "attacker.example:" + fixture.server.port();
        String answer = raw("POST /api/session HTTP/1.1\r\nHost: " + authority + "\r\nOrigin: http://" + authority
                + "\r\nContent-Type: application/json\r\nContent-Length: " + ATTACKER.length()
                + "\r\nConnection: close\r\n\r\n" + ATTACKER);
        assertThat(answer).startsWith("HTTP/1.1 403").doesNotContain("Set-Cookie");
        // The same request from the server's own address is a login.
        String own = "127.0.0.1:" + fixture.server.port();
        assertThat(raw("POST /api/session HTTP/1.1\r\nHost: " + own + "\r\nOrigin: http://" + own
                + "\r\nContent-Type: application/json\r\nContent-Length: " + ATTACKER.length()
                + "\r\nConnection: close\r\n\r\n" + ATTACKER)).startsWith("HTTP/1.1 200");
    }

    private static String raw(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", fixture.server.port())) {
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
