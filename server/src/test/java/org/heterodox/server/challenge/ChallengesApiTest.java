package org.heterodox.server.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.moderation.ModerationStore;
import org.heterodox.server.moderation.Role;
import org.heterodox.server.moderation.RoleGrants;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Challenges through the API and the challenge channel: sending, listing, accepting, declining, cancelling, the refusals. */
class ChallengesApiTest {
    private static final String RATED_BLITZ = "\"variant\":\"unachess\",\"rated\":true,\"side\":\"first\","
            + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":300,\"incrementSeconds\":3}";

    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ada;
    private PlayerClient bea;
    private PlayerClient cyd;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ada = PlayerClient.registered(fixture.server.port(), "Ada");
        bea = PlayerClient.registered(fixture.server.port(), "Bea");
        cyd = PlayerClient.registered(fixture.server.port(), "Cyd");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private Reply challenge(PlayerClient from, String to) {
        return from.post("/api/challenges", "{\"to\":\"" + to + "\"," + RATED_BLITZ + "}");
    }

    private String challengeId(PlayerClient from, String to) {
        Reply sent = challenge(from, to);
        assertThat(sent.status()).as(sent.body()).isEqualTo(201);
        return sent.json().path("id").asText();
    }

    private TestSocket channel(PlayerClient player) {
        return TestSocket.openPath(player.http(), fixture.server.port(), "/api/challenges/live");
    }

    private static boolean type(JsonNode message, String type) {
        return message.path("type").asText().equals(type);
    }

    @Test
    void theChallengedPlayerHearsOfAChallengeAcceptsItAndBothAreInTheGame() {
        try (TestSocket adaLive = channel(ada); TestSocket beaLive = channel(bea)) {
            assertThat(beaLive.next().path("incoming")).isEmpty();
            adaLive.next();
            Reply sent = challenge(ada, "bea");
            assertThat(sent.status()).as(sent.body()).isEqualTo(201);
            OpenApiSchemas.conforms("Challenge", sent.json());
            assertThat(sent.json().path("challenged").asText()).as("the name as registered").isEqualTo("Bea");
            String id = sent.json().path("id").asText();

            JsonNode heard = beaLive.until(m -> type(m, "challenges") && m.path("incoming").size() == 1);
            OpenApiSchemas.conforms("ChallengeList", heard);
            JsonNode incoming = heard.path("incoming").get(0);
            assertThat(incoming.path("challenger").asText()).isEqualTo("Ada");
            assertThat(incoming.path("variant").asText()).isEqualTo("unachess");
            assertThat(incoming.path("rated").asBoolean()).isTrue();
            assertThat(incoming.path("timeControl").path("initialSeconds").asInt()).isEqualTo(300);
            JsonNode listed = ada.get("/api/challenges").json();
            OpenApiSchemas.conforms("ChallengeList", listed);
            assertThat(listed.path("outgoing").get(0).path("id").asText()).isEqualTo(id);
            assertThat(bea.get("/api/challenges").json().path("incoming").get(0).path("id").asText()).isEqualTo(id);

            Reply accepted = bea.post("/api/challenges/" + id + "/accept", "{}");
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(201);
            OpenApiSchemas.conforms("SeatGrant", accepted.json());
            JsonNode game = accepted.json().path("game");
            assertThat(game.path("status").asText()).isEqualTo("live");
            assertThat(game.path("rated").asBoolean()).isTrue();
            assertThat(game.path("variant").asText()).isEqualTo("unachess");
            assertThat(game.path("players").path("first").path("account").asText()).isEqualTo("Ada");
            assertThat(game.path("players").path("second").path("account").asText()).isEqualTo("Bea");
            assertThat(accepted.json().path("seat").asText()).isEqualTo("second");

            JsonNode told = adaLive.until(m -> type(m, "challenge-accepted"));
            OpenApiSchemas.conforms("ChallengeAcceptedMessage", told);
            assertThat(told.path("gameId").asText()).isEqualTo(game.path("id").asText());
            // The challenger plays with their session.
            Reply move = ada.post("/api/games/" + told.path("gameId").asText() + "/moves", "{\"move\":\"K@e1\"}");
            assertThat(move.status()).as(move.body()).isEqualTo(200);
            beaLive.until(m -> type(m, "challenges") && m.path("incoming").isEmpty());
            assertThat(ada.get("/api/challenges").json().path("outgoing")).isEmpty();

            Reply again = bea.post("/api/challenges/" + id + "/accept", "{}");
            assertThat(again.status()).isEqualTo(409);
            assertThat(again.error()).isEqualTo("the challenge was already accepted");
        }
    }

