package org.heterodox.server.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.analysis.SolveLimits;
import org.heterodox.server.moderation.ModerationStore;
import org.heterodox.server.moderation.Role;
import org.heterodox.server.moderation.RoleGrants;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The problem collection through the API: submissions checked before publishing (sound, cooked, no
 * solution, unsettled), search, the try at the key, the solution, deletion, export and import
 * (PGN and Popeye's input), and each refusal.
 */
class ProblemApiTest {
    /** #1, one key: Rh8#. */
    private static final String SOUND = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
    /** #1 with two keys: Rh8# and Rg8#. */
    private static final String COOKED = "k7/8/1K6/8/8/8/8/6RR w - - 0 1";
    private static final String NO_MATE = "8/8/8/8/8/8/8/K1k5 w - - 0 1";

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();
    private static PlayerClient ada;
    private static PlayerClient bea;
    private static PlayerClient mia;

    @BeforeAll
    static void players() {
        int port = fixture.server.port();
        ada = PlayerClient.registered(port, "Ada");
        bea = PlayerClient.registered(port, "Bea");
        mia = PlayerClient.registered(port, "Mia");
        try (Database database = Database.open(Database.h2Url(fixture.directory()))) {
            new RoleGrants(new ModerationStore(database.jdbi()), new AccountService(new AccountStore(database.jdbi()),
                    new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS), System::currentTimeMillis),
                    System::currentTimeMillis).grant("Mia", Role.MODERATOR);
        }
    }

    private static String body(String variant, String fen, String stipulation, String author) {
        return TestClient.JSON.createObjectNode().put("variant", variant).put("fen", fen).put("stipulation", stipulation)
                .put("author", author).put("source", "Test Tourney").put("date", "2026-11-28").toString();
    }

    private static JsonNode submit(PlayerClient player, String fen, String stipulation, String author) {
        Reply reply = player.post("/api/problems", body("chess", fen, stipulation, author));
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return OpenApiSchemas.conforms("ProblemChecked", reply.json());
    }

    private static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    @Test
    void submissionsAreCheckedAndOnlySoundOnesListedByDefault() {
        JsonNode sound = submit(ada, SOUND, "#1", "Ada Composer");
        assertThat(sound.path("problem").path("verdict").asText()).isEqualTo("sound");
        assertThat(sound.path("problem").path("published").asBoolean()).isTrue();
        assertThat(sound.path("lines").toString()).contains("1.Rh8#!");
        JsonNode cooked = submit(ada, COOKED, "#1", "Ada Composer").path("problem");
        assertThat(cooked.path("verdict").asText()).isEqualTo("cooked");
        assertThat(cooked.path("reason").asText()).contains("2 solutions");
        assertThat(cooked.path("published").asBoolean()).isFalse();
        assertThat(submit(ada, NO_MATE, "#2", "Ada Composer").path("problem").path("verdict").asText()).isEqualTo("none");
        JsonNode longer = submit(ada, SOUND, "#6", "Ada Composer").path("problem");
        assertThat(longer.path("verdict").asText()).isEqualTo("unsettled");
        assertThat(longer.path("reason").asText()).contains("up to 5 moves");

        JsonNode listed = OpenApiSchemas.conforms("ProblemPage", bea.get("/api/problems?author=ada+comp").json());
        assertThat(listed.path("problems").findValuesAsText("verdict")).containsOnly("sound");
        assertThat(listed.path("problems").findValuesAsText("id")).contains(sound.path("problem").path("id").asText())
                .doesNotContain(cooked.path("id").asText());
        assertThat(bea.get("/api/problems?verdict=cooked&author=Ada").json().path("problems").findValuesAsText("id"))
                .contains(cooked.path("id").asText());
        assertThat(ada.get("/api/problems?mine=true").json().path("problems").size()).isGreaterThanOrEqualTo(4);
        assertThat(fixture.client.get("/api/problems?mine=true").status()).isEqualTo(401);
        // By game, stipulation and position (the diagram, move counters aside).
        assertThat(bea.get("/api/problems?game=chess&stipulation=%231&fen=" + q("k7/8/1K6/8/8/8/8/7R w - - 3 9")).json()
                .path("problems").findValuesAsText("id")).contains(sound.path("problem").path("id").asText());
        assertThat(bea.get("/api/problems?game=shogi").json().path("problems").size()).isZero();
        assertThat(bea.get("/api/problems?stipulation=%233&author=Ada").json().path("problems").size()).isZero();
        JsonNode page = bea.get("/api/problems?verdict=all&author=Ada&limit=1").json();
        assertThat(page.path("problems").size()).isEqualTo(1);
        assertThat(page.path("nextOffset").asInt()).isEqualTo(1);
    }

    @Test
    void thePlayerTriesTheKeyAndAsksForTheSolution() {
        long id = submit(ada, SOUND, "#1", "Key Tester").path("problem").path("id").asLong();
        JsonNode problem = OpenApiSchemas.conforms("Problem", fixture.client.get("/api/problems/" + id).json());
        assertThat(problem.path("legalMoves").toString()).contains("h1h8");
        assertThat(problem.path("mayDelete").asBoolean()).isFalse();
        assertThat(ada.get("/api/problems/" + id).json().path("mayDelete").asBoolean()).isTrue();
        JsonNode wrong = OpenApiSchemas.conforms("ProblemAttempt",
                fixture.client.post("/api/problems/" + id + "/attempt", "{\"move\":\"h1h2\"}").json());
        assertThat(wrong.path("correct").asBoolean()).isFalse();
        assertThat(wrong.toString()).doesNotContain("Rh8");
        JsonNode right = fixture.client.post("/api/problems/" + id + "/attempt", "{\"move\":\"Rh8\"}").json();
        assertThat(right.path("correct").asBoolean()).isTrue();
        assertThat(right.path("uci").asText()).isEqualTo("h1h8");
        Reply unreadable = fixture.client.post("/api/problems/" + id + "/attempt", "{\"move\":\"Qz9\"}");
        assertThat(unreadable.status()).isEqualTo(400);
        assertThat(unreadable.body()).contains("move:");
        JsonNode solution = OpenApiSchemas.conforms("ProblemSolution",
                fixture.client.get("/api/problems/" + id + "/solution").json());
        assertThat(solution.path("keys").toString()).contains("Rh8#");
        assertThat(solution.path("lines").toString()).contains("1.Rh8#!");
        long none = submit(ada, NO_MATE, "#1", "Key Tester").path("problem").path("id").asLong();
        assertThat(fixture.client.post("/api/problems/" + none + "/attempt", "{\"move\":\"a1a2\"}").status()).isEqualTo(409);
    }

    @Test
    void refusalsNameTheirReason() {
        assertThat(fixture.client.post("/api/problems", body("chess", SOUND, "#1", "X")).status()).isEqualTo(401);
        assertThat(ada.postWithoutCsrf("/api/problems", body("chess", SOUND, "#1", "X")).status()).isEqualTo(403);
        assertThat(ada.post("/api/problems", body("chess", SOUND, "#1", "X"), Map.of("Origin", "https://evil.example"))
                .status()).isEqualTo(403);
        Reply stipulation = ada.post("/api/problems", body("chess", SOUND, "=3", "X"));
        assertThat(stipulation.status()).isEqualTo(400);
        assertThat(stipulation.body()).contains("stipulation:");
        Reply fen = ada.post("/api/problems", body("chess", "not a fen", "#1", "X"));
        assertThat(fen.status()).isEqualTo(400);
        assertThat(fen.body()).contains("fen:");
        Reply author = ada.post("/api/problems", body("chess", SOUND, "#1", "x".repeat(201)));
        assertThat(author.status()).isEqualTo(400);
        assertThat(author.body()).contains("'author' is longer than 200");
        Reply game = ada.post("/api/problems", body("nosuchgame", SOUND, "#1", "X"));
        assertThat(game.status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/problems/999999").status()).isEqualTo(404);
        assertThat(fixture.client.get("/api/problems/abc").status()).isEqualTo(404);
        assertThat(fixture.client.get("/api/problems?verdict=great").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/problems?limit=51").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/problems?fen=xyz").status()).isEqualTo(400);
    }

    @Test
    void theSubmitterOrAModeratorDeletes() {
        long first = submit(bea, SOUND, "#1", "Deleted Twice").path("problem").path("id").asLong();
        long second = submit(bea, SOUND, "#1", "Deleted Twice").path("problem").path("id").asLong();
        assertThat(new PlayerClient(fixture.server.port()).delete("/api/problems/" + first).status()).isEqualTo(401);
        Reply others = ada.delete("/api/problems/" + first);
        assertThat(others.status()).isEqualTo(403);
        assertThat(others.body()).contains("submitter or a moderator");
        assertThat(bea.send("DELETE", "/api/problems/" + first, false).status()).isEqualTo(403);
        assertThat(bea.delete("/api/problems/" + first).status()).isEqualTo(204);
        assertThat(bea.delete("/api/problems/" + first).status()).isEqualTo(404);
        assertThat(mia.delete("/api/problems/" + second).status()).isEqualTo(204);
        assertThat(fixture.client.get("/api/problems/" + second).status()).isEqualTo(404);
    }

    @Test
    void exportedPgnImportsBackAndPopeyeInputImportsToo() {
        submit(ada, SOUND, "#1", "Round Trip");
        String helpVerdict = submit(ada, "7k/8/5K2/8/8/8/8/6R1 b - - 0 1", "h#2", "Round Trip").path("problem")
                .path("verdict").asText();
        Reply exported = fixture.client.get("/api/problems/export.pgn?verdict=all&author=round+trip");
        assertThat(exported.status()).isEqualTo(200);
        assertThat(exported.contentType()).startsWith("application/x-chess-pgn");
        String pgn = exported.body();
        assertThat(pgn).contains("[Stipulation \"#1\"]", "[Stipulation \"h#2\"]", "[SetUp \"1\"]",
                "[FEN \"" + SOUND + "\"]", "[Author \"Round Trip\"]", "[Source \"Test Tourney\"]", "[Date \"2026.11.28\"]",
                "1. Rh8#");
        Reply imported = bea.post("/api/problems/import", pgn.replace("Round Trip", "Imported Again"));
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        JsonNode back = OpenApiSchemas.conforms("ProblemImport", imported.json());
        assertThat(back.path("problems").findValuesAsText("stipulation")).containsExactlyInAnyOrder("#1", "h#2");
        assertThat(back.path("problems").findValuesAsText("verdict")).containsExactlyInAnyOrder("sound", helpVerdict);
        assertThat(back.path("problems").findValuesAsText("date")).containsOnly("2026-11-28");
        assertThat(back.path("problems").findValuesAsText("submitter")).containsOnly("Bea");

        String popeye = """
                BeginProblem
                Author Popeye Composer
                Origin Test 2026
                Pieces White Kb6 Rh1 Black Ka8
                Stipulation #1
                NextProblem
                Pieces White Kb6 Gh1 Black Ka8
                Stipulation #1
                EndProblem
                """;
        JsonNode read = bea.post("/api/problems/import", popeye).json();
        assertThat(read.path("problems").findValuesAsText("author")).containsExactly("Popeye Composer");
        assertThat(read.path("problems").findValuesAsText("source")).containsExactly("Test 2026");
        assertThat(read.path("refused").toString()).contains("problem 2: 'g' is not an orthodox piece");

        assertThat(fixture.client.post("/api/problems/import", popeye).status()).isEqualTo(401);
        Reply nothing = bea.post("/api/problems/import", "just words");
        assertThat(nothing.status()).isEqualTo(400);
        assertThat(bea.post("/api/problems/import", "x".repeat(org.heterodox.server.problem.http.ProblemRoutes.MAX_IMPORT_BYTES + 1)).status()).isEqualTo(413);
    }

    @Test
    void anAccountSubmitsAtMostThirtyAnHourAndTheServerChecksTwoAtATime() {
        PlayerClient cyd = PlayerClient.registered(fixture.server.port(), "Cyd");
        for (int i = 0; i < ProblemService.MAX_PER_HOUR; i++) {
            // Longer than the server solves: stored unsettled at once, with no search.
            assertThat(cyd.post("/api/problems", body("chess", SOUND, "#9", "Quota")).status()).isEqualTo(201);
        }
        Reply over = cyd.post("/api/problems", body("chess", SOUND, "#9", "Quota"));
        assertThat(over.status()).isEqualTo(429);
        assertThat(over.body()).contains("at most 30 an hour");

        ProblemChecker checker = new ProblemChecker(SolveLimits.DEFAULTS);
        try (ProblemChecker.Slot one = checker.slot(); ProblemChecker.Slot two = checker.slot()) {
            assertThatThrownBy(checker::slot).isInstanceOf(ProblemException.class)
                    .satisfies(e -> assertThat(((ProblemException) e).status()).isEqualTo(429));
        }
        checker.slot().close();
    }
}
