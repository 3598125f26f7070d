package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mutated request bodies for the JSON endpoints: whatever arrives, the answer is a success or a
 * 4xx JSON error naming the problem, never a 5xx, a stack trace or the parser's words; bodies built to hurt
 * the parser (deep nesting, long numbers, huge strings and arrays) on every endpoint and the live channel.
 */
class FuzzTest {
    private static final int CASES = 1500;
    private static final String[] CREATE_SEEDS = {
        "{\"variant\":\"chess\",\"side\":\"first\"}",
        "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":180,\"incrementSeconds\":2},"
                + "\"opponent\":{\"type\":\"open\"},\"side\":\"random\",\"autoDraw\":false,\"name\":\"Fuzz Er\"}",
        "{\"variant\":\"chess\",\"fen\":\"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\",\"timeControl\":{\"type\":\"correspondence\",\"days\":2}}",
        "{\"variant\":\"chess\",\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":60},\"opponent\":{\"type\":\"engine\",\"level\":2}}",
    };
    private static final String[] MOVE_SEEDS = {
        "{\"move\":\"e4\"}", "{\"move\":\"e2e4\",\"plies\":0}", "{\"move\":\"Nf3\",\"plies\":0}", "{\"move\":\"e7e8q\"}",
    };
    private static final String[] ANALYSIS_SEEDS = {
        "{\"variant\":\"chess\",\"fen\":\"6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1\",\"movetime\":10,\"level\":1}",
        "{\"variant\":\"shogi\",\"fen\":\"4k4/9/4P4/9/9/9/9/9/4K4 b G 1\",\"level\":1}",
        "{\"variant\":\"ambiguous\",\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3\",\"level\":2,\"movetime\":20}",
        "{\"variant\":\"unachess\",\"fen\":\"8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1\",\"level\":1}",
        "{\"variant\":\"alice\",\"fen\":\"4|k3/8/8/8/3|Q4/8/8/|R3K3 w - - 0 1\",\"movetime\":10,\"level\":1}",
    };
    private static final String[] FRAGMENTS = {
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1", "1e309", "99999999999999999999", "\\u0000", "\\",
        "\"variant\"", "\"move\"", "\"timeControl\"", "\"type\"", "\"days\"", "{\"type\":\"engine\"}", "\"unachess:x\"",
        "\"chess:foo,foo\"", "\"movetime\"", "\"level\"", "\"fen\"", "|", "[", "+", "/8", "*", "0.5", "\"\u00e9\u4e2d\"", "\"" + "A".repeat(300) + "\"", "[[[[[[[[[[", "\"plies\":-5",
        "[".repeat(1001), "{\"a\":".repeat(20), "9".repeat(2000), "-0." + "1".repeat(500), "1e" + "9".repeat(40),
    };
    private static final String DEPTH = "the JSON nests deeper than " + Json.MAX_DEPTH + " levels";
    private static final String DIGITS = "a number has more than " + Json.MAX_NUMBER_DIGITS + " digits";
    /** Bodies built to hurt the parser, with the refusal each must get from every JSON endpoint (null: any 4xx). */
    private static final Map<String, String> HOSTILE = hostile();

    @RegisterExtension
    // Without an engine: engine seeds are then refused (400) instead of starting searches.
    static final ServerFixture fixture = ServerFixture.running(config -> config.withEngine(null, 1, 0));

    @Test
    void mutatedCreateBodiesAreAnsweredWith2xxOr4xxOnly() {
        Random random = new Random(20261123);
        for (int i = 0; i < CASES; i++) {
            byte[] body = mutate(random, CREATE_SEEDS[random.nextInt(CREATE_SEEDS.length)]);
            Reply reply = fixture.client.postBytes("/api/games", body, null);
            check(reply, new String(body, StandardCharsets.UTF_8));
        }
    }

    @Test
    void mutatedMoveBodiesAreAnsweredWith2xxOr4xxOnly() {
        Random random = new Random(9);
        Seats seats = fixture.newChessGame();
        for (int i = 0; i < CASES; i++) {
            byte[] body = mutate(random, MOVE_SEEDS[random.nextInt(MOVE_SEEDS.length)]);
            String token = random.nextInt(10) == 0 ? seats.second() : seats.first();
            Reply reply = fixture.client.postBytes("/api/games/" + seats.id() + "/moves", body, token);
            check(reply, new String(body, StandardCharsets.UTF_8));
            if (reply.status() == 200 && !reply.json().path("status").asText().equals("live")) {
                seats = fixture.newChessGame();
            }
        }
    }

    @Test
    void mutatedPositionAnalysisBodiesAreAnsweredWith2xxOr4xxOnly(@TempDir Path engineData) {
        // A server with the engine, so that the bodies that survive mutation are really analysed
        // (at level 1 or 2 mostly, so each search is short).
        try (ServerFixture withEngine = ServerFixture.start(ServerFixture.config(engineData))) {
            Random random = new Random(1010);
            int analysed = 0;
            for (int i = 0; i < 600; i++) {
                byte[] body = mutate(random, ANALYSIS_SEEDS[random.nextInt(ANALYSIS_SEEDS.length)]);
                Reply reply = withEngine.client.postBytes("/api/positions/analysis", body, null);
                check(reply, new String(body, StandardCharsets.UTF_8));
                if (reply.status() == 200) {
                    analysed++;
                    assertThat(reply.json().path("pv").isArray()).isTrue();
                }
            }
            assertThat(analysed).as("mutated bodies that still hold a position to analyse").isPositive();
        }
    }

    @Test
    void mutatedBodiesOfTheSolverAndPuzzleEndpointsAreAnsweredWith2xxOr4xxOnly() {
        Random random = new Random(1919);
        long puzzle = fixture.client.get("/api/puzzles/next?variant=chess").json().path("id").asLong();
        String[][] seeds = {
            {"/api/positions/solve", "{\"variant\":\"chess\",\"fen\":\"k7/8/1K6/8/8/8/8/7R w - - 0 1\",\"stipulation\":\"#1\"}"},
            {"/api/positions/solve", "{\"variant\":\"alice\",\"fen\":\"8/8/8/2Q1|k3/8/2|R5/3|p4/K7 b - - 0 1\",\"stipulation\":\"h#1.5\"}"},
            {"/api/puzzles/" + puzzle + "/attempt", "{\"move\":\"e2e4\"}"},
        };
        int solved = 0;
        for (int i = 0; i < 600; i++) {
            String[] seed = seeds[random.nextInt(seeds.length)];
            byte[] body = mutate(random, seed[1]);
            Reply reply = fixture.client.postBytes(seed[0], body, null);
            check(reply, new String(body, StandardCharsets.UTF_8));
            solved += reply.status() == 200 ? 1 : 0;
        }
        assertThat(solved).as("mutated bodies still answered").isPositive();
        String[] queries = {"/api/db/games?variant=alice&moves=e4%20e5&player=x&limit=5", "/api/explorer?variant=unachess&moves=K%40e1",
            "/api/puzzles/next?variant=chess&after=3", "/api/db/games/1", "/api/db/export?result=1-0&from=2024.01.01",
            "/api/puzzles/" + puzzle};
        for (int i = 0; i < 300; i++) {
            StringBuilder mutated = new StringBuilder(queries[random.nextInt(queries.length)]);
            for (int e = 1 + random.nextInt(3); e > 0; e--) {
                int at = 5 + random.nextInt(mutated.length() - 5);
                mutated.insert(at, switch (random.nextInt(6)) {
                    case 0 -> "%00";
                    case 1 -> "%ZZ";
                    case 2 -> Integer.toString(random.nextInt());
                    case 3 -> "&fen=" + "8/".repeat(random.nextInt(12));
                    case 4 -> "&offset=" + random.nextInt();
                    default -> "x";
                });
            }
            Reply reply;
            try {
                reply = fixture.client.get(mutated.toString());
            } catch (IllegalArgumentException e) {
                continue; // the client itself refuses some malformed URIs
            }
            assertThat(reply.status()).as(mutated.toString()).isLessThan(500);
        }
    }

    @Test
    void mutatedBodiesOfTheTournamentEndpointsAreAnsweredWith2xxOr4xxOnly() {
        PlayerClient organiser = PlayerClient.registered(fixture.server.port(), "Arbiter");
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Fuzz cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}");
        String id = created.json().path("id").asText();
        String[][] seeds = {
            {"/api/tournaments", "{\"name\":\"Grand Prix\",\"kind\":\"swiss\",\"variant\":\"unachess\",\"rounds\":5,"
                    + "\"rated\":true,\"password\":\"club\",\"tieBreaks\":[\"buchholz-cut1\",\"wins\"],"
                    + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3},\"startsAt\":null}"},
            {"/api/tournaments", "{\"name\":\"Arena\",\"kind\":\"arena\",\"variant\":\"uchess\",\"minutes\":60,"
                    + "\"berserk\":true,\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":180,\"incrementSeconds\":2}}"},
            {"/api/tournaments/" + id + "/join", "{\"password\":\"club\"}"},
            {"/api/tournaments/" + id + "/pause", "{\"paused\":true}"},
            {"/api/tournaments/" + id + "/results", "{\"round\":1,\"board\":1,\"result\":\"1-0\",\"reason\":\"x\"}"},
            {"/api/tournaments/" + id + "/players/Arbiter/withdraw", "{\"reason\":\"ill\"}"},
            {"/api/series", "{\"name\":\"Season\",\"points\":[10,8,6]}"},
            {"/api/tournaments/import?variant=chess", "012 Cup\n001    1      Anna                              2000                             "
                    + "1.0    1     2 w 1\n001    2      Bruno                             1900                             "
                    + "0.0    2     1 b 0\n"},
        };
        Random random = new Random(18);
        for (int i = 0; i < 1500; i++) {
            String[] seed = seeds[random.nextInt(seeds.length)];
            String body = new String(mutate(random, seed[1]), StandardCharsets.UTF_8);
            Reply reply = organiser.post(seed[0], body);
            check(reply, seed[0] + " " + body);
        }
        Reply forbidden = organiser.put("/api/tournaments/" + id + "/forbidden-pairs", "{\"pairs\":" + "[".repeat(500) + "}");
        assertThat(forbidden.status()).isEqualTo(400);
    }

    @Test
    void mutatedBodiesOfThePlayersEndpointsAreAnsweredWith2xxOr4xxOnly() {
        PlayerClient player = PlayerClient.registered(fixture.server.port(), "Fuzzer");
        Seats seats = fixture.newChessGame();
        String[][] seeds = {
            {"/api/accounts", "{\"name\":\"Someone\",\"password\":\"long enough phrase\"}"},
            {"/api/session", "{\"name\":\"Fuzzer\",\"password\":\"correct horse Fuzzer\"}"},
            {"/api/seeks", "{\"variant\":\"unachess\",\"rated\":true,\"side\":\"first\",\"ratingRange\":{\"min\":1400,"
                    + "\"max\":1600},\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}"},
            {"/api/games/" + seats.id() + "/chat", "{\"room\":\"spectators\",\"text\":\"nice move\"}"},
            {"/api/games/" + seats.id() + "/chat/mute", "{\"muted\":true}"},
        };
        Random random = new Random(17);
        // Fewer cases than the other bodies: registrations and logins that survive mutation hash a password (Argon2).
        for (int i = 0; i < 400; i++) {
            String[] seed = seeds[random.nextInt(seeds.length)];
            String body = new String(mutate(random, seed[1]), StandardCharsets.UTF_8);
            Reply reply = player.post(seed[0], body);
            check(reply, seed[0] + " " + body);
            if ((seed[0].equals("/api/session") || seed[0].equals("/api/accounts")) && reply.status() / 100 == 2) {
                player.csrf(reply.json().path("csrfToken").asText()); // a login or registration opened a new session
            }
            if (seed[0].equals("/api/seeks") && reply.status() == 201) {
                player.delete("/api/seeks/" + reply.json().path("id").asText());
            }
        }
        Reply password = player.put("/api/account/password", "{\"currentPassword\":" + "[".repeat(1001) + "}");
        assertThat(password.status()).isEqualTo(400);
        assertThat(password.error()).isEqualTo(DEPTH);
        String[] paths = {"/api/players/Fuzzer", "/api/players/Fuzzer/games?result=win&variant=chess&limit=5",
            "/api/players/Fuzzer/ratings/unachess", "/api/leaderboards/chess?limit=3", "/api/games/" + seats.id() + "/chat?room=players"};
        for (int i = 0; i < 300; i++) {
            StringBuilder mutated = new StringBuilder(paths[random.nextInt(paths.length)]);
            int at = 5 + random.nextInt(mutated.length() - 5);
            mutated.insert(at, switch (random.nextInt(4)) {
                case 0 -> "%00";
                case 1 -> "%ZZ";
                case 2 -> "&offset=" + random.nextInt();
                default -> "x";
            });
            Reply reply;
            try {
                reply = player.get(mutated.toString());
            } catch (IllegalArgumentException e) {
                continue;
            }
            assertThat(reply.status()).as(mutated.toString()).isLessThan(500);
        }
    }

    @Test
    void mutatedPathsAndQueriesAreAnsweredWith2xxOr4xxOnly() {
        Random random = new Random(5);
        String[] seeds = {"/api/games?status=live&limit=5", "/api/games/abc", "/api/invites/abc",
            "/api/games?variant=chess&status=finished", "/api/pgn?variant=chess&limit=3", "/api/games/abc/pgn"};
        for (int i = 0; i < 300; i++) {
            String path = seeds[random.nextInt(seeds.length)];
            StringBuilder mutated = new StringBuilder(path);
            int edits = 1 + random.nextInt(3);
            for (int e = 0; e < edits; e++) {
                int at = 5 + random.nextInt(mutated.length() - 5);
                String insert = switch (random.nextInt(5)) {
                    case 0 -> "%00";
                    case 1 -> "%ZZ";
                    case 2 -> Integer.toString(random.nextInt());
                    case 3 -> "&limit=" + random.nextInt();
                    default -> "x";
                };
                mutated.insert(at, insert);
            }
            Reply reply;
            try {
                reply = fixture.client.get(mutated.toString());
            } catch (IllegalArgumentException e) {
                continue; // the client itself refuses some malformed URIs
            }
            assertThat(reply.status()).as(mutated.toString()).isLessThan(500);
        }
    }

    private static Map<String, String> hostile() {
        Map<String, String> bodies = new LinkedHashMap<>();
        for (String field : List.of("variant", "move", "name", "fen", "action", "plies")) {
            bodies.put("{\"" + field + "\":" + "[".repeat(1001), DEPTH);
            bodies.put("{\"" + field + "\":" + "[".repeat(1001) + "]".repeat(1001) + "}", DEPTH);
            bodies.put("{\"" + field + "\":" + "{\"x\":".repeat(1001), DEPTH);
            bodies.put("{\"" + field + "\":" + "9".repeat(2000) + "}", DIGITS);
            bodies.put("{\"" + field + "\":-" + "9".repeat(2000), DIGITS);
            bodies.put("{\"" + field + "\":0." + "1".repeat(2000) + "}", DIGITS);
            bodies.put("{\"" + field + "\":[" + "1,".repeat(3000) + "1]}", null);
            bodies.put("{\"" + field + "\":\"" + "a".repeat(7000) + "\"}", null);
            bodies.put("{\"" + field + "\":\"" + "a".repeat(20_000) + "\"}", null);
        }
        bodies.put("[".repeat(5000), DEPTH);
        bodies.put("9".repeat(5000), DIGITS);
        bodies.put("{\"" + "k".repeat(7000) + "\":1}", null);
        return bodies;
    }

    @Test
    void hostileBodiesGetA4xxNamingTheProblemFromEveryEndpoint() {
        Seats seats = fixture.newChessGame();
        String invite = fixture.client.post("/api/games", "{\"variant\":\"chess\"}").json().path("inviteCode").asText();
        List<String> parsed = List.of("/api/games", "/api/positions/validate", "/api/positions/analysis", "/api/positions/solve",
                "/api/games/" + seats.id() + "/moves", "/api/games/" + seats.id() + "/draw", "/api/invites/" + invite);
        List<String> unparsed = List.of("/api/games/" + seats.id() + "/resign", "/api/games/" + seats.id() + "/abort",
                "/api/games/" + seats.id() + "/claim", "/api/import");
        for (Map.Entry<String, String> hostile : HOSTILE.entrySet()) {
            String body = hostile.getKey();
            String shown = body.substring(0, Math.min(30, body.length())) + "... (" + body.length() + " chars)";
            for (String path : parsed) {
                Reply reply = fixture.client.post(path, body, seats.first());
                check(reply, path + " " + shown);
                if (body.length() <= 8192) {
                    assertThat(reply.status()).as("%s %s", path, shown).isEqualTo(400);
                }
                if (hostile.getValue() != null) {
                    assertThat(reply.error()).as("%s %s", path, shown).isEqualTo(hostile.getValue());
                }
            }
            for (String path : unparsed) {
                // These read no JSON (the token alone decides, or the body is PGN), but the body still arrives.
                check(fixture.client.post(path, body, null), path + " " + shown);
            }
        }
        assertThat(fixture.client.get("/api/games/" + seats.id()).json().path("status").asText()).isEqualTo("live");
    }

    @Test
    void hostileMessagesGetAnErrorNamingTheProblemOnTheLiveChannel() {
        Seats seats = fixture.newChessGame();
        try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
            socket.next();
            for (Map.Entry<String, String> hostile : HOSTILE.entrySet()) {
                if (hostile.getKey().length() > 4096) {
                    continue; // larger than a WebSocket message may be: the connection is closed (LiveChannelTest)
                }
                socket.send(hostile.getKey());
                JsonNode reply = socket.next();
                String shown = hostile.getKey().substring(0, 30);
                assertThat(reply.path("type").asText()).as(shown).isEqualTo("error");
                assertThat(reply.path("status").asInt()).as(shown).isEqualTo(400);
                HostileJsonTest.assertFreeOfInternals(reply.path("error").asText());
                if (hostile.getValue() != null) {
                    assertThat(reply.path("error").asText()).as(shown).isEqualTo(hostile.getValue());
                }
            }
            socket.send("{\"action\":\"ping\"}");
            assertThat(socket.next().path("type").asText()).isEqualTo("pong");
        }
    }

    private static void check(Reply reply, String body) {
        assertThat(reply.status()).as("status for %s", body).isBetween(200, 499);
        if (reply.status() >= 400) {
            assertThat(reply.json().path("error").asText()).as("error for %s", body).isNotBlank();
            assertThat(reply.body()).doesNotContain("Exception").doesNotContain("\tat ");
            HostileJsonTest.assertFreeOfInternals(reply.error());
        }
    }

    private static byte[] mutate(Random random, String seed) {
        StringBuilder text = new StringBuilder(seed);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = random.nextInt(text.length() + 1);
            switch (random.nextInt(6)) {
                case 0 -> {
                    if (text.length() > 0) {
                        text.deleteCharAt(Math.min(at, text.length() - 1));
                    }
                }
                case 1 -> text.insert(at, FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
                case 2 -> text.insert(at, (char) (32 + random.nextInt(95)));
                case 3 -> {
                    if (text.length() > 0) {
                        text.setCharAt(Math.min(at, text.length() - 1), (char) (32 + random.nextInt(95)));
                    }
                }
                case 4 -> text.setLength(Math.min(at, text.length()));
                default -> {
                    int from = random.nextInt(text.length() + 1);
                    int to = Math.min(text.length(), from + random.nextInt(12));
                    text.insert(at, text.substring(from, to));
                }
            }
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(20) == 0 && bytes.length > 0) {
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256); // not even UTF-8 any more
        }
        return bytes;
    }
}
