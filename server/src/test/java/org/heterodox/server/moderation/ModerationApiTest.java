package org.heterodox.server.moderation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.TestSocket;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reports, the moderators' routes, sanctions and their enforcement, and every refusal. */
class ModerationApiTest {
    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ann;
    private PlayerClient bob;
    private PlayerClient mod;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ann = PlayerClient.registered(fixture.server.port(), "Ann");
        bob = PlayerClient.registered(fixture.server.port(), "Bob");
        mod = PlayerClient.registered(fixture.server.port(), "Mia");
        Moderators.grant(data, "Mia", Role.MODERATOR);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private static String json(String... pairs) {
        var node = TestClient.JSON.createObjectNode();
        for (int i = 0; i < pairs.length; i += 2) {
            node.put(pairs[i], pairs[i + 1]);
        }
        return node.toString();
    }

    /** A game of Ann (first) against Bob, both logged in; its id. */
    private String annAgainstBob() {
        Reply created = ann.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        Reply joined = bob.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}");
        assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        return created.json().path("game").path("id").asText();
    }

    private Reply say(PlayerClient who, String game, String text) {
        return who.post("/api/games/" + game + "/chat", json("room", "players", "text", text));
    }

    private Reply reportLine(PlayerClient who, String game, String room, long seq, String reason) {
        return who.post("/api/reports", "{\"kind\":\"chat\",\"game\":\"" + game + "\",\"room\":\"" + room + "\",\"seq\":"
                + seq + ",\"reason\":\"" + reason + "\"}");
    }

    private Reply sanction(String player, String kind, Integer days, String reason) {
        return mod.post("/api/moderation/sanctions", "{\"player\":\"" + player + "\",\"kind\":\"" + kind + "\",\"days\":"
                + days + ",\"reason\":\"" + reason + "\"}");
    }

    @Test
    void aReportedChatLineReachesTheModeratorWithItsTextAndAMuteSilencesItsAuthor() {
        String game = annAgainstBob();
        assertThat(say(bob, game, "you are a fool").status()).isEqualTo(201);
        Reply reported = reportLine(ann, game, "players", 1, "insults");
        assertThat(reported.status()).as(reported.body()).isEqualTo(201);
        assertThat(reportLine(ann, game, "players", 1, "again").status()).as("one open report per target").isEqualTo(409);

        Reply reports = mod.get("/api/moderation/reports");
        assertThat(reports.status()).as(reports.body()).isEqualTo(200);
        JsonNode report = reports.json().path("reports").get(0);
        OpenApiSchemas.conforms("Report", report);
        assertThat(report.path("kind").asText()).isEqualTo("chat");
        assertThat(report.path("player").asText()).isEqualTo("Bob");
        assertThat(report.path("reporter").asText()).isEqualTo("Ann");
        assertThat(report.path("reason").asText()).isEqualTo("insults");
        assertThat(report.path("evidence").path("text").asText()).isEqualTo("you are a fool");
        assertThat(report.path("evidence").path("game").asText()).isEqualTo(game);

        Reply muted = sanction("Bob", "mute", 1, "insulting opponents");
        assertThat(muted.status()).as(muted.body()).isEqualTo(201);
        OpenApiSchemas.conforms("Sanction", muted.json());
        assertThat(muted.json().path("until").asLong()).isGreaterThan(System.currentTimeMillis() + 23 * 3600_000L);
        Reply refused = say(bob, game, "sorry");
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error()).startsWith("you are muted until ").endsWith(": insulting opponents");
        Reply italian = bob.post("/api/games/" + game + "/chat", json("room", "players", "text", "scusa"),
                java.util.Map.of("Accept-Language", "it"));
        assertThat(italian.error()).startsWith("non puoi scrivere in chat fino a ").endsWith(": insulting opponents");
        assertThat(say(ann, game, "thanks").status()).as("the reporter still chats").isEqualTo(201);
        // Bob is told why, with the end.
        JsonNode session = bob.get("/api/session").json();
        OpenApiSchemas.conforms("Session", session);
        assertThat(session.path("sanctions").get(0).path("kind").asText()).isEqualTo("mute");
        assertThat(session.path("sanctions").get(0).path("reason").asText()).isEqualTo("insulting opponents");
        assertThat(mod.get("/api/session").json().path("roles").get(0).asText()).isEqualTo("moderator");
        // Muted, Bob still plays.
        assertThat(bob.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}").status()).isEqualTo(201);

        Reply resolved = mod.post("/api/moderation/reports/" + reported.json().path("id").asLong() + "/resolve",
                json("reason", "muted a day"));
        assertThat(resolved.status()).as(resolved.body()).isEqualTo(200);
        assertThat(resolved.json().path("status").asText()).isEqualTo("resolved");
        assertThat(resolved.json().path("resolvedBy").asText()).isEqualTo("Mia");
        assertThat(mod.post("/api/moderation/reports/" + reported.json().path("id").asLong() + "/resolve",
                json("reason", "twice")).status()).isEqualTo(409);
        assertThat(mod.get("/api/moderation/reports").json().path("reports")).as("open ones only").isEmpty();
        assertThat(mod.get("/api/moderation/reports?status=all").json().path("reports")).hasSize(1);
        assertThat(reportLine(ann, game, "players", 1, "once more").status()).as("resolved: may report again")
                .isEqualTo(201);

        JsonNode active = mod.get("/api/moderation/sanctions").json().path("sanctions");
        assertThat(active).hasSize(1);
        long id = active.get(0).path("id").asLong();
        Reply lifted = mod.delete("/api/moderation/sanctions/" + id, json("reason", "apologised"));
        assertThat(lifted.status()).as(lifted.body()).isEqualTo(200);
        assertThat(lifted.json().has("lifted")).isTrue();
        assertThat(mod.delete("/api/moderation/sanctions/" + id, json("reason", "again")).status()).isEqualTo(409);
        assertThat(say(bob, game, "sorry").status()).isEqualTo(201);
        assertThat(bob.get("/api/session").json().path("sanctions")).isEmpty();

        JsonNode log = mod.get("/api/moderation/log").json().path("entries");
        log.forEach(entry -> OpenApiSchemas.conforms("ModerationLogEntry", entry));
        assertThat(log).extracting(e -> e.path("action").asText())
                .containsExactly("lift", "report", "resolve", "mute", "report", "grant");
        assertThat(log.get(0).path("actor").asText()).isEqualTo("Mia");
        assertThat(log.get(0).path("reason").asText()).isEqualTo("apologised");
        assertThat(log.get(3).path("target").asText()).isEqualTo("Bob");
        assertThat(mod.get("/api/moderation/log?limit=2&offset=1").json().path("entries"))
                .extracting(e -> e.path("action").asText()).containsExactly("report", "resolve");
    }

    @Test
    void reportsAreRefusedWithTheReason() {
        Reply anonymous = new TestClient(fixture.server.port()).post("/api/reports",
                json("kind", "player", "player", "Bob", "reason", "cheats"));
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(ann.post("/api/reports", json("kind", "gossip", "player", "Bob", "reason", "x")).status()).isEqualTo(400);
        assertThat(ann.post("/api/reports", json("kind", "player", "player", "Bob")).error()).contains("'reason'");
        assertThat(ann.post("/api/reports", json("kind", "player", "player", "Bob", "reason", "x".repeat(501))).error())
                .contains("500");
        assertThat(ann.post("/api/reports", json("kind", "player", "reason", "x")).error()).contains("'player'");
        assertThat(ann.post("/api/reports", json("kind", "player", "player", "Nobody", "reason", "x")).status())
                .isEqualTo(404);
        assertThat(ann.post("/api/reports", json("kind", "player", "player", "ann", "reason", "me")).error())
                .isEqualTo("you cannot report yourself");
        assertThat(ann.post("/api/reports", json("kind", "tournament", "tournament", "zzzz", "reason", "x")).status())
                .isEqualTo(404);
        assertThat(reportLine(ann, "zzzz", "players", 1, "x").status()).isEqualTo(404);
        String game = annAgainstBob();
        assertThat(reportLine(ann, game, "players", 1, "x").status()).as("no such line").isEqualTo(404);
        assertThat(reportLine(ann, game, "lounge", 1, "x").status()).isEqualTo(400);
        assertThat(ann.post("/api/reports", "{\"kind\":\"chat\",\"game\":\"" + game + "\",\"room\":\"players\",\"seq\":0,"
                + "\"reason\":\"x\"}").status()).isEqualTo(400);
        assertThat(say(ann, game, "hello").status()).isEqualTo(201);
        assertThat(reportLine(ann, game, "players", 1, "x").error()).isEqualTo("you cannot report your own line");
        // Mia is not in the game: she may not read, so not report, the players' room.
        assertThat(reportLine(mod, game, "players", 1, "x").status()).isEqualTo(403);
        Reply player = ann.post("/api/reports", json("kind", "player", "player", "Bob", "reason", "cheats"));
        assertThat(player.status()).isEqualTo(201);
        JsonNode evidence = mod.get("/api/moderation/reports").json().path("reports").get(0).path("evidence");
        assertThat(evidence.path("games").get(0).asText()).as("Bob's recent games").isEqualTo(game);
        assertThat(ann.postWithoutCsrf("/api/reports", json("kind", "player", "player", "Mia", "reason", "x")).status())
                .isEqualTo(403);
    }

    @Test
    void aPlayerMakesAtMostTenReportsAnHour() {
        // Anonymous spectators' lines: five a game (the chat's burst), reported one by one.
        for (int i = 0; i < 3; i++) {
            String game = fixture.newChessGame().id();
            for (int line = 1; line <= 4; line++) {
                Reply said = fixture.client.post("/api/games/" + game + "/chat",
                        json("room", "spectators", "text", "spam " + line));
                assertThat(said.status()).as(said.body()).isEqualTo(201);
                Reply reported = reportLine(ann, game, "spectators", line, "spam");
                assertThat(reported.status()).as("report %d: %s", i * 4 + line, reported.body())
                        .isEqualTo(i * 4 + line <= 10 ? 201 : 429);
            }
        }
        assertThat(reportLine(ann, "zzzz", "players", 1, "x").error()).contains("at most 10 reports an hour");
        assertThat(bob.post("/api/reports", json("kind", "player", "player", "Ann", "reason", "x")).status())
                .as("another player's reports count apart").isEqualTo(201);
    }

    @Test
    void onlyModeratorsUseTheModerationRoutes() {
        TestClient anonymous = new TestClient(fixture.server.port());
        String sanction = "{\"player\":\"Bob\",\"kind\":\"warn\",\"reason\":\"x\"}";
        assertThat(anonymous.get("/api/moderation/reports").status()).isEqualTo(401);
        assertThat(anonymous.get("/api/moderation/log").status()).isEqualTo(401);
        assertThat(anonymous.post("/api/moderation/sanctions", sanction).status()).isEqualTo(401);
        for (PlayerClient player : new PlayerClient[] {ann, bob}) {
            assertThat(player.get("/api/moderation/reports").status()).isEqualTo(403);
            assertThat(player.get("/api/moderation/sanctions").status()).isEqualTo(403);
            assertThat(player.get("/api/moderation/log").status()).isEqualTo(403);
            assertThat(player.post("/api/moderation/sanctions", sanction).error()).isEqualTo("only moderators may do this");
            assertThat(player.post("/api/moderation/reports/1/resolve", json("reason", "x")).status()).isEqualTo(403);
            assertThat(player.delete("/api/moderation/sanctions/1", json("reason", "x")).status()).isEqualTo(403);
            assertThat(player.delete("/api/tournaments/abc", json("reason", "x")).status()).isEqualTo(403);
        }
        assertThat(bob.get("/api/session").json().path("sanctions")).isEmpty();
        assertThat(mod.postWithoutCsrf("/api/moderation/sanctions", sanction).status()).isEqualTo(403);
        // A moderator's bad input.
        assertThat(sanction("Nobody", "mute", 1, "x").status()).isEqualTo(404);
        assertThat(sanction("Bob", "jail", 1, "x").error()).contains("warn, mute, ban or close");
        assertThat(sanction("Bob", "mute", 0, "x").error()).contains("'days'");
        assertThat(sanction("Bob", "mute", 3651, "x").status()).isEqualTo(400);
        assertThat(sanction("Bob", "mute", 1, "").error()).isEqualTo("'reason' is required");
        assertThat(sanction("Mia", "ban", null, "x").error()).isEqualTo("you cannot sanction yourself");
        assertThat(mod.post("/api/moderation/sanctions", "{\"player\":\"Bob\",\"kind\":\"mute\",\"days\":\"1\","
                + "\"reason\":\"x\"}").status()).isEqualTo(400);
        assertThat(mod.get("/api/moderation/reports?status=closed").status()).isEqualTo(400);
        assertThat(mod.get("/api/moderation/log?limit=1000").status()).isEqualTo(400);
        assertThat(mod.post("/api/moderation/reports/x/resolve", json("reason", "x")).status()).isEqualTo(400);
        assertThat(mod.post("/api/moderation/reports/99/resolve", json("reason", "x")).status()).isEqualTo(404);
        assertThat(mod.delete("/api/moderation/sanctions/99", json("reason", "x")).status()).isEqualTo(404);
        assertThat(mod.delete("/api/moderation/sanctions/-1", json("reason", "x")).status()).isEqualTo(400);
        Reply warned = sanction("Bob", "warn", 7, "rude in chat");
        assertThat(warned.status()).isEqualTo(201);
        assertThat(bob.get("/api/session").json().path("sanctions").get(0).path("kind").asText()).isEqualTo("warn");
        assertThat(say(bob, annAgainstBob(), "hello").status()).as("a warning forbids nothing").isEqualTo(201);
    }

    @Test
    void aBannedPlayerNeitherPlaysNorSeeksNorEntersTournaments() {
        Reply invite = ann.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}");
        Reply seek = ann.post("/api/seeks", "{\"variant\":\"chess\",\"side\":\"first\"}");
        assertThat(seek.status()).as(seek.body()).isEqualTo(201);
        Reply tournament = ann.post("/api/tournaments", "{\"name\":\"Club cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}");
        assertThat(tournament.status()).as(tournament.body()).isEqualTo(201);
        Reply banned = sanction("Bob", "ban", null, "cheating with an engine");
        assertThat(banned.status()).isEqualTo(201);
        assertThat(banned.json().has("until")).as("for ever").isFalse();

        for (Reply refused : new Reply[] {
            bob.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}"),
            bob.post("/api/invites/" + invite.json().path("inviteCode").asText(), "{}"),
            bob.post("/api/seeks", "{\"variant\":\"chess\",\"side\":\"first\"}"),
            bob.post("/api/seeks/" + seek.json().path("id").asText() + "/accept", "{}"),
            bob.post("/api/seeks/quick", "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":60}}"),
            bob.post("/api/tournaments/" + tournament.json().path("id").asText() + "/join", "{}"),
            bob.post("/api/tournaments", "{\"name\":\"Bob cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}"),
        }) {
            assertThat(refused.status()).as(refused.body()).isEqualTo(403);
            assertThat(refused.error()).isEqualTo("you are banned from playing for ever: cheating with an engine");
        }
        assertThat(bob.get("/api/games").status()).as("reading is still allowed").isEqualTo(200);
        assertThat(ann.post("/api/tournaments/" + tournament.json().path("id").asText() + "/join", "{}").status())
                .isEqualTo(200);
    }

    /** A rematch is a new game: offered or accepted over the game's live channel, it is refused as the route refuses it. */
    @Test
    void aBannedPlayerGetsNoRematchOverTheLiveChannel() {
        Reply created = ann.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}");
        Reply joined = bob.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}");
        String game = created.json().path("game").path("id").asText();
        String bobToken = joined.json().path("token").asText();
        assertThat(ann.post("/api/games/" + game + "/resign", "{}").status()).as("Ann's seat is her account's").isEqualTo(200);
        assertThat(sanction("Bob", "ban", 2, "abuse").status()).isEqualTo(201);
        try (TestSocket live = TestSocket.openPath(bob.http(), fixture.server.port(), "/api/games/" + game + "/live")) {
            live.send("{\"action\":\"rematch\",\"offer\":\"offer\",\"token\":\"" + bobToken + "\",\"id\":7}");
            JsonNode refused = live.until(m -> "error".equals(m.path("type").asText()));
            assertThat(refused.path("status").asInt()).isEqualTo(403);
            assertThat(refused.path("error").asText()).startsWith("you are banned from playing until ").endsWith(": abuse");
            assertThat(refused.path("id").asInt()).isEqualTo(7);
        }
        JsonNode rematch = ann.get("/api/games/" + game).json().path("rematch");
        assertThat(rematch.path("offeredBy").asText(null)).as("no offer was made: " + rematch).isNull();
    }

    @Test
    void aClosedAccountIsLoggedOutAndCannotLogIn() {
        assertThat(sanction("Bob", "close", null, "spam accounts").status()).isEqualTo(201);
        assertThat(bob.get("/api/session").json().path("name").isNull()).as("its sessions ended").isTrue();
        Reply login = bob.login("Bob", "correct horse Bob");
        assertThat(login.status()).isEqualTo(403);
        assertThat(login.error()).isEqualTo("this account is closed for ever: spam accounts");
        assertThat(bob.login("Bob", "wrong password").status()).as("a wrong password learns nothing").isEqualTo(401);
        long id = mod.get("/api/moderation/sanctions").json().path("sanctions").get(0).path("id").asLong();
        assertThat(mod.delete("/api/moderation/sanctions/" + id, json("reason", "appeal granted")).status()).isEqualTo(200);
        assertThat(bob.login("Bob", "correct horse Bob").status()).isEqualTo(200);
    }

    @Test
    void aModeratorRemovesAReportedTournament() {
        Reply created = ann.post("/api/tournaments", "{\"name\":\"Rude name cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}");
        String id = created.json().path("id").asText();
        assertThat(ann.post("/api/reports", json("kind", "tournament", "tournament", id, "reason", "x")).error())
                .isEqualTo("you cannot report your own tournament");
        assertThat(bob.post("/api/reports", json("kind", "tournament", "tournament", id, "reason", "offensive name"))
                .status()).isEqualTo(201);
        JsonNode evidence = mod.get("/api/moderation/reports").json().path("reports").get(0).path("evidence");
        assertThat(evidence.path("name").asText()).isEqualTo("Rude name cup");
        assertThat(evidence.path("organiser").asText()).isEqualTo("Ann");
        assertThat(evidence.path("tournament").asText()).isEqualTo(id);

        assertThat(ann.delete("/api/tournaments/" + id, json("reason", "mine")).status()).as("not a moderator")
                .isEqualTo(403);
        assertThat(mod.delete("/api/tournaments/" + id, "{}").status()).isEqualTo(400);
        Reply removed = mod.delete("/api/tournaments/" + id, json("reason", "offensive name"));
        assertThat(removed.status()).as(removed.body()).isEqualTo(204);
        assertThat(fixture.client.get("/api/tournaments/" + id).json().path("status").asText()).isEqualTo("cancelled");
        assertThat(mod.delete("/api/tournaments/" + id, json("reason", "again")).status()).isEqualTo(409);
        assertThat(mod.delete("/api/tournaments/zzzz", json("reason", "x")).status()).isEqualTo(404);
        JsonNode entry = mod.get("/api/moderation/log").json().path("entries").get(0);
        assertThat(entry.path("action").asText()).isEqualTo("remove");
        assertThat(entry.path("target").asText()).isEqualTo("tournament Rude name cup");
        assertThat(entry.path("reason").asText()).isEqualTo("offensive name");
    }
}