    @Test
    void aDeclinedChallengeTellsTheChallengerWhy() {
        try (TestSocket adaLive = channel(ada)) {
            adaLive.next();
            String id = challengeId(ada, "Bea");
            Reply bad = bea.post("/api/challenges/" + id + "/decline", "{\"reason\":\"boring\"}");
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.error()).contains("'reason' must be one of generic, later, tooFast");
            assertThat(ada.post("/api/challenges/" + id + "/decline", "{}").status()).as("the challenger").isEqualTo(403);
            assertThat(bea.post("/api/challenges/" + id + "/decline", "{\"reason\":\"tooFast\"}").status()).isEqualTo(204);
            JsonNode told = adaLive.until(m -> type(m, "challenge-declined"));
            OpenApiSchemas.conforms("ChallengeDeclinedMessage", told);
            assertThat(told.path("player").asText()).isEqualTo("Bea");
            assertThat(told.path("reason").asText()).isEqualTo("tooFast");
            assertThat(bea.post("/api/challenges/" + id + "/accept", "{}").status()).isEqualTo(409);
        }
        // Without a body the reason is generic.
        String second = challengeId(ada, "Bea");
        assertThat(bea.post("/api/challenges/" + second + "/decline", "").status()).isEqualTo(204);
    }

    @Test
    void theChallengerCancelsAndNobodyElseDoes() {
        String id = challengeId(ada, "Bea");
        assertThat(bea.delete("/api/challenges/" + id).status()).isEqualTo(403);
        assertThat(cyd.delete("/api/challenges/" + id).status()).isEqualTo(403);
        assertThat(ada.delete("/api/challenges/" + id).status()).isEqualTo(204);
        assertThat(bea.get("/api/challenges").json().path("incoming")).isEmpty();
        Reply late = bea.post("/api/challenges/" + id + "/accept", "{}");
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.error()).isEqualTo("the challenge was already cancelled");
        assertThat(ada.delete("/api/challenges/" + id).status()).isEqualTo(409);
        assertThat(bea.post("/api/challenges/nosuchchallenge/accept", "{}").status()).isEqualTo(404);
    }

    @Test
    void anExpiredChallengeIsNeitherListedNorAccepted() {
        String id = challengeId(ada, "Bea");
        try (Database database = Database.open(Database.h2Url(data))) {
            database.jdbi().useHandle(h -> h.createUpdate("UPDATE challenges SET expires_at = 1 WHERE id = :id")
                    .bind("id", id).execute());
        }
        assertThat(bea.get("/api/challenges").json().path("incoming")).isEmpty();
        assertThat(ada.get("/api/challenges").json().path("outgoing")).isEmpty();
        Reply late = bea.post("/api/challenges/" + id + "/accept", "{}");
        assertThat(late.status()).isEqualTo(410);
        assertThat(late.error()).isEqualTo("the challenge expired");
        assertThat(bea.post("/api/challenges/" + id + "/decline", "{}").status()).isEqualTo(410);
        // It no longer counts: Ada may challenge Bea again.
        assertThat(challenge(ada, "Bea").status()).isEqualTo(201);
    }

    @Test
    void onlyTheChallengedPlayerAccepts() {
        String id = challengeId(ada, "Bea");
        Reply stranger = cyd.post("/api/challenges/" + id + "/accept", "{}");
        assertThat(stranger.status()).isEqualTo(403);
        assertThat(stranger.error()).isEqualTo("only the challenged player can accept a challenge");
        assertThat(ada.post("/api/challenges/" + id + "/accept", "{}").status()).isEqualTo(403);
        assertThat(bea.post("/api/challenges/" + id + "/accept", "{}").status()).isEqualTo(201);
    }

    @Test
    void challengesNeedALoginAndTheCsrfToken() {
        Reply anonymous = fixture.client.post("/api/challenges", "{\"to\":\"Bea\"," + RATED_BLITZ + "}");
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error()).isEqualTo("log in first");
        assertThat(fixture.client.get("/api/challenges").status()).isEqualTo(401);
        String id = challengeId(ada, "Bea");
        assertThat(fixture.client.post("/api/challenges/" + id + "/accept", "{}").status()).isEqualTo(401);
        assertThat(fixture.client.post("/api/challenges/" + id + "/decline", "{}").status()).isEqualTo(401);
        assertThat(new PlayerClient(fixture.server.port()).delete("/api/challenges/" + id).status()).isEqualTo(401);
        Reply forged = cyd.postWithoutCsrf("/api/challenges", "{\"to\":\"Bea\"," + RATED_BLITZ + "}");
        assertThat(forged.status()).isEqualTo(403);
        assertThat(forged.error()).isEqualTo("missing or wrong CSRF token");
        assertThat(bea.postWithoutCsrf("/api/challenges/" + id + "/accept", "{}").status()).isEqualTo(403);
        assertThat(bea.get("/api/challenges").json().path("incoming")).hasSize(1);
        try (TestSocket anonymousLive = TestSocket.openPath(new PlayerClient(fixture.server.port()).http(),
                fixture.server.port(), "/api/challenges/live")) {
            JsonNode refused = anonymousLive.next();
            assertThat(refused.path("status").asInt()).isEqualTo(401);
        }
    }

    @Test
    void badChallengesAreRefusedWithTheReason() {
        Reply unknown = challenge(ada, "Nobody");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.error()).isEqualTo("no player named 'Nobody'");
        Reply self = challenge(ada, "ADA");
        assertThat(self.status()).isEqualTo(400);
        assertThat(self.error()).isEqualTo("you cannot challenge yourself");
        // The game, options and time control are read as POST /api/games reads them, with the same errors.
        for (String fields : new String[] {"\"variant\":\"nochess\"", "\"variant\":\"chess:no-such-option\"",
                "\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":300}",
                "\"variant\":\"chess\",\"timeControl\":{\"type\":\"correspondence\",\"days\":99}",
                "\"variant\":\"chess\",\"side\":\"left\"", "\"variant\":\"chess\",\"colour\":\"white\""}) {
            Reply refused = ada.post("/api/challenges", "{\"to\":\"Bea\"," + fields + "}");
            Reply created = ada.post("/api/games", "{" + fields + "}");
            assertThat(refused.status()).as(fields).isEqualTo(400);
            assertThat(created.status()).as(fields).isEqualTo(400);
            if (!fields.contains("colour")) {
                assertThat(refused.error()).as(fields).isEqualTo(created.error());
            }
        }
        assertThat(ada.post("/api/challenges", "{\"variant\":\"chess\"}").status()).as("no 'to'").isEqualTo(400);
        assertThat(ada.post("/api/challenges", "{\"to\":\"" + "x".repeat(50) + "\",\"variant\":\"chess\"}").status())
                .isEqualTo(400);
        assertThat(challenge(ada, "Bea").status()).isEqualTo(201);
        Reply twice = challenge(ada, "bea");
        assertThat(twice.status()).isEqualTo(409);
        assertThat(twice.error()).contains("you already have an open challenge to Bea");
    }

    @Test
    void aPlayerHasAtMostFiveOpenChallengesAndSendsAtMostTwentyAnHour() {
        for (int i = 0; i < 5; i++) {
            PlayerClient.registered(fixture.server.port(), "Opp" + i);
            assertThat(challenge(ada, "Opp" + i).status()).isEqualTo(201);
        }
        Reply sixth = challenge(ada, "Bea");
        assertThat(sixth.status()).isEqualTo(429);
        assertThat(sixth.error()).contains("5 open challenges");
        // Cancelled challenges free a place but still count against the hour.
        for (int i = 5; i < ChallengeService.MAX_PER_HOUR; i++) {
            String oldest = ada.get("/api/challenges").json().path("outgoing").get(0).path("id").asText();
            assertThat(ada.delete("/api/challenges/" + oldest).status()).isEqualTo(204);
            assertThat(challenge(ada, "Opp" + (i % 5)).status()).isEqualTo(201);
        }
        String oldest = ada.get("/api/challenges").json().path("outgoing").get(0).path("id").asText();
        assertThat(ada.delete("/api/challenges/" + oldest).status()).isEqualTo(204);
        Reply quota = challenge(ada, "Bea");
        assertThat(quota.status()).isEqualTo(429);
        assertThat(quota.error()).contains("20 challenges in the last hour");
    }

    @Test
    void aBannedPlayerNeitherChallengesNorAccepts() {
        String id = challengeId(ada, "Bea");
        String other = challengeId(cyd, "Ada");
        try (Database database = Database.open(Database.h2Url(data))) {
            new RoleGrants(new ModerationStore(database.jdbi()),
                    new AccountService(new AccountStore(database.jdbi()), new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS), System::currentTimeMillis),
                    System::currentTimeMillis).grant("Cyd", Role.MODERATOR);
        }
        Reply ban = cyd.post("/api/moderation/sanctions", "{\"player\":\"Bea\",\"kind\":\"ban\",\"days\":null,"
                + "\"reason\":\"abuse\"}");
        assertThat(ban.status()).as(ban.body()).isEqualTo(201);
        Reply accept = bea.post("/api/challenges/" + id + "/accept", "{}");
        assertThat(accept.status()).isEqualTo(403);
        assertThat(accept.error()).startsWith("you are banned from playing");
        Reply send = challenge(bea, "Cyd");
        assertThat(send.status()).isEqualTo(403);
        assertThat(send.error()).startsWith("you are banned from playing");
        assertThat(ada.post("/api/challenges/" + other + "/accept", "{}").status()).as("others still play").isEqualTo(201);
    }
}
