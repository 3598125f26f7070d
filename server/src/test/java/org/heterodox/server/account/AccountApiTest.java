package org.heterodox.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registration, login sessions, CSRF, and games bound to accounts, through the HTTP API. */
class AccountApiTest {
    private static final String CASUAL = "{\"variant\":\"chess\",\"side\":\"first\"}";

    @TempDir
    Path data;
    private ServerFixture fixture;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private int port() {
        return fixture.server.port();
    }

    @Test
    void registeringLogsInWithAnHttpOnlySameSiteCookie() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(fixture.client.base() + "/api/accounts"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"Ada\",\"password\":\"analytical engine\"}"))
                .header("Content-Type", "application/json").build();
        HttpResponse<String> response = fixture.client.http().send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        String cookie = response.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie).startsWith("heterodox_session=").contains("HttpOnly").contains("SameSite=Lax")
                .contains("Path=/").doesNotContain("Secure");
        JsonNode session = TestClient.JSON.readTree(response.body());
        assertThat(session.path("name").asText()).isEqualTo("Ada");
        assertThat(session.path("csrfToken").asText()).hasSizeGreaterThan(30);
        // The password is neither echoed nor stored in the clear.
        assertThat(response.body()).doesNotContain("analytical engine");
    }

    @Test
    void theSessionNamesThePlayerUntilLogout() {
        PlayerClient ada = PlayerClient.registered(port(), "Ada");
        assertThat(ada.get("/api/session").json().path("name").asText()).isEqualTo("Ada");
        String cookie = ada.sessionCookie();
        assertThat(ada.logout().status()).isEqualTo(204);
        assertThat(ada.get("/api/session").json().path("name").isNull()).isTrue();
        // The ended session's cookie value opens nothing any more.
        ada.sessionCookie(cookie);
        assertThat(ada.get("/api/session").json().path("name").isNull()).isTrue();
    }

    @Test
    void namesAreUniqueWhateverTheirCaseAndFollowTheRules() {
        PlayerClient.registered(port(), "Ada");
        PlayerClient other = new PlayerClient(port());
        Reply taken = other.register("ADA", "another long phrase");
        assertThat(taken.status()).isEqualTo(409);
        assertThat(taken.error()).contains("taken");
        assertThat(other.register("1ada", "long enough phrase").status()).isEqualTo(400);
        assertThat(other.register("a", "long enough phrase").status()).isEqualTo(400);
        assertThat(other.register("a<script>", "long enough phrase").status()).isEqualTo(400);
        assertThat(other.register("Deleted", "long enough phrase").error()).contains("reserved");
        assertThat(other.register("Bea", "short").error()).contains("at least 8");
        assertThat(other.register("Bea", "x".repeat(201)).error()).contains("at most 200");
        assertThat(other.register("Beatrice", "beatrice").error()).contains("must not be the user name");
        assertThat(other.register("Bea", null).status()).isEqualTo(400);
    }

    @Test
    void aWrongPasswordAndAnUnknownNameGetTheSameRefusal() {
        PlayerClient.registered(port(), "Ada");
        PlayerClient stranger = new PlayerClient(port());
        Reply wrong = stranger.login("Ada", "not the password");
        Reply unknown = stranger.login("Nobody", "not the password");
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(unknown.status()).isEqualTo(401);
        assertThat(wrong.error()).isEqualTo(unknown.error()).isEqualTo("wrong user name or password");
        assertThat(stranger.sessionCookie()).isNull();
        Reply right = stranger.login("ada", "correct horse Ada");
        assertThat(right.status()).as(right.body()).isEqualTo(200);
        assertThat(right.json().path("name").asText()).isEqualTo("Ada");
    }

    @Test
    void aLoginNeverKeepsTheCookieValueItCameWith() {
        PlayerClient ada = PlayerClient.registered(port(), "Ada");
        String before = ada.sessionCookie();
        assertThat(ada.login("Ada", "correct horse Ada").status()).isEqualTo(200);
        String after = ada.sessionCookie();
        assertThat(after).isNotEqualTo(before);
        // The value that was in the browser before the login (possibly planted) is dead.
        PlayerClient planted = new PlayerClient(port());
        planted.sessionCookie(before);
        assertThat(planted.get("/api/session").json().path("name").isNull()).isTrue();
    }

    @Test
    void aStateChangingRequestWithTheSessionCookieNeedsTheCsrfToken() {
        PlayerClient ada = PlayerClient.registered(port(), "Ada");
        Reply forged = ada.postWithoutCsrf("/api/games", CASUAL);
        assertThat(forged.status()).isEqualTo(403);
        assertThat(forged.error()).isEqualTo("missing or wrong CSRF token");
        Reply wrong = ada.post("/api/games", CASUAL, Map.of("X-CSRF-Token", "guessed"));
        assertThat(wrong.status()).isEqualTo(403);
        Reply otherSite = ada.post("/api/games", CASUAL, Map.of("Origin", "https://evil.example"));
        assertThat(otherSite.status()).isEqualTo(403);
        assertThat(otherSite.error()).isEqualTo("cross-site request refused");
        Reply sameSite = ada.post("/api/games", CASUAL, Map.of("Origin", fixture.client.base()));
        assertThat(sameSite.status()).as(sameSite.body()).isEqualTo(201);
        // Logging out is state-changing too: a forged logout does not end the session.
        assertThat(ada.send("DELETE", "/api/session", false).status()).isEqualTo(403);
        assertThat(ada.get("/api/session").json().path("name").asText()).isEqualTo("Ada");
    }

    @Test
    void anonymousRequestsNeedNoCsrfToken() {
        assertThat(fixture.client.post("/api/games", CASUAL).status()).isEqualTo(201);
    }

    @Test
    void aLoggedInPlayersSeatIsBoundToTheAccountAndTheSessionActsForIt() {
        PlayerClient ada = PlayerClient.registered(port(), "Ada");
        PlayerClient bea = PlayerClient.registered(port(), "Bea");
        PlayerClient cid = PlayerClient.registered(port(), "Cid");
        JsonNode created = ada.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\",\"name\":\"Pretender\"}").json();
        String id = created.path("game").path("id").asText();
        Reply joined = bea.post("/api/invites/" + created.path("inviteCode").asText(), "{\"name\":\"Someone\"}");
        assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        JsonNode players = joined.json().path("game").path("players");
        assertThat(players.path("first").path("name").asText()).isEqualTo("Ada");
        assertThat(players.path("first").path("account").asText()).isEqualTo("Ada");
        assertThat(players.path("second").path("account").asText()).isEqualTo("Bea");

        assertThat(ada.post("/api/games/" + id + "/moves", "{\"move\":\"e4\"}").status()).isEqualTo(200);
        Reply intruder = cid.post("/api/games/" + id + "/moves", "{\"move\":\"e5\"}");
        assertThat(intruder.status()).isEqualTo(403);
        assertThat(fixture.client.post("/api/games/" + id + "/moves", "{\"move\":\"e5\"}").status()).isEqualTo(401);
        assertThat(bea.post("/api/games/" + id + "/moves", "{\"move\":\"e5\"}").status()).isEqualTo(200);
        // The seat token keeps working alongside the session.
        Reply byToken = fixture.client.post("/api/games/" + id + "/moves", "{\"move\":\"Nf3\"}",
                created.path("token").asText());
        assertThat(byToken.status()).as(byToken.body()).isEqualTo(200);
        // Logged out, the account's seat is no longer the browser's (without its token).
        bea.logout();
        assertThat(bea.post("/api/games/" + id + "/resign", "{}").status()).isEqualTo(401);
    }

    @Test
    void ratedGamesNeedAccountsAndNeverTheEngine() {
        Reply anonymous = fixture.client.post("/api/games", "{\"variant\":\"chess\",\"rated\":true}");
        assertThat(anonymous.status()).isEqualTo(403);
        assertThat(anonymous.error()).isEqualTo("log in to create a rated game");
        PlayerClient ada = PlayerClient.registered(port(), "Ada");
        Reply engine = ada.post("/api/games", "{\"variant\":\"chess\",\"rated\":true,\"opponent\":{\"type\":\"engine\"}}");
        assertThat(engine.status()).isEqualTo(400);
        Reply rated = ada.post("/api/games", "{\"variant\":\"unachess\",\"rated\":true}");
        assertThat(rated.status()).as(rated.body()).isEqualTo(201);
        assertThat(rated.json().path("game").path("rated").asBoolean()).isTrue();
        String code = rated.json().path("inviteCode").asText();
        Reply anonymousJoin = fixture.client.post("/api/invites/" + code, "{}");
        assertThat(anonymousJoin.status()).isEqualTo(403);
        assertThat(anonymousJoin.error()).isEqualTo("log in to play a rated game");
        Reply ownGame = ada.post("/api/invites/" + code, "{}");
        assertThat(ownGame.status()).isEqualTo(409);
        PlayerClient bea = PlayerClient.registered(port(), "Bea");
        assertThat(bea.post("/api/invites/" + code, "{}").status()).isEqualTo(200);
        assertThat(fixture.client.get("/api/games?status=live").json().path("games").get(0).path("rated").asBoolean())
                .isTrue();
    }
}
