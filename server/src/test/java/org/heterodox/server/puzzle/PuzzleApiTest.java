package org.heterodox.server.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The puzzle trainer over HTTP: a puzzle of a game for a logged-out visitor and for a player, right
 * and wrong answers, Glicko-2 ratings moved on a player's first try only, the built-in puzzles of
 * every game, several-move puzzles with the opponent's replies, themes, streaks, the history, and the
 * refusals.
 */
class PuzzleApiTest {
    @TempDir
    static Path data;
    static ServerFixture fixture;

    // Two mates in one of chess (the first has two mating moves) and a mate in two of three plies, beside the
    // built-in puzzles: stored first, they are puzzles 1, 2 and 3.
    static final String PUZZLES = """
            chess\tk7/8/1K6/8/8/8/8/6RR w - - 0 1\th1h8\th1h8\tmateIn1\ttest 1
            chess\t6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1\tb1b8\tb1b8\tmateIn1\ttest 2
            chess\tr5k1/5ppp/8/p1p1p3/3p3n/8/1R3PPP/1R4K1 w - - 0 1\tb2b8\tb2b8 a8b8 b1b8\tmateIn2\ttest 3\t3
            """;

    @BeforeAll
    static void start() {
        try (Database database = Database.open(Database.h2Url(data))) {
            new PuzzleService(database.jdbi(), () -> 0L)
                    .load(new ByteArrayInputStream(PUZZLES.getBytes(StandardCharsets.UTF_8)), "test");
        }
        fixture = ServerFixture.start(data);
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    @Test
    void everyGameHasBuiltInPuzzles() {
        JsonNode overview = OpenApiSchemas.conforms("PuzzleOverview", fixture.client.get("/api/puzzles").json());
        assertThat(overview.path("games")).extracting(g -> g.path("variant").asText()).contains("chess", "uchess",
                "unachess", "unachess2", "parachute", "shogi", "unashogi", "ambiguous", "alice");
        assertThat(overview.path("ratings")).isEmpty();
    }

    @Test
    void aLoggedOutVisitorSolvesUnrated() {
        JsonNode puzzle = next(fixture.client, "chess", 0);
        assertThat(puzzle.path("legalMoves")).isNotEmpty();
        JsonNode missed = attempt(fixture.client, puzzle, wrongMove(puzzle));
        assertThat(missed.path("correct").asBoolean()).isFalse();
        java.util.List<String> legal = new java.util.ArrayList<>();
        puzzle.path("legalMoves").forEach(m -> legal.add(m.asText()));
        assertThat(legal).contains(missed.path("solutionUci").asText());
        JsonNode solved = solve(fixture.client, get(fixture.client, "/api/puzzles/" + puzzle.path("id").asLong()));
        assertThat(solved.path("correct").asBoolean()).isTrue();
        assertThat(solved.path("playerRating").isNull() || solved.path("playerRating").isMissingNode()).isTrue();
        assertThat(solved.path("puzzleRating").path("before").asInt()).isEqualTo(solved.path("puzzleRating").path("after").asInt());
    }

    @Test
    void aPlayersFirstTryRatesBothAndTheNextPuzzleIsANewOne() {
        PlayerClient anna = PlayerClient.registered(fixture.server.port(), "PuzzleAnna");
        JsonNode first = next(anna, "chess", 0);
        JsonNode right = solve(anna, first);
        assertThat(right.path("correct").asBoolean()).isTrue();
        assertThat(right.path("playerRating").path("after").asInt()).isGreaterThan(1500);
        assertThat(right.path("puzzleRating").path("after").asInt()).isLessThan(right.path("puzzleRating").path("before").asInt());
        JsonNode again = attempt(anna, get(anna, "/api/puzzles/" + first.path("id").asLong()), wrongMove(first));
        assertThat(again.path("correct").asBoolean()).isFalse();
        assertThat(again.path("playerRating").path("after").asInt()).as("a second try changes nothing")
                .isEqualTo(right.path("playerRating").path("after").asInt());

        JsonNode second = next(anna, "chess", first.path("id").asLong());
        assertThat(second.path("id").asLong()).isNotEqualTo(first.path("id").asLong());
        JsonNode wrong = attempt(anna, second, wrongMove(second));
        assertThat(wrong.path("correct").asBoolean()).isFalse();
        assertThat(wrong.path("playerRating").path("after").asInt()).isLessThan(wrong.path("playerRating").path("before").asInt());
        JsonNode overview = anna.get("/api/puzzles").json();
        assertThat(overview.path("ratings")).anySatisfy(r -> {
            assertThat(r.path("variant").asText()).isEqualTo("chess");
            assertThat(r.path("attempts").asInt()).isEqualTo(2);
            assertThat(r.path("solved").asInt()).isEqualTo(1);
        });
    }

    @Test
    void refusalsAreNamed() {
        Reply unknownGame = fixture.client.get("/api/puzzles/next?variant=nosuch");
        assertThat(unknownGame.status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/puzzles/next").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/puzzles/next?variant=chess&after=x").status()).isEqualTo(400);
        Reply none = fixture.client.post("/api/puzzles/999999/attempt", "{\"run\":\"x\",\"move\":\"e4\"}");
        assertThat(none.status()).isEqualTo(404);
        assertThat(none.error()).isEqualTo("no puzzle 999999");
        JsonNode puzzle = next(fixture.client, "chess", 0);
        Reply illegal = send(fixture.client, puzzle, "Ke9");
        assertThat(illegal.status()).isEqualTo(400);
        assertThat(illegal.error()).startsWith("move: ");
        assertThat(send(fixture.client, puzzle, "e".repeat(33)).status()).isEqualTo(400);
        assertThat(fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt", "{}").status()).isEqualTo(400);
        assertThat(fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt", "{\"move\":\"e4\"}")
                .status()).as("no run").isEqualTo(400);
        assertThat(fixture.client.post("/api/puzzles/abc/attempt", "{\"run\":\"x\",\"move\":\"e4\"}").status()).isEqualTo(404);
        Reply notStarted = fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt",
                "{\"run\":\"no-such-run\",\"move\":\"e4\"}");
        assertThat(notStarted.status()).isEqualTo(409);
        assertThat(notStarted.error()).contains("is not started");
        JsonNode other = get(fixture.client, "/api/puzzles/1");
        assertThat(fixture.client.post("/api/puzzles/2/attempt", "{\"run\":\"" + other.path("run").asText()
                + "\",\"move\":\"b1b8\"}").status()).as("another puzzle's run").isEqualTo(409);
        assertThat(fixture.client.get("/api/puzzles/next?variant=chess&theme=fork").error()).startsWith("unknown theme 'fork'");
        assertThat(fixture.client.get("/api/puzzles/next?variant=chess&theme=" + "x".repeat(300)).status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/puzzles/next?variant=chess&theme=mateIn99").status()).isEqualTo(404);
        assertThat(fixture.client.get("/api/puzzles/next?variant=chess&mode=blitz").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/puzzles/next?variant=chess&run=abc").status()).as("run without streak").isEqualTo(400);
        assertThat(fixture.client.get("/api/puzzles/next?mode=streak&run=abc").status()).isEqualTo(404);
        assertThat(fixture.client.get("/api/puzzles/history").status()).isEqualTo(401);
        assertThat(fixture.client.get("/api/puzzles/999999").status()).isEqualTo(404);
        JsonNode shared = OpenApiSchemas.conforms("Puzzle", fixture.client.get("/api/puzzles/" + puzzle.path("id").asLong()).json());
        assertThat(shared.path("fen").asText()).isEqualTo(puzzle.path("fen").asText());
        PlayerClient boris = PlayerClient.registered(fixture.server.port(), "PuzzleBoris");
        assertThat(boris.postWithoutCsrf("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt", "{\"move\":\"h1h8\"}")
                .status()).isEqualTo(403);
        assertThat(send(boris, puzzle, solutionOf(puzzle)).status()).as("a visitor's run is not the player's").isEqualTo(409);
        assertThat(boris.get("/api/puzzles/history?limit=0").status()).isEqualTo(400);
        assertThat(boris.get("/api/puzzles/history?limit=101").status()).isEqualTo(400);
        assertThat(boris.get("/api/puzzles/history?before=x").status()).isEqualTo(400);
    }

    @Test
    void aSeveralMovePuzzleAnswersWithTheOpponentsReplyUntilItIsSolved() {
        JsonNode puzzle = get(fixture.client, "/api/puzzles/3");
        assertThat(puzzle.path("tags")).extracting(JsonNode::asText).containsExactly("mateIn2", "short");
        JsonNode first = attempt(fixture.client, puzzle, "Rb8+");
        assertThat(first.path("correct").asBoolean()).isTrue();
        assertThat(first.path("done").asBoolean()).isFalse();
        assertThat(first.path("reply").path("uci").asText()).isEqualTo("a8b8");
        assertThat(first.path("reply").path("legalMoves")).extracting(JsonNode::asText).contains("b1b8");
        assertThat(first.path("line")).as("the line stays hidden until the end").isEmpty();
        JsonNode mate = attempt(fixture.client, puzzle, "b1b8");
        assertThat(mate.path("correct").asBoolean()).isTrue();
        assertThat(mate.path("done").asBoolean()).isTrue();
        assertThat(mate.path("line")).extracting(JsonNode::asText).containsExactly("Rb8+", "Rxb8", "Rxb8#");
        assertThat(send(fixture.client, puzzle, "g1f1").status()).as("the run is over").isEqualTo(409);

        JsonNode again = get(fixture.client, "/api/puzzles/3");
        attempt(fixture.client, again, "b2b8");
        JsonNode missed = attempt(fixture.client, again, "g1f1");
        assertThat(missed.path("correct").asBoolean()).isFalse();
        assertThat(missed.path("done").asBoolean()).isTrue();
        assertThat(missed.path("solution").asText()).isEqualTo("Rxb8#");
        assertThat(missed.path("lineUci")).extracting(JsonNode::asText).containsExactly("b2b8", "a8b8", "b1b8");

        JsonNode twoMates = get(fixture.client, "/api/puzzles/1");
        assertThat(attempt(fixture.client, twoMates, "g1g8").path("correct").asBoolean()).as("any mate at once").isTrue();
        assertThat(next(fixture.client, "chess", 0).path("mode").asText()).isEqualTo("rated");
        JsonNode shortOne = get(fixture.client, "/api/puzzles/next?variant=chess&theme=short");
        assertThat(shortOne.path("tags")).extracting(JsonNode::asText).contains("short");
    }

    @Test
    void aStreakClimbsUnratedUntilTheFirstMissAndTheHistoryKeepsEveryPuzzle() {
        PlayerClient cleo = PlayerClient.registered(fixture.server.port(), "PuzzleCleo");
        JsonNode first = get(cleo, "/api/puzzles/next?variant=chess&theme=mateIn1&mode=streak");
        assertThat(first.path("mode").asText()).isEqualTo("streak");
        assertThat(first.path("streak").asInt()).isZero();
        JsonNode solved = attempt(cleo, first, solutionOf(first));
        assertThat(solved.path("done").asBoolean()).isTrue();
        assertThat(solved.path("playerRating").isNull()).as("unrated").isTrue();
        assertThat(solved.path("streak").path("count").asInt()).isEqualTo(1);
        assertThat(solved.path("streak").path("best").asInt()).isEqualTo(1);
        JsonNode second = get(cleo, "/api/puzzles/next?mode=streak&run=" + first.path("run").asText());
        assertThat(second.path("id").asLong()).isNotEqualTo(first.path("id").asLong());
        assertThat(second.path("rating").asInt()).isGreaterThanOrEqualTo(first.path("rating").asInt());
        assertThat(second.path("run").asText()).isEqualTo(first.path("run").asText());
        assertThat(second.path("streak").asInt()).isEqualTo(1);
        JsonNode missed = attempt(cleo, second, wrongMove(second));
        assertThat(missed.path("done").asBoolean()).isTrue();
        assertThat(missed.path("streak").path("count").asInt()).isEqualTo(1);
        assertThat(missed.path("streak").path("best").asInt()).isEqualTo(1);
        assertThat(cleo.get("/api/puzzles/next?mode=streak&run=" + first.path("run").asText()).status())
                .as("the streak is over").isEqualTo(409);
        assertThat(cleo.get("/api/puzzles").json().path("streaks")).anySatisfy(b -> {
            assertThat(b.path("variant").asText()).isEqualTo("chess");
            assertThat(b.path("best").asInt()).isEqualTo(1);
        });
        JsonNode visitor = get(fixture.client, "/api/puzzles/next?variant=chess&mode=streak");
        assertThat(attempt(fixture.client, visitor, solutionOf(visitor)).path("streak").path("best").isNull()).isTrue();

        JsonNode rated = next(cleo, "chess", 0);
        assertThat(solve(cleo, rated).path("correct").asBoolean()).isTrue();
        JsonNode page = cleo.get("/api/puzzles/history?limit=2").json();
        OpenApiSchemas.conforms("PuzzleHistory", page);
        assertThat(page.path("entries")).hasSize(2);
        JsonNode newest = page.path("entries").get(0);
        assertThat(newest.path("puzzle").asLong()).isEqualTo(rated.path("id").asLong());
        assertThat(newest.path("mode").asText()).isEqualTo("rated");
        assertThat(newest.path("solved").asBoolean()).isTrue();
        assertThat(newest.path("ratingAfter").asInt()).isGreaterThan(newest.path("ratingBefore").asInt());
        assertThat(page.path("entries").get(1).path("mode").asText()).isEqualTo("streak");
        assertThat(page.path("entries").get(1).path("solved").asBoolean()).isFalse();
        JsonNode rest = cleo.get("/api/puzzles/history?limit=2&before=" + page.path("next").asLong()).json();
        assertThat(rest.path("entries")).singleElement().satisfies(e -> assertThat(e.path("solved").asBoolean()).isTrue());
        assertThat(rest.path("next").isNull()).isTrue();
    }

    private static JsonNode next(Object client, String variant, long after) {
        return get(client, "/api/puzzles/next?variant=" + variant + "&after=" + after);
    }

    private static JsonNode get(Object client, String path) {
        Reply reply = client instanceof PlayerClient p ? p.get(path) : ((TestClient) client).get(path);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return OpenApiSchemas.conforms("Puzzle", reply.json());
    }

    private static Reply send(Object client, JsonNode puzzle, String move) {
        String path = "/api/puzzles/" + puzzle.path("id").asLong() + "/attempt";
        String body = "{\"run\":\"" + puzzle.path("run").asText() + "\",\"move\":\"" + move + "\"}";
        return client instanceof PlayerClient p ? p.post(path, body) : ((TestClient) client).post(path, body);
    }

    private static JsonNode attempt(Object client, JsonNode puzzle, String move) {
        Reply reply = send(client, puzzle, move);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return OpenApiSchemas.conforms("PuzzleAttempt", reply.json());
    }

    /** A puzzle's whole line (machine notation), as a logged-out visitor's missed try reveals it. */
    private static java.util.List<String> lineOf(JsonNode puzzle) {
        for (JsonNode move : puzzle.path("legalMoves")) {
            JsonNode tried = attempt(fixture.client, get(fixture.client, "/api/puzzles/" + puzzle.path("id").asLong()), move.asText());
            if (tried.path("done").asBoolean()) {
                java.util.List<String> line = new java.util.ArrayList<>();
                tried.path("lineUci").forEach(m -> line.add(m.asText()));
                return line;
            }
        }
        throw new AssertionError("no move ends " + puzzle);
    }

    /** Plays the puzzle's whole solution in its run; the last answer. */
    private static JsonNode solve(Object client, JsonNode puzzle) {
        java.util.List<String> line = lineOf(puzzle);
        JsonNode step = null;
        for (int ply = 0; ply < line.size() && (step == null || !step.path("done").asBoolean()); ply += 2) {
            step = attempt(client, puzzle, line.get(ply));
        }
        assertThat(step.path("done").asBoolean()).isTrue();
        return step;
    }

    /** A puzzle's first move, as a visitor's tries reveal it. */
    private static String solutionOf(JsonNode puzzle) {
        return lineOf(puzzle).get(0);
    }

    /** A legal move of the puzzle that is not an answer (a visitor's tries find one). */
    private static String wrongMove(JsonNode puzzle) {
        for (JsonNode move : puzzle.path("legalMoves")) {
            JsonNode tried = attempt(fixture.client, get(fixture.client, "/api/puzzles/" + puzzle.path("id").asLong()), move.asText());
            if (!tried.path("correct").asBoolean()) {
                return move.asText();
            }
        }
        throw new AssertionError("every move solves " + puzzle);
    }
}
