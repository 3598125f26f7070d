package org.heterodox.server.variant;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.rules.Variants;
import org.heterodox.rules.toy.PawnRaceVariant;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game only a test registered is listed, created, played and answered by the engine over the API. */
class PawnRaceApiTest {
    @TempDir
    static Path data;
    static ServerFixture fixture;

    @BeforeAll
    static void start() {
        Variants.register(PawnRaceVariant.DEFINITION);
        fixture = ServerFixture.start(data);
    }

    @AfterAll
    static void stop() {
        fixture.close();
        Variants.unregister(PawnRaceVariant.DEFINITION);
    }

    @Test
    void theGameIsListedWithItsFacts() {
        JsonNode variants = fixture.client.get("/api/variants").json().path("variants");
        JsonNode last = variants.get(variants.size() - 1);
        assertThat(last.path("name").asText()).isEqualTo(PawnRaceVariant.NAME);
        assertThat(last.path("options").get(0).path("name").asText()).isEqualTo(PawnRaceVariant.CROWDED);
        assertThat(last.path("facts").path("castling").asBoolean()).isFalse();
    }

    @Test
    void twoPlayersPlayItInAnyNotation() {
        ServerFixture.Seats seats = fixture.newGame("{\"variant\":\"pawnrace:crowded\",\"side\":\"first\"}");
        JsonNode game = fixture.play(seats, "e4", "d7d5", "exd5", "Nf6");
        assertThat(game.path("plies").asInt()).isEqualTo(4);
        assertThat(game.path("moves").get(2).path("move").asText()).isEqualTo("exd5");
        assertThat(game.path("legalMoves").path("uci").size()).isGreaterThan(5);
    }

    @Test
    void theEngineAnswersAMove() throws Exception {
        JsonNode grant = fixture.client.post("/api/games",
                "{\"variant\":\"pawnrace\",\"side\":\"first\",\"opponent\":{\"type\":\"engine\",\"level\":1}}").json();
        String id = grant.path("game").path("id").asText();
        String token = grant.path("token").asText();
        assertThat(fixture.client.post("/api/games/" + id + "/moves", "{\"move\":\"e4\"}", token).status()).isEqualTo(200);
        JsonNode game = null;
        for (int i = 0; i < 100; i++) {
            game = fixture.client.get("/api/games/" + id).json();
            if (game.path("plies").asInt() == 2) {
                break;
            }
            Thread.sleep(100);
        }
        assertThat(game.path("plies").asInt()).isEqualTo(2);
    }
}
