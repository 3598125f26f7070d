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
 * every game, and the refusals.
 */
class PuzzleApiTest {
    @TempDir
    static Path data;
    static ServerFixture fixture;

    // Two mates in one of chess, beside the built-in puzzles.
    static final String PUZZLES = """
            chess\tk7/8/1K6/8/8/8/8/7R w - - 0 1\th1h8\th1h8\tmateIn1\ttest 1
            chess\t6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1\tb1b8\tb1b8\tmateIn1\ttest 2
            """;

    @BeforeAll
    static void start() {
        try (Database database = Database.open(Database.h2Url(data))) {
            new PuzzleService(new PuzzleStore(database.jdbi()), () -> 0L)
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
        JsonNode solved = attempt(fixture.client, puzzle, solutionOf(puzzle));
        assertThat(solved.path("correct").asBoolean()).isTrue();
        assertThat(solved.path("playerRating").isNull() || solved.path("playerRating").isMissingNode()).isTrue();
        assertThat(solved.path("puzzleRating").path("before").asInt()).isEqualTo(solved.path("puzzleRating").path("after").asInt());
    }

    @Test
    void aPlayersFirstTryRatesBothAndTheNextPuzzleIsANewOne() {
        PlayerClient anna = PlayerClient.registered(fixture.server.port(), "PuzzleAnna");
        JsonNode first = next(anna, "chess", 0);
        JsonNode right = attempt(anna, first, solutionOf(first));
        assertThat(right.path("correct").asBoolean()).isTrue();
        assertThat(right.path("playerRating").path("after").asInt()).isGreaterThan(1500);
        assertThat(right.path("puzzleRating").path("after").asInt()).isLessThan(right.path("puzzleRating").path("before").asInt());
        JsonNode again = attempt(anna, first, wrongMove(first));
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
        Reply none = fixture.client.post("/api/puzzles/999999/attempt", "{\"move\":\"e4\"}");
        assertThat(none.status()).isEqualTo(404);
        assertThat(none.error()).isEqualTo("no puzzle 999999");
        JsonNode puzzle = next(fixture.client, "chess", 0);
        Reply illegal = fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt", "{\"move\":\"Ke9\"}");
        assertThat(illegal.status()).isEqualTo(400);
        assertThat(illegal.error()).startsWith("move: ");
        assertThat(fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt", "{}").status()).isEqualTo(400);
        assertThat(fixture.client.post("/api/puzzles/abc/attempt", "{\"move\":\"e4\"}").status()).isEqualTo(404);
        assertThat(fixture.client.get("/api/puzzles/999999").status()).isEqualTo(404);
        JsonNode shared = OpenApiSchemas.conforms("Puzzle", fixture.client.get("/api/puzzles/" + puzzle.path("id").asLong()).json());
        assertThat(shared.path("fen").asText()).isEqualTo(puzzle.path("fen").asText());
        PlayerClient boris = PlayerClient.registered(fixture.server.port(), "PuzzleBoris");
        assertThat(boris.postWithoutCsrf("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt", "{\"move\":\"h1h8\"}")
                .status()).isEqualTo(403);
    }

    private static JsonNode next(Object client, String variant, long after) {
        Reply reply = client instanceof PlayerClient p ? p.get("/api/puzzles/next?variant=" + variant + "&after=" + after)
                : ((TestClient) client).get("/api/puzzles/next?variant=" + variant + "&after=" + after);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return OpenApiSchemas.conforms("Puzzle", reply.json());
    }

    private static JsonNode attempt(Object client, JsonNode puzzle, String move) {
        String path = "/api/puzzles/" + puzzle.path("id").asLong() + "/attempt";
        String body = "{\"move\":\"" + move + "\"}";
        Reply reply = client instanceof PlayerClient p ? p.post(path, body) : ((TestClient) client).post(path, body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return OpenApiSchemas.conforms("PuzzleAttempt", reply.json());
    }

    /** A puzzle's solution, as a logged-out visitor's try (which moves no rating) reveals it. */
    private static String solutionOf(JsonNode puzzle) {
        return fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt",
                "{\"move\":\"" + puzzle.path("legalMoves").get(0).asText() + "\"}").json().path("solutionUci").asText();
    }

    /** A legal move of the puzzle that is not an answer (a visitor's tries find one). */
    private static String wrongMove(JsonNode puzzle) {
        for (JsonNode move : puzzle.path("legalMoves")) {
            JsonNode tried = fixture.client.post("/api/puzzles/" + puzzle.path("id").asLong() + "/attempt",
                    "{\"move\":\"" + move.asText() + "\"}").json();
            if (!tried.path("correct").asBoolean()) {
                return move.asText();
            }
        }
        throw new AssertionError("every move solves " + puzzle);
    }
}
