package org.heterodox.server.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code GET /api/games/{id}/analysis}: the engine's view of a position of a game that is over. */
class AnalysisOnRequestTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();
    static Seats foolsMate;

    @BeforeAll
    static void start() {
        foolsMate = fixture.newChessGame();
        fixture.play(foolsMate, "f3", "e5", "g4", "Qh4#");
    }

    @Test
    void thePositionBeforeTheMateIsAnalysedAsAMateInOneWithItsMoveAsTheBestLine() {
        Reply reply = fixture.client.get("/api/games/" + foolsMate.id() + "/analysis?ply=3");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonNode analysis = reply.json();
        assertThat(analysis.path("plies").asInt()).isEqualTo(3);
        assertThat(analysis.path("side").asText()).isEqualTo("second");
        assertThat(analysis.path("mateIn").asInt()).isEqualTo(1);
        assertThat(analysis.path("pv").get(0).asText()).isEqualTo("Qh4#");
        assertThat(analysis.path("bestMove").asText()).isEqualTo("Qh4#");
        assertThat(analysis.path("bestMachine").asText()).isEqualTo("d8h4");
        assertThat(analysis.path("depth").asInt()).isPositive();
    }

    @Test
    void theStartOfAnAbortedShogiGameIsAnalysedWithAScoreAndABestLine() {
        Reply created = fixture.client.post("/api/games", "{\"variant\":\"shogi\",\"side\":\"first\"}");
        String id = created.json().path("game").path("id").asText();
        Reply aborted = fixture.client.post("/api/games/" + id + "/abort", "{}", created.json().path("token").asText());
        assertThat(aborted.status()).as(aborted.body()).isEqualTo(200);
        Reply reply = fixture.client.get("/api/games/" + id + "/analysis");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().path("plies").asInt()).isZero();
        assertThat(reply.json().path("side").asText()).isEqualTo("first");
        assertThat(reply.json().path("centipawns").isInt()).isTrue();
        assertThat(reply.json().path("pv").size()).isPositive();
    }

    @Test
    void aCheckmatedPositionHasNothingToAnalyse() {
        Reply reply = fixture.client.get("/api/games/" + foolsMate.id() + "/analysis");
        assertThat(reply.status()).isEqualTo(409);
        assertThat(reply.body()).contains("no moves to analyse").contains("checkmate");
    }

    @Test
    void aGameBeingPlayedIsNotAnalysed() {
        Seats seats = fixture.newChessGame();
        Reply reply = fixture.client.get("/api/games/" + seats.id() + "/analysis");
        assertThat(reply.status()).isEqualTo(409);
        assertThat(reply.body()).contains("games that are over");
    }

    @Test
    void aPlyOutsideTheGameIsRefusedWithTheRange() {
        Reply beyond = fixture.client.get("/api/games/" + foolsMate.id() + "/analysis?ply=5");
        assertThat(beyond.status()).isEqualTo(400);
        assertThat(beyond.body()).contains("from 0 to 4");
        assertThat(fixture.client.get("/api/games/" + foolsMate.id() + "/analysis?ply=two").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/games/nosuchgame/analysis").status()).isEqualTo(404);
    }

    @Test
    void aServerWithoutAnEngineSaysSo(@TempDir Path otherData) {
        try (ServerFixture bare = ServerFixture.start(ServerFixture.config(otherData).withEngine(null, 1, 0))) {
            Seats seats = bare.newChessGame();
            bare.play(seats, "f3", "e5", "g4", "Qh4#");
            assertThat(bare.client.get("/api/games/" + seats.id() + "/analysis?ply=0").status()).isEqualTo(501);
        }
    }
}
