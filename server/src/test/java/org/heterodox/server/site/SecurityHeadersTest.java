package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every answer forbids framing by other sites and carries the content security policy; odd paths get JSON errors. */
class SecurityHeadersTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    private HttpResponse<String> get(String path) throws Exception {
        return fixture.client.http().send(HttpRequest.newBuilder(URI.create(fixture.client.base() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void pagesAndApiAnswersCannotBeFramedByAnotherSite() throws Exception {
        for (String path : new String[] {"/", "/api/health", "/api/games/nosuchgame", "/no/such/page"}) {
            HttpResponse<String> response = get(path);
            String policy = response.headers().firstValue("Content-Security-Policy").orElse("");
            assertThat(policy).as(path).contains("frame-ancestors 'none'").contains("default-src 'self'");
            assertThat(response.headers().firstValue("X-Frame-Options")).as(path).contains("DENY");
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(path).contains("nosniff");
        }
    }

    @Test
    void onlyTheEnginesWorkerMayEvaluateCode() throws Exception {
        for (String path : new String[] {"/", "/api/health", "/engine.js", "/engines/x.js"}) {
            assertThat(get(path).headers().firstValue("Content-Security-Policy").orElse("")).as(path).doesNotContain("'unsafe-eval'");
        }
        String worker = get("/engine/heterodox-engine.js").headers().firstValue("Content-Security-Policy").orElse("");
        assertThat(worker).contains("script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'").contains("frame-ancestors 'none'");
    }

    @Test
    void aPathWithAnEncodedControlCharacterGetsAJsonError() throws Exception {
        for (String path : new String[] {"/api/db/games/4%00", "/api/games/4%00", "/api/games/%2e%2e%2f", "/api/games/a%0ab"}) {
            String answer = raw("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertThat(answer).as(path).matches("(?s)HTTP/1.1 4\\d\\d .*");
            assertThat(answer).as(path).containsIgnoringCase("Content-Type: application/json").contains("\"error\"")
                    .doesNotContain("<html");
        }
    }

    private static String raw(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", fixture.server.port())) {
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
