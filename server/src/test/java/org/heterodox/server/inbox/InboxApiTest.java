package org.heterodox.server.inbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
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

/**
 * The notification inbox: each kind made by the event that causes it (a challenge, a correspondence move, a game's
 * end, a tournament round), pushed on the player's channel, read, marked read, bounded, and the refusals.
 */
class InboxApiTest {
    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ada;
    private PlayerClient bea;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ada = PlayerClient.registered(fixture.server.port(), "Ada");
        bea = PlayerClient.registered(fixture.server.port(), "Bea");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private TestSocket channel(PlayerClient player) {
        return TestSocket.openPath(player.http(), fixture.server.port(), "/api/challenges/live");
    }

    private static boolean inbox(JsonNode message) {
        return message.path("type").asText().equals("inbox");
    }

    private static boolean added(JsonNode message, String kind) {
        return inbox(message) && message.path("added").path("kind").asText().equals(kind);
    }

    /** The player's inbox once it satisfies {@code wanted} (notifications are written off the request's thread). */
    private static JsonNode inboxWhen(PlayerClient player, Predicate<JsonNode> wanted) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        JsonNode inbox = player.get("/api/me/notifications").json();
        while (!wanted.test(inbox) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            inbox = player.get("/api/me/notifications").json();
        }
        assertThat(wanted.test(inbox)).as(inbox.toString()).isTrue();
        return inbox;
    }

    private static List<String> kinds(JsonNode inbox) {
        return inbox.path("notifications").findValuesAsText("kind");
    }

    private static void move(PlayerClient player, String game, String move) {
        Reply moved = player.post("/api/games/" + game + "/moves", "{\"move\":\"" + move + "\"}");
        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
    }

    @Test
    void aChallengeACorrespondenceMoveAndTheGamesEndFillTheInboxLive() {
        try (TestSocket beaLive = channel(bea); TestSocket adaLive = channel(ada)) {
            JsonNode greeting = beaLive.until(InboxApiTest::inbox);
            OpenApiSchemas.conforms("InboxMessage", greeting);
            assertThat(greeting.path("unread").asInt()).isZero();
            adaLive.until(InboxApiTest::inbox);

            Reply sent = ada.post("/api/challenges", "{\"to\":\"Bea\",\"variant\":\"chess\",\"side\":\"first\","
                    + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
            assertThat(sent.status()).as(sent.body()).isEqualTo(201);
            JsonNode challenged = beaLive.until(m -> added(m, "challenge"));
            OpenApiSchemas.conforms("InboxMessage", challenged);
            assertThat(challenged.path("unread").asInt()).isEqualTo(1);
            assertThat(challenged.path("added").path("player").asText()).isEqualTo("Ada");
            assertThat(challenged.path("added").path("detail").asText()).isEqualTo("chess");

            Reply accepted = bea.post("/api/challenges/" + sent.json().path("id").asText() + "/accept", "{}");
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(201);
            beaLive.until(m -> inbox(m) && m.path("unread").asInt() == 0 && !m.has("added"));
            String game = accepted.json().path("game").path("id").asText();
            move(ada, game, "e4");
            JsonNode turn = beaLive.until(m -> added(m, "turn"));
            assertThat(turn.path("added").path("gameId").asText()).isEqualTo(game);
            assertThat(turn.path("added").path("player").asText()).isEqualTo("Ada");
            assertThat(turn.path("unread").asInt()).as("the answered challenge was read").isEqualTo(1);
            move(bea, game, "e5");
            assertThat(adaLive.until(m -> added(m, "turn")).path("added").path("player").asText()).isEqualTo("Bea");
            move(ada, game, "Nf3");
            // One "your turn" per game: the newer replaces the unread older one.
            JsonNode again = beaLive.until(m -> added(m, "turn"));
            assertThat(again.path("unread").asInt()).isEqualTo(1);
            assertThat(again.path("added").path("id").asLong()).isGreaterThan(turn.path("added").path("id").asLong());

            Reply resigned = ada.post("/api/games/" + game + "/resign", "{}");
            assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
            JsonNode over = beaLive.until(m -> added(m, "gameOver"));
            assertThat(over.path("added").path("detail").asText()).isEqualTo("win");
            assertThat(over.path("unread").asInt()).as("the game's end replaced the unread turn").isEqualTo(1);
            assertThat(adaLive.until(m -> added(m, "gameOver")).path("added").path("detail").asText()).isEqualTo("loss");

            JsonNode listed = bea.get("/api/me/notifications").json();
            OpenApiSchemas.conforms("Inbox", listed);
            assertThat(kinds(listed)).containsExactly("gameOver", "challenge");
            assertThat(listed.path("notifications").findValuesAsText("read")).containsExactly("false", "true");
            assertThat(listed.path("unread").asInt()).isEqualTo(1);

            long overNote = listed.path("notifications").get(0).path("id").asLong();
            assertThat(ada.post("/api/me/notifications/read", "{\"ids\":[" + overNote + "]}").status())
                    .as("another player's notification is left alone").isEqualTo(204);
            assertThat(bea.get("/api/me/notifications").json().path("unread").asInt()).isEqualTo(1);
            assertThat(bea.post("/api/me/notifications/read", "{\"ids\":[" + overNote + "]}").status()).isEqualTo(204);
            assertThat(beaLive.until(m -> inbox(m) && m.path("unread").asInt() == 0).has("added")).isFalse();
            assertThat(bea.get("/api/me/notifications").json().path("notifications").findValuesAsText("read"))
                    .containsExactly("true", "true");

            assertThat(ada.get("/api/me/notifications").json().path("unread").asInt()).isEqualTo(1);
            assertThat(ada.post("/api/me/notifications/read", "{\"gameId\":\"" + game + "\"}").status()).isEqualTo(204);
            adaLive.until(m -> inbox(m) && m.path("unread").asInt() == 0);
            assertThat(ada.post("/api/me/notifications/read", "{\"all\":true}").status()).isEqualTo(204);
            assertThat(ada.get("/api/me/notifications").json().path("unread").asInt()).isZero();
        }
    }

    @Test
    void aRoundOfATournamentReachesEachPlayerWithTheirGame() {
        Reply created = ada.post("/api/tournaments", "{\"name\":\"Club night\",\"kind\":\"round-robin\","
                + "\"variant\":\"chess\",\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("id").asText();
        // Four players: everyone has a game in round 1.
        for (PlayerClient player : List.of(ada, bea, PlayerClient.registered(fixture.server.port(), "Cyd"),
                PlayerClient.registered(fixture.server.port(), "Dan"))) {
            Reply joined = player.post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
        Reply started = ada.post("/api/tournaments/" + id + "/start", "{}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        JsonNode adaInbox = inboxWhen(ada, i -> kinds(i).contains("round"));
        JsonNode round = adaInbox.path("notifications").get(0);
        assertThat(round.path("tournamentId").asText()).isEqualTo(id);
        assertThat(round.path("round").asInt()).isEqualTo(1);
        assertThat(round.path("detail").asText()).isEqualTo("Club night");
        assertThat(round.path("player").asText()).isNotEmpty().isNotEqualTo("Ada");
        String game = round.path("gameId").asText();
        JsonNode beaRound = inboxWhen(bea, i -> kinds(i).contains("round")).path("notifications").get(0);
        assertThat(beaRound.path("tournamentId").asText()).isEqualTo(id);
        JsonNode adaGame = fixture.client.get("/api/games/" + game).json();
        assertThat(List.of(adaGame.path("players").path("first").path("account").asText(),
                adaGame.path("players").path("second").path("account").asText())).contains("Ada", round.path("player").asText());
    }

    @Test
    void anInboxKeepsTheLast100AndPagesThem() {
        long beaId;
        try (Database database = Database.open(Database.h2Url(data))) {
            beaId = database.jdbi().withHandle(h -> h.createQuery("SELECT id FROM accounts WHERE name = 'Bea'")
                    .mapTo(Long.class).one());
            Inbox inbox = new Inbox(new InboxStore(database.jdbi()), System::currentTimeMillis);
            for (int i = 0; i < Inbox.KEPT + 5; i++) {
                inbox.add(beaId, NotificationKind.CHALLENGE, "test:" + i, null, null, "Ada", "chess", 0);
            }
            inbox.add(beaId, NotificationKind.CHALLENGE, "test:" + (Inbox.KEPT + 4), null, null, "Ada", "chess", 0);
        }
        JsonNode first = bea.get("/api/me/notifications?limit=60").json();
        assertThat(first.path("unread").asInt()).isEqualTo(Inbox.KEPT);
        assertThat(first.path("notifications")).hasSize(60);
        assertThat(first.path("nextOffset").asInt()).isEqualTo(60);
        JsonNode rest = bea.get("/api/me/notifications?limit=60&offset=60").json();
        assertThat(rest.path("notifications")).hasSize(40);
        assertThat(rest.has("nextOffset")).isFalse();
        long newest = first.path("notifications").get(0).path("id").asLong();
        long oldest = rest.path("notifications").get(39).path("id").asLong();
        assertThat(newest - oldest).as("the newest 100, the same event stored once").isEqualTo(99);
        assertThat(bea.post("/api/me/notifications/read", "{\"all\":true}").status()).isEqualTo(204);
        assertThat(bea.get("/api/me/notifications").json().path("unread").asInt()).isZero();
    }

    @Test
    void theInboxIsRefusedWithTheReason() {
        PlayerClient nobody = new PlayerClient(fixture.server.port());
        Reply anonymous = nobody.get("/api/me/notifications");
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error()).isEqualTo("log in first");
        assertThat(nobody.post("/api/me/notifications/read", "{\"all\":true}").status()).isEqualTo(401);
        assertThat(ada.postWithoutCsrf("/api/me/notifications/read", "{\"all\":true}").status()).isEqualTo(403);

        for (String body : List.of("{}", "{\"all\":false}", "{\"all\":true,\"ids\":[1]}", "{\"ids\":[1],\"gameId\":\"g\"}")) {
            Reply refused = ada.post("/api/me/notifications/read", body);
            assertThat(refused.status()).as(body).isEqualTo(400);
            assertThat(refused.error()).isEqualTo("give exactly one of 'ids', 'all': true or 'gameId'");
        }
        StringBuilder ids = new StringBuilder("{\"ids\":[0");
        for (int i = 1; i <= Inbox.MAX_IDS; i++) {
            ids.append(',').append(i);
        }
        Reply tooMany = ada.post("/api/me/notifications/read", ids.append("]}").toString());
        assertThat(tooMany.status()).isEqualTo(400);
        assertThat(tooMany.error()).isEqualTo("'ids' holds at most 100 ids");
        assertThat(ada.post("/api/me/notifications/read", "{\"ids\":[\"x\"]}").status()).isEqualTo(400);
        assertThat(ada.post("/api/me/notifications/read", "{\"ids\":[null]}").status()).isEqualTo(400);
        assertThat(ada.post("/api/me/notifications/read", "{\"gameId\":\"" + "g".repeat(33) + "\"}").status()).isEqualTo(400);
        assertThat(ada.post("/api/me/notifications/read", "{\"everything\":true}").status()).isEqualTo(400);
        assertThat(ada.post("/api/me/notifications/read", "{\"ids\":[]}").status()).isEqualTo(204);
        assertThat(ada.get("/api/me/notifications?limit=0").status()).isEqualTo(400);
        assertThat(ada.get("/api/me/notifications?offset=101").status()).isEqualTo(400);
    }
}
