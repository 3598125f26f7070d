package org.heterodox.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Random;
import org.heterodox.server.ServerFixture.Seats;
import org.heterodox.server.TestClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mutated request bodies for the JSON endpoints: whatever arrives, the answer is a success or a
 * 4xx JSON error naming the problem, never a 5xx and never a stack trace.
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
    };

    @TempDir
    static Path data;
    static ServerFixture fixture;

    @BeforeAll
    static void start() {
        // Without an engine: engine seeds are then refused (400) instead of starting searches.
        fixture = ServerFixture.start(ServerFixture.config(data).withEngine(null, 1, 0));
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

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

    private static void check(Reply reply, String body) {
        assertThat(reply.status()).as("status for %s", body).isBetween(200, 499);
        if (reply.status() >= 400) {
            assertThat(reply.json().path("error").asText()).as("error for %s", body).isNotBlank();
            assertThat(reply.body()).doesNotContain("Exception").doesNotContain("\tat ");
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
