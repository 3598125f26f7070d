package org.heterodox.server.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Random;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /api/positions/validate}, which the board editor asks before it offers to start a game. */
class PositionApiTest {
    private static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1";

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    private static JsonNode validate(String variant, String fen) {
        Reply reply = fixture.client.post("/api/positions/validate", body(variant, fen));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private static String body(String variant, String fen) {
        ObjectNode json = TestClient.JSON.createObjectNode();
        json.put("variant", variant);
        json.put("fen", fen);
        return json.toString();
    }

    @Test
    void aPlayablePositionIsValidWithItsCanonicalFenSideAndMoveCount() {
        JsonNode answer = validate("chess", "6k1/5ppp/8/8/8/8/8/4R1K1 w - -");
        assertThat(answer.path("valid").asBoolean()).isTrue();
        assertThat(answer.has("error")).isFalse();
        assertThat(answer.path("fen").asText()).isEqualTo(MATE_IN_ONE);
        assertThat(answer.path("sideToMove").asText()).isEqualTo("first");
        assertThat(answer.path("inCheck").asBoolean()).isFalse();
        assertThat(answer.path("legalMoves").asInt()).isEqualTo(15 + 2);
    }

    @Test
    void anUnreadablePositionIsInvalidWithTheRulesLibrarysReason() {
        JsonNode twoKings = validate("chess", "6k1/8/8/8/8/8/8/K3K3 w - - 0 1");
        assertThat(twoKings.path("valid").asBoolean()).isFalse();
        assertThat(twoKings.path("error").asText()).containsIgnoringCase("king");
        assertThat(twoKings.has("fen")).isFalse();
        JsonNode badLetter = validate("chess", "6k1/8/8/8/8/8/8/X3K3 w - - 0 1");
        assertThat(badLetter.path("error").asText()).contains("bad piece letter 'X'");
        JsonNode castling = validate("chess", "6k1/8/8/8/8/8/8/4K3 w K - 0 1");
        assertThat(castling.path("error").asText()).contains("castling");
    }

    @Test
    void aDecidedPositionIsNotOfferedForAGame() {
        JsonNode mated = validate("chess", "4R1k1/5ppp/8/8/8/8/8/6K1 b - - 1 1");
        assertThat(mated.path("valid").asBoolean()).isFalse();
        assertThat(mated.path("error").asText()).contains("already decided").contains("1-0");
        assertThat(mated.path("legalMoves").asInt()).isZero();
    }

    @Test
    void theAnswerAgreesWithGameCreation() {
        String refused = "6k1/8/8/8/8/8/8/K3K3 w - - 0 1";
        Reply create = fixture.client.post("/api/games", "{\"variant\":\"chess\",\"fen\":\"" + refused + "\"}");
        assertThat(create.status()).isEqualTo(400);
        assertThat(create.error()).contains(validate("chess", refused).path("error").asText());
        Reply accepted = fixture.client.post("/api/games", "{\"variant\":\"chess\",\"fen\":\"" + MATE_IN_ONE + "\"}");
        assertThat(accepted.status()).isEqualTo(201);
        assertThat(accepted.json().path("game").path("startFen").asText()).isEqualTo(validate("chess", MATE_IN_ONE).path("fen").asText());
    }

    @Test
    void handsTwoBoardsAndSfenAreReadByTheirGames() {
        JsonNode unachess = validate("unachess", "8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1");
        assertThat(unachess.path("valid").asBoolean()).as(unachess.toString()).isTrue();
        assertThat(unachess.path("sideToMove").asText()).isEqualTo("second");
        JsonNode alice = validate("alice", "4k3/8/8/8/8/8/8/|R3K3 w - - 0 1");
        assertThat(alice.path("valid").asBoolean()).as(alice.toString()).isTrue();
        assertThat(alice.path("fen").asText()).startsWith("4k3/8/8/8/8/8/8/|R3K3");
        JsonNode shogi = validate("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G2p 1");
        assertThat(shogi.path("valid").asBoolean()).as(shogi.toString()).isTrue();
        JsonNode kingInHand = validate("shogi", "4k4/9/9/9/9/9/9/9/4K4 b K 1");
        assertThat(kingInHand.path("error").asText()).contains("a king cannot be in hand");
        JsonNode unashogi = validate("unashogi:promote-own-king", "9/9/9/9/9/9/9/9/9 b KRB2G2S2N2L9Pkrb2g2s2n2l9p 1");
        assertThat(unashogi.path("valid").asBoolean()).isTrue();
        assertThat(unashogi.path("variant").asText()).isEqualTo("unashogi:promote-own-king");
    }

    @Test
    void aBadRequestIsA400NamingTheField() {
        Reply unknown = fixture.client.post("/api/positions/validate", body("chesss", MATE_IN_ONE));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.error()).contains("unknown variant 'chesss'");
        Reply noFen = fixture.client.post("/api/positions/validate", "{\"variant\":\"chess\"}");
        assertThat(noFen.status()).isEqualTo(400);
        assertThat(noFen.error()).contains("'fen' is required");
        Reply extra = fixture.client.post("/api/positions/validate", "{\"variant\":\"chess\",\"fen\":\"x\",\"side\":\"first\"}");
        assertThat(extra.status()).isEqualTo(400);
        Reply tooLong = fixture.client.post("/api/positions/validate", body("chess", "8/".repeat(300)));
        assertThat(tooLong.status()).isEqualTo(400);
    }

    @Test
    void mutatedPositionsAreAlwaysAnAnswerNeverAServerError() {
        Random random = new Random(20261123);
        String[] seeds = {MATE_IN_ONE, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"};
        String[] variants = {"chess", "uchess", "unachess", "shogi", "unashogi", "ambiguous", "alice", "parachute"};
        String alphabet = "pnbrqkgslPNBRQKGSL12345678 9/|[]-+wb";
        for (int i = 0; i < 400; i++) {
            StringBuilder fen = new StringBuilder(seeds[random.nextInt(seeds.length)]);
            for (int e = 1 + random.nextInt(3); e > 0; e--) {
                int at = random.nextInt(fen.length() + 1);
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> fen.insert(at, c);
                    case 1 -> { if (at < fen.length()) fen.deleteCharAt(at); }
                    default -> { if (at < fen.length()) fen.setCharAt(at, c); }
                }
            }
            if (fen.toString().isBlank()) {
                continue;
            }
            JsonNode answer = validate(variants[random.nextInt(variants.length)], fen.toString());
            assertThat(answer.path("valid").isBoolean()).as(fen.toString()).isTrue();
            if (!answer.path("valid").asBoolean()) {
                assertThat(answer.path("error").asText()).as(fen.toString()).isNotBlank();
            }
        }
    }

    @Test
    void theEditorAddressOpensTheAppsEditorWithItsQuery() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> reply = http.send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + fixture.server.port() + "/editor?variant=chess&fen=8%2F8")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(reply.statusCode()).isEqualTo(302);
        assertThat(reply.headers().firstValue("Location")).hasValue("/#/editor?variant=chess&fen=8%2F8");
    }
}
