package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What the browser app needs beyond the game JSON: the record in every notation, U-Chess explanations, the app itself. */
class BrowserSupportTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    @Test
    void theRecordListsEveryMoveInEveryNotationWithThePositionAfterEach() {
        Seats seats = fixture.newGame("{\"variant\":\"uchess\",\"side\":\"first\"}");
        JsonNode game = fixture.play(seats, "P-K4", "P-K4");
        JsonNode record = fixture.client.get("/api/games/" + seats.id() + "/record").json();
        assertThat(texts(record.path("notations"))).containsExactly("descriptive", "latin", "san", "uci");
        assertThat(texts(record.path("moves").path("descriptive"))).containsExactly("P-K4", "P-K4");
        assertThat(texts(record.path("moves").path("latin"))).containsExactly("P4R", "P4R");
        assertThat(texts(record.path("moves").path("san"))).containsExactly("e4", "e5");
        assertThat(texts(record.path("moves").path("uci"))).containsExactly("e2e4", "e7e5");
        List<String> fens = texts(record.path("fens"));
        assertThat(fens).hasSize(3);
        assertThat(fens.get(0)).isEqualTo(game.path("startFen").asText());
        assertThat(fens.get(2)).isEqualTo(game.path("fen").asText());
    }

    @Test
    void aUChessMoveWhoseWritingDenotesTwoMovesIsExplainedWithTheOtherMove() {
        Seats seats = fixture.newGame("{\"variant\":\"uchess\",\"side\":\"first\"}");
        JsonNode moves = fixture.client.get("/api/games/" + seats.id() + "/explain").json().path("moves");
        JsonNode knight = find(moves, "g1f3");
        assertThat(knight.path("status").asText()).isEqualTo("ambiguous");
        assertThat(knight.path("writing").asText()).isEqualTo("N-B3");
        assertThat(texts(knight.path("sameWriting"))).containsExactly("b1c3");
        assertThat(knight.path("reason").asText()).contains("also denotes");
        assertThat(find(moves, "e2e4").path("status").asText()).isEqualTo("legal");
    }

    @Test
    void explanationsAreOnlyForUChess() {
        Seats seats = fixture.newChessGame();
        Reply reply = fixture.client.get("/api/games/" + seats.id() + "/explain");
        assertThat(reply.status()).isEqualTo(409);
        assertThat(reply.json().path("error").asText()).contains("U-Chess");
    }

    @Test
    void theBrowserAppIsServedAtTheRoot() {
        assumeTrue(HeterodoxServer.class.getResource(HeterodoxServer.WEB_APP + "/index.html") != null,
                "the server was built without the browser app (-Dheterodox.skipWeb=true)");
        Reply reply = fixture.client.get("/");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).contains("<div id=\"app\">");
    }

    private static JsonNode find(JsonNode moves, String uci) {
        for (JsonNode move : moves) {
            if (move.path("uci").asText().equals(uci)) {
                return move;
            }
        }
        throw new AssertionError("no explanation of " + uci + " in " + moves);
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
