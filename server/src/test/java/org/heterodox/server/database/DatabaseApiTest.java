package org.heterodox.server.database;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.gamedb.DatabaseImporter;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The game database and the explorer over HTTP: uploads (logged in, with the CSRF token), searches,
 * replays, exports and the explorer's two sources, each answer checked against openapi.yaml, and
 * every refusal with its status and reason.
 */
class DatabaseApiTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();
    static PlayerClient anna;
    static JsonNode upload;

    static final String PGN = """
            [Event "Club"]
            [Date "2024.03.01"]
            [White "Anna"]
            [Black "Boris"]
            [WhiteElo "1800"]
            [Result "1-0"]
            [Variant "alice"]

            1. e4 d5 2. Bb5+ 1-0

            [Event "Club"]
            [White "Boris"]
            [Black "Anna"]
            [Result "0-1"]
            [Variant "alice"]

            1. e4 e5 2. Ke7 0-1

            [Event "Club"]
            [White "Carl"]
            [Black "Anna"]
            [Result "0-1"]
            [Variant "alice"]

            1. d4 e5 0-1
            """;

    @BeforeAll
    static void start() {
        anna = PlayerClient.registered(fixture.server.port(), "Anna");
        Reply reply = anna.post("/api/db/games", PGN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        upload = OpenApiSchemas.conforms("DbImport", reply.json());
    }

    @Test
    void anUploadStoresTheGoodGamesAndNamesTheBadOne() {
        assertThat(upload.path("games").asInt()).isEqualTo(3);
        assertThat(upload.path("imported").asInt()).isEqualTo(2);
        assertThat(upload.path("rejectedCount").asInt()).isEqualTo(1);
        assertThat(upload.path("rejected").get(0).path("number").asInt()).isEqualTo(2);
        assertThat(upload.path("rejected").get(0).path("reason").asText()).startsWith("game 2, move 2 (White)")
                .contains("'Ke7'");
        Reply again = anna.post("/api/db/games", PGN);
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.json().path("duplicateCount").asInt()).isEqualTo(2);
        assertThat(again.json().path("duplicates").get(0).path("storedId").asLong()).isEqualTo(1);
    }

    @Test
    void uploadsAreRefusedToAnonymousPlayersAndWithoutTheCsrfToken() {
        Reply anonymous = fixture.client.post("/api/db/games", PGN);
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error()).isEqualTo("log in first");
        Reply forged = anna.postWithoutCsrf("/api/db/games", PGN);
        assertThat(forged.status()).isEqualTo(403);
        assertThat(anna.post("/api/db/games", "  ").status()).isEqualTo(400);
        Reply huge = anna.post("/api/db/games", "x".repeat((16 << 20) + 1));
        assertThat(huge.status()).isEqualTo(413);
    }

    @Test
    void aGameLongerThanTheCapIsRejectedWithoutBeingReadToItsEnd() {
        // The attack: millions of plies of knights going back and forth; here just past the cap.
        String moves = "Nf3 Nf6 Ng1 Ng8 ".repeat(DatabaseImporter.MAX_PLIES / 4 + 1);
        Reply reply = anna.post("/api/db/games", "[Event \"Long\"]\n[White \"Zed\"]\n[Black \"Yan\"]\n\n" + moves + "*\n");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().path("imported").asInt()).isZero();
        assertThat(reply.json().path("rejected").get(0).path("reason").asText())
                .contains("longer than " + DatabaseImporter.MAX_PLIES + " plies");
        assertThat(get("/api/db/games?player=zed").path("total").asInt()).isZero();
    }

    @Test
    void aPositionSearchListsTheGamesWithTheMovePlayedNext() {
        JsonNode found = OpenApiSchemas.conforms("DbSearch", get("/api/db/games?variant=alice&moves=" + encode("e4")));
        assertThat(found.path("total").asInt()).isEqualTo(1);
        assertThat(found.path("games").get(0).path("white").asText()).isEqualTo("Anna");
        assertThat(found.path("games").get(0).path("ply").asInt()).isEqualTo(1);
        assertThat(found.path("games").get(0).path("next").asText()).isEqualTo("d5");
        JsonNode start = get("/api/db/games?variant=alice&moves=");
        assertThat(start.path("total").asInt()).isEqualTo(2);
        JsonNode byFen = get("/api/db/games?variant=chess&fen=" + encode("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        assertThat(byFen.path("total").asInt()).as("chess is another game").isZero();
    }

    @Test
    void searchesByNamesAndResultAndPages() {
        assertThat(get("/api/db/games?player=ann").path("total").asInt()).isEqualTo(2);
        assertThat(get("/api/db/games?white=carl&result=0-1").path("total").asInt()).isEqualTo(1);
        JsonNode page = get("/api/db/games?limit=1&offset=1");
        assertThat(page.path("games")).hasSize(1);
        assertThat(page.path("games").get(0).path("id").asInt()).isEqualTo(1);
    }

    @Test
    void aGameReplaysAndExportsAsImported() {
        JsonNode record = OpenApiSchemas.conforms("DbRecord", get("/api/db/games/1"));
        List<String> moves = new ArrayList<>();
        record.path("moves").forEach(m -> moves.add(m.path("san").asText()));
        assertThat(moves).as("a bishop that passes to the other board gives no check").containsExactly("e4", "d5", "Bb5");
        assertThat(record.path("pgn").asText()).startsWith("[Event \"Club\"]");
        Reply pgn = fixture.client.get("/api/db/export?white=anna");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.contentType()).startsWith("application/x-chess-pgn");
        assertThat(pgn.body()).contains("1. e4 d5 2. Bb5+ 1-0").doesNotContain("Carl");
        Reply paged = fixture.client.get("/api/db/export?player=anna&limit=1&offset=1");
        assertThat(paged.body()).as("newest first: the second page of one is the older game")
                .contains("1. e4 d5 2. Bb5+ 1-0").doesNotContain("Carl");
        assertThat(fixture.client.get("/api/db/export?player=anna&limit=1").body()).contains("Carl").doesNotContain("Bb5");
        assertThat(fixture.client.get("/api/db/export?limit=10001").status()).isEqualTo(400);
    }

    @Test
    void theExplorerShowsTheDatabaseAndTheSiteGamesSeparately() throws Exception {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "f3", "e5", "g4", "Qh4#");
        JsonNode view = null;
        for (int i = 0; i < 100; i++) {
            view = OpenApiSchemas.conforms("Explorer", get("/api/explorer?variant=chess&moves=" + encode("f3 e5")));
            if (view.path("site").path("games").asInt() > 0) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(view.path("database").path("games").asInt()).isZero();
        assertThat(view.path("site").path("games").asInt()).isEqualTo(1);
        JsonNode move = view.path("site").path("moves").get(0);
        assertThat(move.path("san").asText()).isEqualTo("g4");
        assertThat(move.path("uci").asText()).isEqualTo("g2g4");
        assertThat(move.path("secondWins").asDouble()).isEqualTo(100.0);
        assertThat(view.path("site").path("lastGames").get(0).path("gameId").asText()).isEqualTo(seats.id());

        JsonNode alice = get("/api/explorer?variant=alice");
        assertThat(alice.path("database").path("games").asInt()).isEqualTo(2);
        assertThat(alice.path("database").path("moves")).extracting(m -> m.path("san").asText())
                .containsExactlyInAnyOrder("e4", "d4");
        assertThat(alice.path("database").path("lastGames").get(0).path("id").asInt()).isEqualTo(2);
    }

    @Test
    void anAmbiguousChessGameIsExploredByWholeMovesNotDecisions() throws Exception {
        Seats seats = fixture.newGame("{\"variant\":\"ambiguous\",\"side\":\"first\"}");
        JsonNode announced = fixture.play(seats, "a3"); // a pawn and a knight reach a3: the opponent chooses
        String choice = announced.path("legalMoves").path("uci").get(0).asText();
        fixture.play(seats, choice);
        assertThat(fixture.move(seats, seats.second(), "e5").status()).isEqualTo(200);
        assertThat(fixture.client.post("/api/games/" + seats.id() + "/resign", "{}", seats.first()).status())
                .isEqualTo(200);
        JsonNode view = null;
        for (int i = 0; i < 100; i++) {
            view = OpenApiSchemas.conforms("Explorer", get("/api/explorer?variant=ambiguous"));
            if (view.path("site").path("games").asInt() > 0) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(view.path("site").path("games").asInt()).isEqualTo(1);
        JsonNode first = view.path("site").path("moves").get(0);
        assertThat(first.path("uci").asText()).isEqualTo(choice);
        JsonNode after = get("/api/explorer?variant=ambiguous&moves=" + encode(choice));
        assertThat(after.path("site").path("moves").get(0).path("uci").asText()).isEqualTo("e7e5");
    }

    @Test
    void badRequestsAreNamed() {
        assertError("/api/db/games?variant=alice&fen=" + encode("8/8 w"), 400, "fen: ");
        assertError("/api/db/games?variant=nosuch&moves=e4", 400, "unknown variant");
        assertError("/api/db/games?variant=alice&moves=" + encode("e4 e4"), 400, "moves: ");
        assertError("/api/db/games?result=2-0", 400, "'result' must be");
        assertError("/api/db/games?limit=0", 400, "'limit' must be");
        assertError("/api/db/games?player=" + "x".repeat(201), 400, "'player' is longer");
        assertError("/api/db/games?from=yesterday", 400, "'from' must be a PGN date");
        assertError("/api/db/games?to=2024-05-01", 400, "'to' must be a PGN date");
        assertThat(get("/api/db/games?from=2024&to=2024.03.01").path("total").asInt()).isEqualTo(1);
        assertError("/api/db/games/999", 404, "no database game 999");
        assertError("/api/db/games/abc", 404, "no database game 'abc'");
        assertError("/api/explorer?variant=alice&moves=" + encode("Kxe8"), 400, "moves: ");
        assertError("/api/explorer", 400, "'variant' is required");
        assertError("/api/db/games?fen=" + encode("8/8/8/8/8/8/8/8 w - - 0 1"), 400, "'variant' is required");
    }

    private static void assertError(String path, int status, String start) {
        Reply reply = fixture.client.get(path);
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        OpenApiSchemas.conforms("Error", reply.json());
        assertThat(reply.error()).contains(start);
    }

    private static JsonNode get(String path) {
        Reply reply = fixture.client.get(path);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
