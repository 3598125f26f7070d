package org.heterodox.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a logged-in player must not be able to do to others, and what an attacker without the
 * player's browser must not be able to do: each refusal by itself.
 */
class AccountSecurityTest {
    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ada;
    private PlayerClient bea;
    private String game;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ada = PlayerClient.registered(fixture.server.port(), "Ada");
        bea = PlayerClient.registered(fixture.server.port(), "Bea");
        Reply created = ada.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}");
        game = created.json().path("game").path("id").asText();
        bea.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    @Test
    void aPlayerActsInNoGameTheyDoNotSitIn() {
        PlayerClient cid = PlayerClient.registered(fixture.server.port(), "Cid");
        ada.post("/api/games/" + game + "/moves", "{\"move\":\"e4\"}");
        for (String[] action : List.of(new String[] {"moves", "{\"move\":\"e5\"}"}, new String[] {"resign", "{}"},
                new String[] {"draw", "{\"action\":\"offer\"}"}, new String[] {"takeback", "{\"action\":\"offer\"}"},
                new String[] {"rematch", "{\"action\":\"offer\"}"}, new String[] {"abort", "{}"}, new String[] {"claim", "{}"},
                new String[] {"chat/mute", "{\"muted\":true}"})) {
            Reply refused = cid.post("/api/games/" + game + "/" + action[0], action[1]);
            assertThat(refused.status()).as(action[0] + ": " + refused.body()).isEqualTo(403);
        }
        assertThat(cid.post("/api/games/" + game + "/chat", "{\"room\":\"players\",\"text\":\"hi\"}").status()).isEqualTo(403);
        assertThat(cid.get("/api/games/" + game + "/chat?room=players").status()).isEqualTo(403);
        assertThat(fixture.client.get("/api/games/" + game).json().path("plies").asInt()).isEqualTo(1);
    }

    @Test
    void aPlayerActsInNoGameOverTheWebSocketOfAnotherSite() throws Exception {
        // Ada's browser opens the game's channel from another site's page: her cookie goes with the
        // handshake, but the server does not take the session, so the seat is not hers there.
        LinkedBlockingQueue<String> messages = new LinkedBlockingQueue<>();
        WebSocket socket = ada.http().newWebSocketBuilder().header("Origin", "https://evil.example")
                .buildAsync(URI.create("ws://127.0.0.1:" + fixture.server.port() + "/api/games/" + game + "/live"),
                        new WebSocket.Listener() {
                            private final StringBuilder text = new StringBuilder();

                            @Override
                            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                                text.append(data);
                                if (last) {
                                    messages.add(text.toString());
                                    text.setLength(0);
                                }
                                ws.request(1);
                                return CompletableFuture.completedFuture(null);
                            }
                        }).join();
        messages.poll(10, TimeUnit.SECONDS);
        socket.sendText("{\"action\":\"move\",\"move\":\"e4\"}", true).join();
        String answer = messages.poll(10, TimeUnit.SECONDS);
        assertThat(answer).contains("\"error\"").contains("401");
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        assertThat(fixture.client.get("/api/games/" + game).json().path("plies").asInt()).isZero();
    }

    @Test
    void noEndpointChangesAnotherPlayersAccount() {
        // The account endpoints act on the session's own account; a body cannot name another.
        Reply changed = ada.put("/api/account/password",
                "{\"currentPassword\":\"correct horse Bea\",\"newPassword\":\"stolen password\"}");
        assertThat(changed.status()).isEqualTo(401);
        Reply extra = ada.put("/api/account/password",
                "{\"name\":\"Bea\",\"currentPassword\":\"correct horse Ada\",\"newPassword\":\"stolen password\"}");
        assertThat(extra.status()).isEqualTo(400);
        Reply deleted = ada.send("DELETE", "/api/account", true);
        assertThat(deleted.status()).isEqualTo(400);
        assertThat(new PlayerClient(fixture.server.port()).login("Bea", "correct horse Bea").status()).isEqualTo(200);
        assertThat(fixture.client.get("/api/players/Bea").status()).isEqualTo(200);
        // Without a session, nothing at all.
        assertThat(new PlayerClient(fixture.server.port()).put("/api/account/password",
                "{\"currentPassword\":\"x\",\"newPassword\":\"long enough\"}").status()).isEqualTo(401);
    }

    @Test
    void aSessionIsReadOnlyWithItsOwnCookieAndItsTokenWorksOnlyWithIt() {
        // Bea's CSRF token with Ada's cookie is refused: the token belongs to one session.
        Reply crossed = ada.post("/api/games", "{\"variant\":\"chess\"}", Map.of("X-CSRF-Token", bea.csrf()));
        assertThat(crossed.status()).isEqualTo(403);
        // Nothing gives out cookies or CSRF tokens of others: the profile has neither.
        String profile = fixture.client.get("/api/players/Ada").body();
        assertThat(profile).doesNotContain(ada.csrf()).doesNotContain(ada.sessionCookie());
        // A guessed cookie opens nothing.
        PlayerClient guesser = new PlayerClient(fixture.server.port());
        guesser.sessionCookie(ada.sessionCookie().substring(1) + "A");
        assertThat(guesser.get("/api/session").json().path("name").isNull()).isTrue();
    }

    @Test
    void bruteForceLoginsAreSlowedPerAccountAndPerAddress() {
        PlayerClient guesser = new PlayerClient(fixture.server.port());
        int perAccount = LoginLimits.DEFAULTS.perAccount();
        for (int i = 0; i < perAccount; i++) {
            assertThat(guesser.login("Ada", "guess " + i).status()).isEqualTo(401);
        }
        HttpResponse<String> throttled = rawLogin("Ada", "correct horse Ada");
        assertThat(throttled.statusCode()).isEqualTo(429);
        assertThat(throttled.body()).contains("too many failed logins; try again in 15 minutes");
        assertThat(Long.parseLong(throttled.headers().firstValue("Retry-After").orElseThrow())).isBetween(1L, 900L);
        // Another name from the same address still logs in, until the address has failed too often.
        assertThat(guesser.login("Bea", "correct horse Bea").status()).isEqualTo(200);
        for (int i = perAccount; i < LoginLimits.DEFAULTS.perAddress(); i++) {
            guesser.login("Name" + i, "guess");
        }
        assertThat(guesser.login("Bea", "correct horse Bea").status()).isEqualTo(429);
    }

    @Test
    void changingThePasswordEndsTheOtherSessions() {
        PlayerClient laptop = new PlayerClient(fixture.server.port());
        laptop.login("Ada", "correct horse Ada");
        Reply changed = ada.put("/api/account/password",
                "{\"currentPassword\":\"correct horse Ada\",\"newPassword\":\"a new secret phrase\"}");
        assertThat(changed.status()).as(changed.body()).isEqualTo(204);
        assertThat(ada.get("/api/session").json().path("name").asText()).isEqualTo("Ada");
        assertThat(laptop.get("/api/session").json().path("name").isNull()).isTrue();
        assertThat(new PlayerClient(fixture.server.port()).login("Ada", "correct horse Ada").status()).isEqualTo(401);
        assertThat(new PlayerClient(fixture.server.port()).login("Ada", "a new secret phrase").status()).isEqualTo(200);
        assertThat(ada.put("/api/account/password", "{\"currentPassword\":\"a new secret phrase\",\"newPassword\":\"short\"}")
                .status()).isEqualTo(400);
    }

    @Test
    void aDeletedAccountsGamesStayUnderTheDeletedPlaceholder() {
        ada.post("/api/games/" + game + "/chat", "{\"room\":\"players\",\"text\":\"bye\"}");
        Reply wrong = ada.send("DELETE", "/api/account", true);
        assertThat(wrong.status()).isEqualTo(400);
        Reply deleted = deleteWith(ada, "correct horse Ada");
        assertThat(deleted.status()).as(deleted.body()).isEqualTo(204);
        assertThat(ada.get("/api/session").json().path("name").isNull()).isTrue();
        assertThat(new PlayerClient(fixture.server.port()).login("Ada", "correct horse Ada").status()).isEqualTo(401);
        assertThat(fixture.client.get("/api/players/Ada").status()).isEqualTo(404);
        JsonNode view = fixture.client.get("/api/games/" + game).json();
        assertThat(view.path("players").path("first").path("name").asText()).isEqualTo("deleted");
        assertThat(fixture.client.get("/api/games/" + game + "/pgn").body()).contains("[White \"deleted\"]")
                .doesNotContain("\"Ada\"");
        assertThat(bea.get("/api/games/" + game + "/chat?room=players").json().path("lines").get(0).path("author").asText())
                .isEqualTo("deleted");
        // The name stays taken: nobody can pose as the deleted player.
        assertThat(new PlayerClient(fixture.server.port()).register("ada", "another long phrase").status()).isEqualTo(409);
    }

    @Test
    void registrationsPerAddressAreCapped() throws Exception {
        fixture.close();
        // A fresh database: the registrations of the set-up are stored and would count against the address.
        fixture = ServerFixture.start(ServerFixture.config(data.resolve("fresh")).withLogin(LoginLimits.DEFAULTS));
        for (int i = 0; i < LoginLimits.DEFAULTS.registrationsPerAddress(); i++) {
            assertThat(new PlayerClient(fixture.server.port()).register("New" + i, "long enough phrase").status()).isEqualTo(201);
        }
        Reply refused = new PlayerClient(fixture.server.port()).register("OneMore", "long enough phrase");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.error()).startsWith("too many new accounts from your address");
    }

    @Test
    void refusedRegistrationsDoNotCountAgainstTheAddress() throws Exception {
        fixture.close();
        fixture = ServerFixture.start(ServerFixture.config(data.resolve("quota")).withLogin(LoginLimits.DEFAULTS));
        PlayerClient client = new PlayerClient(fixture.server.port());
        assertThat(client.register("Taken", "long enough phrase").status()).isEqualTo(201);
        for (int i = 0; i < 2 * LoginLimits.DEFAULTS.registrationsPerAddress(); i++) {
            assertThat(new PlayerClient(fixture.server.port()).register("Taken", "long enough phrase").status())
                    .isEqualTo(409);
            assertThat(new PlayerClient(fixture.server.port()).register("Weak" + i, "12345678").status()).isEqualTo(400);
        }
        // One success so far: the rest of the quota is still there.
        for (int i = 1; i < LoginLimits.DEFAULTS.registrationsPerAddress(); i++) {
            assertThat(new PlayerClient(fixture.server.port()).register("Fresh" + i, "long enough phrase").status())
                    .isEqualTo(201);
        }
        assertThat(new PlayerClient(fixture.server.port()).register("OneMore", "long enough phrase").status())
                .isEqualTo(429);
    }

    @Test
    void commonPasswordsAreRefusedAtRegistration() {
        for (String password : new String[] {"12345678", "password", "qwertyui"}) {
            Reply refused = new PlayerClient(fixture.server.port()).register("Carla", password);
            assertThat(refused.status()).as(password).isEqualTo(400);
            assertThat(refused.error()).contains("too easy to guess");
        }
        Reply twice = new PlayerClient(fixture.server.port()).register("Carlotta", "CarlottaCarlotta");
        assertThat(twice.status()).isEqualTo(400);
    }

    private Reply deleteWith(PlayerClient player, String password) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(fixture.client.base() + "/api/account"))
                .method("DELETE", HttpRequest.BodyPublishers.ofString("{\"password\":\"" + password + "\"}"))
                .header("Content-Type", "application/json").header("X-CSRF-Token", player.csrf());
        try {
            HttpResponse<String> response = player.http().send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body(), "");
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private HttpResponse<String> rawLogin(String name, String password) {
        try {
            return fixture.client.http().send(HttpRequest.newBuilder(URI.create(fixture.client.base() + "/api/session"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"" + name + "\",\"password\":\"" + password + "\"}"))
                    .header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
