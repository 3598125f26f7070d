package org.heterodox.server.variant;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered game is playable through the API: a random game (moves chosen from the legal
 * moves the server lists, written in each of the game's notations in turn) runs until it ends or
 * for 160 plies, and the server's position always equals the rules library's replay of the record.
 */
class EveryVariantTest {
    private static final int MAX_PLIES = 160;

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    static Stream<String> variants() {
        return Variants.all().stream().map(GameDefinition::name);
    }

    @ParameterizedTest
    @MethodSource("variants")
    void aRandomGameThroughTheApiMatchesTheRulesLibrary(String name) throws Exception {
        Seats seats = fixture.newGame("{\"variant\":\"" + name + "\",\"side\":\"first\"}");
        Random random = new Random(name.hashCode());
        JsonNode game = fixture.client.get("/api/games/" + seats.id()).json();
        List<String> notations = new ArrayList<>();
        game.path("notations").forEach(n -> notations.add(n.asText()));
        while (game.path("status").asText().equals("live") && game.path("plies").asInt() < MAX_PLIES) {
            int plies = game.path("plies").asInt();
            String notation = notations.get(plies % notations.size());
            JsonNode legal = game.path("legalMoves").path(notation);
            assertThat(legal.size()).as("legal moves listed in %s", notation).isPositive();
            String move = legal.get(random.nextInt(legal.size())).asText();
            String token = game.path("sideToMove").asText().equals("first") ? seats.first() : seats.second();
            Reply reply = fixture.client.post("/api/games/" + seats.id() + "/moves",
                    TestClient.JSON.createObjectNode().put("move", move).put("plies", plies).toString(), token);
            assertThat(reply.status()).as("%s move %s (%s): %s", name, move, notation, reply.body()).isEqualTo(200);
            game = reply.json();
        }
        Variant variant = Variants.of(game.path("variant").asText());
        Position replay = variant.fromFen(game.path("startFen").asText());
        for (JsonNode move : game.path("moves")) {
            replay.make(variant.machineNotation().parse(replay, move.path("machine").asText()));
        }
        assertThat(game.path("fen").asText()).isEqualTo(replay.toFen());
        if (game.path("status").asText().equals("finished")) {
            assertThat(game.path("result").asText()).isEqualTo(replay.outcome().result().pgn());
        }
    }
}
