package org.heterodox.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.ServerProcess;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three {@code heterodox} servers in child JVMs on one PostgreSQL: games created on each server in
 * turn, their two players and a spectator connected to three different servers, their moves sent to
 * random servers; one server is killed (SIGKILL) half-way, and the games are played to their end.
 * Every acknowledged move is stored, every client of a surviving server saw every move in order and
 * the end, a client of the dead server reconnecting elsewhere gets the whole game, the timed games whose clocks ran out flag once, on a surviving server, and the
 * engine games go on: the engine answers every move, including the moves made on the dying server
 * just before it died.
 */
class ClusterKillTest {
    /** Games played at once ({@code -Dheterodox.clusterGames=N} for another count; 200 take about 26 s here). */
    private static final int GAMES = Integer.getInteger("heterodox.clusterGames", 200);
    private static final int TIMED = 4;
    private static final int PLIES = 10;
    /** Games against the engine (its seat plays Black), on each server in turn. */
    private static final int ENGINE_GAMES = 6;
    /** The human's moves in each engine game; the one made half-way goes to the server about to die. */
    private static final int ENGINE_STEPS = 7;

    static LocalPostgres postgres;

    @TempDir
    Path dir;

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

    @Test
    void nothingAcknowledgedIsLostWhenAServerIsKilled() throws Exception {
        List<Process> children = new ArrayList<>();
        List<ServerFixture> servers = new ArrayList<>();
        List<Integer> ports = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                children.add(child(i));
            }
            for (int i = 0; i < 3; i++) {
                ports.add(port(i, children.get(i)));
                servers.add(ServerFixture.remote(ports.get(i)));
            }
            Random random = new Random(20);
            List<Seats> games = new ArrayList<>();
            // Each game's clients: its two players and a spectator, each connected to another server.
            List<List<TestSocket>> clients = new ArrayList<>();
            HttpClient http = HttpClient.newHttpClient();
            for (int g = 0; g < GAMES; g++) {
                String timeControl = g < TIMED ? ",\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":6}" : "";
                Seats seats = servers.get(g % 3).newGame("{\"variant\":\"chess\",\"side\":\"first\"" + timeControl + "}");
                games.add(seats);
                List<TestSocket> sockets = new ArrayList<>();
                for (int c = 0; c < 3; c++) {
                    sockets.add(TestSocket.open(http, ports.get((g + c) % 3), seats.id()));
                }
                clients.add(sockets);
            }
            List<Seats> engineGames = new ArrayList<>();
            for (int g = 0; g < ENGINE_GAMES; g++) {
                JsonNode grant = servers.get(g % 3).client.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\","
                        + "\"opponent\":{\"type\":\"engine\",\"level\":1}}").json();
                engineGames.add(new Seats(grant.path("game").path("id").asText(), grant.path("token").asText(), null, grant));
            }
            Map<String, Integer> acknowledged = new HashMap<>();
            boolean killed = false;
            for (int ply = 0; ply < PLIES; ply++) {
                List<ServerFixture> up = killed ? List.of(servers.get(0), servers.get(2)) : servers;
                if (ply == PLIES / 2) {
                    // The human moves in the dying server's engine games through it, so that it dies while its engine thinks.
                    for (int g = 1; g < ENGINE_GAMES; g += 3) {
                        engineMove(engineGames.get(g), ply, servers.get(1), servers, random);
                    }
                    children.get(1).destroyForcibly().waitFor(30, TimeUnit.SECONDS); // SIGKILL, mid-game
                    killed = true;
                    up = List.of(servers.get(0), servers.get(2));
                }
                if (ply < ENGINE_STEPS) {
                    for (int g = 0; g < ENGINE_GAMES; g++) {
                        if (!(ply == PLIES / 2 && g % 3 == 1)) {
                            engineMove(engineGames.get(g), ply, up.get(random.nextInt(up.size())), up, random);
                        }
                    }
                }
                for (int g = 0; g < GAMES; g++) {
                    Seats seats = games.get(g);
                    if (g < TIMED && ply >= 2) {
                        continue; // the timed games' first player lets the clock run out
                    }
                    List<ServerFixture> alive = killed ? List.of(servers.get(0), servers.get(2)) : servers;
                    ServerFixture via = alive.get(random.nextInt(alive.size()));
                    JsonNode state = via.client.get("/api/games/" + seats.id()).json();
                    String token = state.path("sideToMove").asText().equals("first") ? seats.first() : seats.second();
                    JsonNode legal = state.path("legalMoves").path("uci");
                    String move = legal.get(random.nextInt(legal.size())).asText();
                    Reply reply = via.client.post("/api/games/" + seats.id() + "/moves", "{\"move\":\"" + move + "\"}", token);
                    assertThat(reply.status()).as("%s on game %d: %s", move, g, reply.body()).isEqualTo(200);
                    acknowledged.merge(seats.id(), 1, Integer::sum);
                }
            }
            ServerFixture survivor = servers.get(0);
            List<ServerFixture> survivors = List.of(servers.get(0), servers.get(2));
            // The games are played to their end: the side to move resigns, through a surviving server.
            for (int g = TIMED; g < GAMES; g++) {
                Seats seats = games.get(g);
                JsonNode stored = survivor.client.get("/api/games/" + seats.id()).json();
                assertThat(stored.path("plies").asInt()).as("game %d: every acknowledged move stored", g)
                        .isEqualTo(acknowledged.get(seats.id()));
                String token = stored.path("sideToMove").asText().equals("first") ? seats.first() : seats.second();
                Reply resigned = survivors.get(random.nextInt(2)).client.post("/api/games/" + seats.id() + "/resign", "{}", token);
                assertThat(resigned.status()).as("game %d: %s", g, resigned.body()).isEqualTo(200);
            }
            for (int g = TIMED; g < GAMES; g++) {
                for (int c = 0; c < 3; c++) {
                    int server = (g + c) % 3;
                    if (server == 1) {
                        // This client's server died: reconnected to a survivor, it gets the whole game.
                        try (TestSocket again = TestSocket.open(http, ports.get(0), games.get(g).id())) {
                            JsonNode state = again.until(m -> m.path("type").asText().equals("state"));
                            assertThat(state.path("game").path("plies").asInt()).isEqualTo(PLIES);
                            assertThat(state.path("game").path("status").asText()).isEqualTo("finished");
                        }
                        continue;
                    }
                    // A client of a surviving server saw every move in order, then the end.
                    TestSocket socket = clients.get(g).get(c);
                    int last = 0;
                    boolean over = false;
                    while (!over) {
                        JsonNode message = socket.next();
                        boolean move = message.path("type").asText().equals("move");
                        int seen = move ? message.path("ply").asInt() : message.path("game").path("plies").asInt();
                        assertThat(seen).as("game %d, client %d: the moves in order", g, c).isGreaterThanOrEqualTo(last);
                        assertThat(seen).as("game %d, client %d: no move skipped", g, c).isLessThanOrEqualTo(last + 1);
                        last = seen;
                        over = message.path("game").path("status").asText().equals("finished");
                    }
                    assertThat(last).as("game %d, client %d", g, c).isEqualTo(PLIES);
                }
            }
            long deadline = System.currentTimeMillis() + 6_000 + Timekeeper.TTL_MS + Timekeeper.IDLE_MS + 10_000;
            for (int g = 0; g < TIMED; g++) {
                JsonNode game = survivor.client.get("/api/games/" + games.get(g).id()).json();
                while (!game.path("status").asText().equals("finished") && System.currentTimeMillis() < deadline) {
                    Thread.sleep(200);
                    game = survivor.client.get("/api/games/" + games.get(g).id()).json();
                }
                assertThat(game.path("reason").asText()).as("timed game %d flagged", g).isEqualTo("time-forfeit");
                assertThat(game.path("result").asText()).isEqualTo("0-1");
                assertThat(game.path("plies").asInt()).isEqualTo(2);
            }
            for (Seats game : engineGames) {
                JsonNode answered = engineReply(game, ENGINE_STEPS, List.of(survivor, servers.get(2)));
                assertThat(answered.path("plies").asInt() == 2 * ENGINE_STEPS || answered.path("result").asText().equals("0-1"))
                        .as("engine game %s went on to the end of the test: %s", game.id(), answered).isTrue();
            }
            clients.forEach(sockets -> sockets.forEach(TestSocket::close));
        } finally {
            children.forEach(Process::destroyForcibly);
        }
    }

    /**
     * The human's move number {@code step} in an engine game (a random legal move, through {@code via}),
     * once the engine has answered the previous one; nothing when the engine has already won.
     */
    private static void engineMove(Seats game, int step, ServerFixture via, List<ServerFixture> up, Random random)
            throws InterruptedException {
        JsonNode state = engineReply(game, step, up);
        if (state.path("status").asText().equals("finished")) {
            return;
        }
        JsonNode legal = state.path("legalMoves").path("uci");
        String move = legal.get(random.nextInt(legal.size())).asText();
        Reply reply = via.client.post("/api/games/" + game.id() + "/moves", "{\"move\":\"" + move + "\"}", game.first());
        assertThat(reply.status()).as("%s in engine game %s: %s", move, game.id(), reply.body()).isEqualTo(200);
    }

    /** The engine game once the engine has made its reply to the human's {@code step} moves (or won), read from the servers up. */
    private static JsonNode engineReply(Seats game, int step, List<ServerFixture> up) throws InterruptedException {
        long deadline = System.currentTimeMillis() + Timekeeper.TTL_MS + Timekeeper.IDLE_MS + 20_000;
        while (true) {
            JsonNode state = up.get(0).client.get("/api/games/" + game.id()).json();
            if (state.path("plies").asInt() >= 2 * step || state.path("status").asText().equals("finished")) {
                return state;
            }
            assertThat(System.currentTimeMillis()).as("the engine answers in game %s: %s", game.id(), state)
                    .isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    private Process child(int i) throws Exception {
        Path home = Files.createDirectories(dir.resolve("server" + i));
        return ServerProcess.start(postgres.jdbcUrl(), home.resolve("port"), home.resolve("log"));
    }

    private int port(int i, Process child) throws Exception {
        Path home = dir.resolve("server" + i);
        return ServerProcess.port(child, home.resolve("port"), home.resolve("log"));
    }
}
