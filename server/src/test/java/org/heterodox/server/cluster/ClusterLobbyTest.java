package org.heterodox.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.heterodox.server.testing.TournamentBots;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two servers on one PostgreSQL share one lobby (seeks, who is online), the chat of every game, and
 * the tournaments: what a player does through one server is seen at once by the clients of the other,
 * and work both servers hear of (a tournament game's end) is done once. Skipped, saying why, only
 * when no PostgreSQL can be started here.
 */
class ClusterLobbyTest {
    static LocalPostgres postgres;

    @TempDir
    Path first;
    @TempDir
    Path second;
    ServerFixture a;
    ServerFixture b;

    @BeforeAll
    static void startPostgres() {
        postgres = LocalPostgres.startOrSkip();
    }

    @AfterAll
    static void stopPostgres() {
        if (postgres != null) {
            postgres.close();
        }
    }

    @BeforeEach
    void startServers() {
        postgres.reset();
        a = ServerFixture.start(config(first));
        b = ServerFixture.start(config(second));
    }

    /** The defaults, but for the request rate and the registrations per address (the tests register many players from one address). */
    private static ServerConfig config(Path data) {
        return ServerConfig.defaults(0, postgres.jdbcUrl(), data).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS)
                .withLogin(LoginLimits.DEFAULTS.withRegistrationsPerAddress(100));
    }

    @AfterEach
    void stopServers() {
        b.close();
        a.close();
    }

    private int portA() {
        return a.server.port();
    }

    private int portB() {
        return b.server.port();
    }

    @Test
    void aSeekPostedOnOneServerIsSeenAndTakenOnTheOther() {
        PlayerClient ada = PlayerClient.registered(portA(), "Ada");
        PlayerClient bea = PlayerClient.registered(portB(), "Bea");
        try (TestSocket adaLobby = TestSocket.openPath(ada.http(), portA(), "/api/lobby/live");
             TestSocket watcherB = TestSocket.openPath(HttpClient.newHttpClient(), portB(), "/api/lobby/live")) {
            // Ada is connected to server A only; server B's lobby counts her.
            watcherB.until(m -> m.path("type").asText().equals("online") && m.path("names").toString().contains("Ada"));
            Reply posted = ada.post("/api/seeks", "{\"variant\":\"unachess\"}");
            assertThat(posted.status()).as(posted.body()).isEqualTo(201);
            String seekId = posted.json().path("id").asText();
            watcherB.until(m -> m.path("type").asText().equals("seeks") && m.path("seeks").size() == 1);
            assertThat(b.client.get("/api/seeks").json().path("seeks").get(0).path("id").asText()).isEqualTo(seekId);

            Reply taken = bea.post("/api/seeks/" + seekId + "/accept", "{}");
            assertThat(taken.status()).as(taken.body()).isEqualTo(201);
            String gameId = taken.json().path("game").path("id").asText();
            // The seeker hears of the game on the server she is connected to.
            JsonNode accepted = adaLobby.until(m -> m.path("type").asText().equals("seek-accepted"));
            assertThat(accepted.path("gameId").asText()).isEqualTo(gameId);
            watcherB.until(m -> m.path("type").asText().equals("seeks") && m.path("seeks").isEmpty());
            assertThat(a.client.get("/api/seeks").json().path("seeks")).isEmpty();
            assertThat(b.client.get("/api/players/Ada").json().path("online").asBoolean()).isTrue();
        }
    }

    @Test
    void twoPlayersTakingOneSeekOnTwoServersMakeOneGame() throws Exception {
        PlayerClient ada = PlayerClient.registered(portA(), "Ada");
        PlayerClient cid = PlayerClient.registered(portA(), "Cid");
        PlayerClient dan = PlayerClient.registered(portB(), "Dan");
        for (int round = 0; round < 5; round++) {
            String id = ada.post("/api/seeks", "{\"variant\":\"chess\"}").json().path("id").asText();
            CompletableFuture<Integer> viaA = CompletableFuture.supplyAsync(
                    () -> cid.post("/api/seeks/" + id + "/accept", "{}").status());
            CompletableFuture<Integer> viaB = CompletableFuture.supplyAsync(
                    () -> dan.post("/api/seeks/" + id + "/accept", "{}").status());
            assertThat(List.of(viaA.get(), viaB.get())).as("round %d", round).containsExactlyInAnyOrder(201, 404);
        }
        assertThat(a.client.get("/api/players/Ada/games").json().path("games")).hasSize(5);
    }

    @Test
    void aChatLinePostedThroughOneServerReachesTheWatchersOfTheOther() {
        Seats seats = a.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"name\":\"Ann\"}");
        try (TestSocket watcher = TestSocket.open(HttpClient.newHttpClient(), portA(), seats.id())) {
            watcher.next();
            Reply said = b.client.post("/api/games/" + seats.id() + "/chat",
                    "{\"room\":\"players\",\"text\":\"good luck\"}", seats.first());
            assertThat(said.status()).as(said.body()).isEqualTo(201);
            JsonNode notice = watcher.until(m -> m.path("type").asText().equals("chat"));
            assertThat(notice.path("room").asText()).isEqualTo("players");
            Reply lines = a.client.getWithToken("/api/games/" + seats.id() + "/chat?room=players", seats.second());
            assertThat(lines.json().path("lines").get(0).path("text").asText()).isEqualTo("good luck");
        }
    }

    @Test
    void failedLoginsCountOnEveryServer() {
        PlayerClient.registered(portA(), "Ada");
        for (int i = 0; i < LoginLimits.DEFAULTS.perAccount(); i++) {
            int port = i % 2 == 0 ? portA() : portB();
            assertThat(new PlayerClient(port).login("Ada", "wrong guess " + i).status()).isEqualTo(401);
        }
        // Guessing on the other server does not start afresh: the name is locked everywhere.
        for (int port : List.of(portA(), portB())) {
            Reply locked = new PlayerClient(port).login("Ada", "correct horse Ada");
            assertThat(locked.status()).isEqualTo(429);
            assertThat(locked.error()).startsWith("too many failed logins");
        }
    }

    @Test
    void oneClientsOpenGamesAreCappedAcrossServers() {
        int cap = org.heterodox.server.game.LobbyLimits.DEFAULTS.maxOpenGamesPerClient();
        for (int i = 0; i < cap; i++) {
            ServerFixture via = i % 2 == 0 ? a : b;
            assertThat(via.client.post("/api/games", "{\"variant\":\"chess\"}").status()).isEqualTo(201);
        }
        for (ServerFixture via : List.of(a, b)) {
            Reply refused = via.client.post("/api/games", "{\"variant\":\"chess\"}");
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.error()).startsWith("you already have " + cap + " open games");
        }
    }

    @Test
    void aMuteSetThroughOneServerHoldsOnTheOther() {
        Seats seats = a.newGame("{\"variant\":\"chess\",\"side\":\"first\"}");
        Reply muted = a.client.post("/api/games/" + seats.id() + "/chat/mute", "{\"muted\":true}", seats.second());
        assertThat(muted.status()).as(muted.body()).isEqualTo(200);
        assertThat(b.client.post("/api/games/" + seats.id() + "/chat", "{\"room\":\"players\",\"text\":\"hello\"}",
                seats.first()).status()).isEqualTo(201);
        Reply read = b.client.getWithToken("/api/games/" + seats.id() + "/chat?room=players", seats.second());
        assertThat(read.json().path("lines")).as("the muter does not see the muted player's lines").isEmpty();
        assertThat(read.json().path("muted").asBoolean()).isTrue();
    }

    @Test
    void aSwissRunThroughBothServersPairsEachRoundOnce() {
        Random random = new Random(18);
        PlayerClient organiser = PlayerClient.registered(portA(), "Arbiter");
        Map<String, PlayerClient[]> players = new LinkedHashMap<>();
        for (String name : List.of("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio")) {
            PlayerClient home = PlayerClient.registered(players.size() % 2 == 0 ? portA() : portB(), name);
            PlayerClient onA = home.via(portA());
            PlayerClient onB = home.via(portB());
            players.put(name, new PlayerClient[] {onA, onB});
        }
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Cluster Swiss\",\"kind\":\"swiss\","
                + "\"variant\":\"chess\",\"rounds\":3,\"rated\":false,"
                + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("id").asText();
        // Entries through either server; the other server lists them all.
        for (PlayerClient[] player : players.values()) {
            Reply joined = player[random.nextInt(2)].post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
        assertThat(b.client.get("/api/tournaments/" + id).json().path("standings")).hasSize(6);
        assertThat(b.client.get("/api/tournaments").json().toString()).contains(id);

        try (TestSocket watcherA = TestSocket.openPath(HttpClient.newHttpClient(), portA(), "/api/tournaments/" + id + "/live")) {
            watcherA.next();
            // Started through B; A's watcher hears of it.
            assertThat(organiser.via(portB()).post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
            watcherA.until(m -> m.path("tournament").path("currentRound").asInt() == 1);
            Set<String> games = new HashSet<>();
            for (int round = 1; round <= 3; round++) {
                final int r = round;
                JsonNode t = await(id, x -> x.path("currentRound").asInt() == r, "round " + r);
                JsonNode boards = t.path("rounds").get(round - 1).path("boards");
                assertThat(boards).as("round %d is paired once", round).hasSize(3);
                for (JsonNode board : boards) {
                    assertThat(games.add(board.path("gameId").asText())).isTrue();
                    play(board, players, random);
                }
            }
            JsonNode done = await(id, x -> x.path("status").asText().equals("finished"), "the end");
            int boardCount = 0;
            for (JsonNode round : done.path("rounds")) {
                boardCount += round.path("boards").size();
            }
            assertThat(boardCount).isEqualTo(9);
            // Each player played three games: no round was paired twice by the two servers.
            for (String name : players.keySet()) {
                assertThat(a.client.get("/api/players/" + name + "/games").json().path("games")).as(name).hasSize(3);
            }
            watcherA.until(m -> m.path("tournament").path("status").asText().equals("finished"));
        }
    }

    /** Two moves and a resignation (White wins on odd boards), each request through a random server. */
    private void play(JsonNode board, Map<String, PlayerClient[]> players, Random random) {
        String gameId = board.path("gameId").asText();
        PlayerClient[] white = players.get(board.path("white").asText());
        PlayerClient[] black = players.get(board.path("black").asText());
        for (int ply = 0; ply < 2; ply++) {
            PlayerClient[] mover = ply % 2 == 0 ? white : black;
            PlayerClient via = mover[random.nextInt(2)];
            JsonNode game = via.get("/api/games/" + gameId).json();
            String move = game.path("legalMoves").path("uci").path(0).asText();
            Reply moved = via.post("/api/games/" + gameId + "/moves", "{\"move\":\"" + move + "\"}");
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        }
        PlayerClient[] loser = board.path("board").asInt() % 2 == 1 ? black : white;
        Reply resigned = loser[random.nextInt(2)].post("/api/games/" + gameId + "/resign", "{}");
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
    }

    /** Waits until the tournament, read alternately from each server, satisfies the condition. */
    private JsonNode await(String id, Predicate<JsonNode> condition, String what) {
        int[] reads = {0};
        return TournamentBots.await(() -> (reads[0]++ % 2 == 0 ? a : b).client.get("/api/tournaments/" + id).json(),
                condition, what);
    }
}
