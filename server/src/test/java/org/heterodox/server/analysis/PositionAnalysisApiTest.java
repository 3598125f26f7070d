package org.heterodox.server.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code POST /api/positions/analysis}: the engine's view of a position set up on the board editor. */
class PositionAnalysisApiTest {
    static final String PATH = "/api/positions/analysis";
    private static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1";

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    static String body(String variant, String fen, Integer movetime, Integer level) {
        ObjectNode json = TestClient.JSON.createObjectNode();
        json.put("variant", variant);
        json.put("fen", fen);
        if (movetime != null) {
            json.put("movetime", movetime);
        }
        if (level != null) {
            json.put("level", level);
        }
        return json.toString();
    }

    private static JsonNode analyse(String variant, String fen) {
        Reply reply = fixture.client.post(PATH, body(variant, fen, 300, null));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private static Reply refused(String body) {
        Reply reply = fixture.client.post(PATH, body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        return reply;
    }

    @Test
    void twoAdmittedAnalysesAreBothAnsweredAtTheLongestMovetime() throws Exception {
        // Each admitted search has a thread of its own: the second one does not wait behind the first
        // (which made it overrun its wait and answer 503 "the engine gave no analysis").
        String kiwipete = body("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5000, null);
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            List<Future<Reply>> replies = two.invokeAll(List.of(
                    () -> fixture.client.post(PATH, kiwipete), () -> fixture.client.post(PATH, kiwipete)));
            for (Future<Reply> reply : replies) {
                assertThat(reply.get().status()).as(reply.get().body()).isEqualTo(200);
                assertThat(reply.get().json().path("depth").asInt()).isPositive();
            }
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    void aMateInOneIsFoundWithItsMoveInSanAndUciFromTheMoversView() {
        JsonNode analysis = analyse("chess", "6k1/5ppp/8/8/8/8/8/4R1K1 w - -");
        assertThat(analysis.path("mateIn").asInt()).isEqualTo(1);
        assertThat(analysis.has("centipawns")).isFalse();
        assertThat(analysis.path("side").asText()).isEqualTo("first");
        assertThat(analysis.path("plies").asInt()).isZero();
        assertThat(analysis.path("pv").get(0).asText()).isEqualTo("Re8#");
        assertThat(analysis.path("bestMove").asText()).isEqualTo("Re8#");
        assertThat(analysis.path("bestMachine").asText()).isEqualTo("e1e8");
        assertThat(analysis.path("fen").asText()).isEqualTo(MATE_IN_ONE);
        assertThat(analysis.path("variant").asText()).isEqualTo("chess");
        assertThat(analysis.path("depth").asInt()).isPositive();
        assertThat(analysis.path("nodes").asLong()).isPositive();
    }

    @Test
    void theScoreIsFromTheSideToMoveSoTheMatedSideSeesANegativeMate() {
        // Black's only move is Kb8, and Rh8 mates.
        JsonNode analysis = analyse("chess", "k7/8/1K6/8/8/8/8/7R b - - 0 1");
        assertThat(analysis.path("side").asText()).isEqualTo("second");
        assertThat(analysis.path("mateIn").asInt()).isEqualTo(-1);
        assertThat(analysis.path("bestMove").asText()).isEqualTo("Kb8");
    }

    @Test
    void shogiIsAnalysedWithItsBestMoveInUsi() {
        JsonNode analysis = analyse("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
        assertThat(analysis.path("centipawns").isInt()).isTrue();
        assertThat(analysis.path("bestMachine").asText()).matches("[1-9][a-i][1-9][a-i]\\+?");
        assertThat(analysis.path("pv").get(0).asText()).isEqualTo(analysis.path("bestMove").asText());
    }

    @Test
    void unachessDropsAreGivenAsDrops() {
        JsonNode analysis = analyse("unachess", "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1");
        assertThat(analysis.path("bestMachine").asText()).matches("[KQRBNP]@[a-h][1-8]");
    }

    @Test
    void ambiguousChessGivesAnAnnouncementOrAChoice() {
        JsonNode announce = analyse("ambiguous", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        // An announcement that only one move reaches is that move; one that several reach is its bare square.
        assertThat(announce.path("bestMachine").asText()).matches("[a-h][1-8]|[a-h][1-8][a-h][1-8]");
        // White announced a3: Black chooses between a2-a3 and Nb1-a3.
        JsonNode choose = analyse("ambiguous", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3");
        assertThat(choose.path("bestMachine").asText()).isIn("a2a3", "b1a3");
    }

    @Test
    void aliceIsAnalysedAcrossBothBoards() {
        JsonNode analysis = analyse("alice", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(analysis.path("bestMachine").asText()).matches("[a-h][1-8][a-h][1-8]");
        assertThat(analysis.path("pv").size()).isPositive();
    }

    @Test
    void levelOneSearchesOnePlyOnly() {
        Reply reply = fixture.client.post(PATH, body("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 200, 1));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().path("depth").asInt()).isEqualTo(1);
    }

    @Test
    void aBadFenIsRefusedNamingTheProblem() {
        assertThat(refused(body("chess", "6k1/5ppp/8/8/8/8/8/4R1KK w - - 0 1", null, null)).json().path("error").asText())
                .startsWith("fen: ").contains("king");
        assertThat(refused(body("chess", "not a fen", null, null)).json().path("error").asText()).startsWith("fen: ");
    }

    @Test
    void anUnknownVariantIsRefusedNamingIt() {
        assertThat(refused(body("crazychess", MATE_IN_ONE, null, null)).json().path("error").asText())
                .startsWith("variant: ").contains("crazychess");
    }

    @Test
    void aDecidedPositionIsRefusedWithItsOutcome() {
        assertThat(refused(body("chess", "4R1k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", null, null)).json().path("error").asText())
                .contains("already decided").contains("checkmate");
        assertThat(refused(body("chess", "7k/8/8/8/8/8/8/K7 w - - 0 1", null, null)).json().path("error").asText())
                .contains("already decided");
    }

    @Test
    void movetimeLevelAndUnknownFieldsAreBounded() {
        assertThat(refused(body("chess", MATE_IN_ONE, 60_000, null)).body()).contains("'movetime' must be from 10 to 5000");
        assertThat(refused(body("chess", MATE_IN_ONE, 5, null)).body()).contains("'movetime'");
        assertThat(refused(body("chess", MATE_IN_ONE, null, 9)).body()).contains("'level' must be from 1 to 8");
        refused("{\"variant\":\"chess\",\"fen\":\"" + MATE_IN_ONE + "\",\"depth\":3}");
        refused("{\"variant\":\"chess\"}");
        refused("{\"variant\":\"chess\",\"fen\":\"" + "8/".repeat(200) + "\"}");
    }

    @Test
    void aServerWithoutAnEngineSaysSo(@TempDir Path otherData) {
        try (ServerFixture bare = ServerFixture.start(ServerFixture.config(otherData).withEngine(null, 1, 0))) {
            Reply reply = bare.client.post(PATH, body("chess", MATE_IN_ONE, null, null));
            assertThat(reply.status()).isEqualTo(501);
            assertThat(reply.json().path("error").asText()).contains("no engine");
        }
    }

    @Test
    void theRateLimitAppliesToAnalysesToo(@TempDir Path otherData) {
        try (ServerFixture strict = ServerFixture.start(ServerFixture.config(otherData).withRateLimit(1, 1))) {
            String bad = body("nosuchgame", MATE_IN_ONE, null, null);
            assertThat(strict.client.post(PATH, bad).status()).isEqualTo(400);
            assertThat(strict.client.post(PATH, bad).status()).isEqualTo(429);
        }
    }
}
