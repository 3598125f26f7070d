package org.heterodox.server.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class PgnApiTest {
    private static final String IMPORTED = """
            [Event "Casual"]
            [Site "?"]
            [Date "2026.11.23"]
            [Round "?"]
            [White "Ann"]
            [Black "Bob"]
            [Result "1-0"]
            [Annotator "Heterodox test"]

            1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
            """;

    /**
     * The fuzzed records: another game than {@link #IMPORTED}, since a record imported again is not
     * stored again, and the tests share a server.
     */
    private static final String FUZZED = IMPORTED.replace("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6");

    private static final String NOISE = "[{(;%*$\"\\.0123456789NBRQKx=+#-";

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    @Test
    void aFinishedGameExportsAsPgnWithItsPlayersResultAndTermination() {
        Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"name\":\"Ann\"}");
        fixture.play(seats, "f3", "e5", "g4", "Qh4#");
        Reply pgn = fixture.client.get("/api/games/" + seats.id() + "/pgn");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.contentType()).startsWith("application/x-chess-pgn");
        assertThat(pgn.body()).contains("[White \"Ann\"]").contains("[Result \"0-1\"]")
                .contains("1. f3 e5 2. g4 Qh4# 0-1");
    }

    @Test
    void anAmbiguousChessGameExportsItsPlayedMovesNotItsDecisions() {
        Seats seats = fixture.newGame("{\"variant\":\"ambiguous:checkmate\",\"side\":\"first\"}");
        // White announces f3; Black chooses the pawn; then e5, g4 and Qh4 have one candidate each.
        fixture.play(seats, "f3", "f2f3", "e5", "g4", "h4");
        Reply pgn = fixture.client.get("/api/games/" + seats.id() + "/pgn");
        assertThat(pgn.status()).as(pgn.body()).isEqualTo(200);
        assertThat(pgn.body()).contains("[Variant \"ambiguous:checkmate\"]").contains("[Result \"0-1\"]")
                .contains("1. f3 e5 2. g4 Qh4# 0-1");
        Reply imported = fixture.client.postBytes("/api/import", pgn.body().getBytes(StandardCharsets.UTF_8), null);
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        assertThat(imported.json().path("game").path("reason").asText()).isEqualTo("checkmate");
        String again = fixture.client.get("/api/games/" + imported.json().path("game").path("id").asText() + "/pgn").body();
        assertThat(again).contains("1. f3 e5 2. g4 Qh4# 0-1");
    }

    @Test
    void aResignedGameExportsItsTermination() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5");
        fixture.client.post("/api/games/" + seats.id() + "/resign", null, seats.second());
        String pgn = fixture.client.get("/api/games/" + seats.id() + "/pgn").body();
        assertThat(pgn).contains("[Result \"1-0\"]").contains("[Termination \"resignation\"]").contains("1. e4 e5 1-0");
    }

    @Test
    void anImportedGameIsStoredFinishedAndExportsTheSameMoves() {
        Reply imported = fixture.client.postBytes("/api/import", IMPORTED.getBytes(StandardCharsets.UTF_8), null);
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        JsonNode game = imported.json().path("game");
        assertThat(game.path("status").asText()).isEqualTo("finished");
        assertThat(game.path("result").asText()).isEqualTo("1-0");
        assertThat(game.path("reason").asText()).isEqualTo("checkmate");
        assertThat(game.path("plies").asInt()).isEqualTo(7);
        String exported = fixture.client.get("/api/games/" + game.path("id").asText() + "/pgn").body();
        assertThat(exported).contains("[White \"Ann\"]").contains("[Annotator \"Heterodox test\"]")
                .contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0");
        String list = fixture.client.get("/api/pgn?status=finished&limit=200").body();
        assertThat(list).contains("4. Qxf7# 1-0");
        // The same record again is the same game, not a copy.
        Reply again = fixture.client.postBytes("/api/import", IMPORTED.getBytes(StandardCharsets.UTF_8), null);
        assertThat(again.status()).as(again.body()).isEqualTo(200);
        assertThat(again.json().path("game").path("id").asText()).isEqualTo(game.path("id").asText());
    }

    @Test
    void badImportsAre4xxNamingTheProblem() {
        Reply illegal = fixture.client.postBytes("/api/import",
                "[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n".getBytes(StandardCharsets.UTF_8), null);
        assertThat(illegal.status()).isBetween(400, 422);
        assertThat(illegal.error()).contains("Ke3");
        Reply empty = fixture.client.postBytes("/api/import", new byte[0], null);
        assertThat(empty.status()).isEqualTo(400);
        Reply huge = fixture.client.postBytes("/api/import", ("1. e4 e5 " .repeat(40_000)).getBytes(StandardCharsets.UTF_8),
                null);
        assertThat(huge.status()).isEqualTo(413);
    }

    @Test
    void mutatedPgnImportsNeverAnswer5xx() {
        Random random = new Random(11);
        for (int i = 0; i < 400; i++) {
            StringBuilder text = new StringBuilder(FUZZED);
            for (int e = 0; e < 1 + random.nextInt(4) && text.length() > 0; e++) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(4)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
                    case 2 -> text.setLength(at);
                    default -> text.insert(at, text.substring(at, Math.min(text.length(), at + random.nextInt(20))));
                }
            }
            Reply reply = fixture.client.postBytes("/api/import", text.toString().getBytes(StandardCharsets.UTF_8), null);
            assertThat(reply.status()).as("%s", text).isBetween(200, 499);
        }
    }
}
