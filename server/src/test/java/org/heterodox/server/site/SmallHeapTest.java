package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.heterodox.gamedb.DatabaseImporter;
import org.heterodox.server.game.GameLimits;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerProcess;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server in a child JVM with a 256 MB heap takes the worst inputs of its heavy endpoints from
 * several clients at once: the 16 MB upload of one game of millions of plies, site imports at the
 * size and ply limits, the longest records replayed and exported again and again, the longest
 * searches and solves, the longest move lists. It answers every one without a 5xx, never runs out of
 * memory, and afterwards holds about the heap it held before.
 */
class SmallHeapTest {
    private static final int THREADS = 6;
    private static final int ROUNDS = 2;
    /** What the heap may keep beyond its level before the storm (caches filling up, the JIT's data). */
    private static final long HEAP_SLACK = 48L << 20;
    private static final String SHUFFLE = "Nf3 Nf6 Ng1 Ng8 ";

    @TempDir
    Path data;

    @Test
    void theWorstInputsOfTheHeavyEndpointsFitInA256MbHeap() throws Exception {
        Path portFile = data.resolve("port");
        Path log = data.resolve("child.log");
        Process child = ServerProcess.start(data.resolve("db").toString(), portFile, log, List.of("-Xmx256m"));
        try {
            int port = ServerProcess.port(child, portFile, log);
            List<PlayerClient> players = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                players.add(PlayerClient.registered(port, "heavy" + i));
            }
            PlayerClient first = players.get(0);
            String longest = record(GameLimits.MAX_PLIES, "1/2-1/2");
            Reply site = first.post("/api/import", longest, Map.of("Content-Type", "application/x-chess-pgn"));
            assertThat(site.status()).as(site.body()).isEqualTo(201);
            String siteGame = site.json().path("game").path("id").asText();
            Reply db = first.post("/api/db/games", "[White \"Longest\"]\n" + record(DatabaseImporter.MAX_PLIES, "*"),
                    Map.of("Content-Type", "application/x-chess-pgn"));
            assertThat(db.status()).as(db.body()).isEqualTo(201);
            first.post("/api/db/games", manyGames(2_000), Map.of("Content-Type", "application/x-chess-pgn"));
            String dbGame = first.get("/api/db/games?player=Longest").json().path("games").path(0).path("id").asText();

            List<Attack> attacks = attacks(siteGame, dbGame, longest);
            for (Attack attack : attacks) {
                // every path warmed up once, alone: its caches and classes count as the base
                Reply reply = attack.send(first);
                assertThat(reply.status()).as("%s alone: %s", attack.name(), reply.body()).isLessThan(500);
                if (attack.name().startsWith("16 MB")) {
                    assertThat(reply.status()).as("the 16 MB upload alone is read: %s", reply.body()).isEqualTo(200);
                }
            }
            long base = ServerProcess.heapUsed(child, portFile);

            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                PlayerClient player = players.get(t);
                List<Attack> order = new ArrayList<>(attacks);
                Collections.shuffle(order, new Random(t));
                results.add(pool.submit(() -> {
                    List<String> failures = new ArrayList<>();
                    for (int round = 0; round < ROUNDS; round++) {
                        for (Attack attack : order) {
                            Reply reply = attack.send(player);
                            if (reply.status() >= 500) {
                                failures.add(attack.name() + ": " + reply.status() + " " + reply.body());
                            }
                        }
                    }
                    return failures;
                }));
            }
            pool.shutdown();
            List<String> failures = new ArrayList<>();
            for (Future<List<String>> result : results) {
                failures.addAll(result.get(120, TimeUnit.SECONDS));
            }
            assertThat(failures).as("answers of the server with 256 MB (its log's errors: %s)", errors(log)).isEmpty();
            assertThat(child.isAlive()).as("the child server is alive").isTrue();
            long after = ServerProcess.heapUsed(child, portFile);
            System.out.printf("SmallHeapTest: heap %d MB before the storm, %d MB after it%n", base >> 20, after >> 20);
            assertThat(errors(log)).as("the child's log").noneMatch(line -> line.contains("OutOfMemoryError"));
            assertThat(after).as("heap after the storm (before: %d MB)", base >> 20).isLessThan(base + HEAP_SLACK);
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** The child log's lines that name an error or exception (the first 30). */
    private static List<String> errors(Path log) throws java.io.IOException {
        return Files.readAllLines(log).stream().filter(line -> line.contains("Error") || line.contains("Exception")
                || line.contains("ERROR")).limit(30).toList();
    }

    /** One request, sent by any player (each thread its own session). */
    private record Attack(String name, java.util.function.Function<PlayerClient, Reply> request) {
        Reply send(PlayerClient player) {
            return request.apply(player);
        }
    }

    private static List<Attack> attacks(String siteGame, String dbGame, String longest) {
        Map<String, String> pgn = Map.of("Content-Type", "application/x-chess-pgn");
        String millions = millionsOfPlies();
        String tooLong = record(GameLimits.MAX_PLIES + 1_000, "*");
        String moves = SHUFFLE.repeat(4_000 / SHUFFLE.length()).strip();
        String crowded = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        String middlegame = "r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1";
        List<Attack> attacks = new ArrayList<>(List.of(
                new Attack("16 MB upload of one game of millions of plies", p -> p.post("/api/db/games", millions, pgn)),
                new Attack("site import beyond the ply limit", p -> p.post("/api/import", tooLong, pgn)),
                new Attack("site import at the ply limit", p -> p.post("/api/import", longest, pgn)),
                new Attack("site import of 256 KiB", p -> p.post("/api/import",
                        "[Event \"" + "E".repeat(255 << 10) + "\"]\n\n1. e4 *\n", pgn)),
                new Attack("database game of the most plies", p -> p.get("/api/db/games/" + dbGame)),
                new Attack("database export of 10,000 games", p -> p.get("/api/db/export?limit=10000")),
                new Attack("site record of the most plies", p -> p.get("/api/games/" + siteGame + "/record")),
                new Attack("site PGN of the most plies", p -> p.get("/api/games/" + siteGame + "/pgn")),
                new Attack("site games as PGN", p -> p.get("/api/pgn?status=finished&limit=200")),
                new Attack("longest analysis", p -> p.post("/api/positions/analysis",
                        "{\"variant\":\"chess\",\"fen\":\"" + crowded + "\",\"movetime\":5000,\"level\":8}")),
                new Attack("solve #3 from the start", p -> p.post("/api/positions/solve",
                        "{\"variant\":\"chess\",\"fen\":\"" + crowded + "\",\"stipulation\":\"#3\"}")),
                new Attack("solve h#3 in a middlegame", p -> p.post("/api/positions/solve",
                        "{\"variant\":\"chess\",\"fen\":\"" + middlegame + "\",\"stipulation\":\"h#3\"}")),
                new Attack("database search after the longest move list", p -> p.get("/api/db/games?variant=chess&moves="
                        + moves.replace(" ", "%20") + "&limit=100")),
                new Attack("explorer after the longest move list", p -> p.get("/api/explorer?variant=chess&moves="
                        + moves.replace(" ", "%20")))));
        return attacks;
    }

    /** A game of {@code plies} knight moves (legal, never ending by itself) as PGN. */
    private static String record(int plies, String result) {
        StringBuilder text = new StringBuilder("[Event \"Shuffle\"]\n[Variant \"chess\"]\n[Result \"" + result + "\"]\n\n");
        String[] knights = SHUFFLE.strip().split(" ");
        for (int ply = 0; ply < plies; ply++) {
            text.append(knights[ply % 4]).append(' ');
        }
        return text.append(result).append('\n').toString();
    }

    /** The largest upload the database takes: one game whose moves go on for millions of plies. */
    private static String millionsOfPlies() {
        int size = (16 << 20) - 1_024;
        StringBuilder text = new StringBuilder(size).append("[Event \"Millions\"]\n\n");
        while (text.length() + SHUFFLE.length() + 4 < size) {
            text.append(SHUFFLE);
        }
        return text.append("*\n").toString();
    }

    /** {@code count} short games, each with players of their own (no duplicates), for the export. */
    private static String manyGames(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append("[White \"W").append(i).append("\"]\n[Black \"B").append(i).append("\"]\n[Result \"1-0\"]\n\n")
                    .append("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n");
        }
        return text.toString();
    }
}
