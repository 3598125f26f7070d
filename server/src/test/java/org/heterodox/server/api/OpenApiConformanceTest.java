package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.ValidationMessage;
import java.util.Set;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The JSON the server actually writes matches the schemas of openapi.yaml (the document the web
 * app's types are generated from): every required field present, no undocumented field, every value
 * of its documented type, for the main endpoints and the live channel's messages.
 */
class OpenApiConformanceTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    private static JsonNode conforms(String schema, Reply reply, int status) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        return conforms(schema, reply.json());
    }

    private static JsonNode conforms(String schema, JsonNode json) {
        return OpenApiSchemas.conforms(schema, json);
    }

    private static Set<ValidationMessage> errors(String schema, JsonNode json) {
        return OpenApiSchemas.errors(schema, json);
    }

    @Test
    void aGameFromCreationToItsEndMatchesTheSchemas() {
        TestClient client = fixture.client;
        conforms("Health", client.get("/api/health"), 200);
        JsonNode grant = conforms("SeatGrant", client.post("/api/games",
                "{\"variant\":\"chess\",\"side\":\"first\",\"name\":\"Ann\",\"timeControl\":{\"type\":\"increment\","
                        + "\"initialSeconds\":300,\"incrementSeconds\":2}}"), 201);
        String id = grant.path("game").path("id").asText();
        conforms("Game", client.get("/api/invites/" + grant.path("inviteCode").asText()), 200);
        conforms("GameList", client.get("/api/games?status=open"), 200);
        client.post("/api/games", "{\"variant\":\"shogi\"}"); // a second open game: the first page of one has a next
        JsonNode page = conforms("GameList", client.get("/api/games?status=open,live&limit=1"), 200);
        assertThat(page.path("nextOffset").asInt()).as("a first page of one with more behind it").isEqualTo(1);
        JsonNode joined = conforms("SeatGrant", client.post("/api/invites/" + grant.path("inviteCode").asText(),
                "{\"name\":\"Bob\"}"), 200);
        Seats seats = new Seats(id, grant.path("token").asText(), joined.path("token").asText(), joined.path("game"));
        try (TestSocket socket = TestSocket.open(client.http(), fixture.server.port(), id)) {
            conforms("StateMessage", socket.next());
            for (String move : new String[] {"f3", "e5", "g4"}) {
                String token = move.equals("e5") ? seats.second() : seats.first();
                conforms("Game", fixture.move(seats, token, move), 200);
                conforms("MoveMessage", socket.until(m -> m.path("type").asText().equals("move")));
            }
            conforms("Error", fixture.move(seats, seats.second(), "Kd6"), 422);
            conforms("Error", fixture.move(seats, "nobody", "e4"), 403);
            conforms("Game", client.post("/api/games/" + id + "/draw", "{\"action\":\"offer\"}", seats.first()), 200);
            conforms("StateMessage", socket.until(m -> m.path("type").asText().equals("state")));
            socket.send("{\"action\":\"ping\"}");
            conforms("PongMessage", socket.until(m -> m.path("type").asText().equals("pong")));
            socket.send("{\"action\":\"move\",\"token\":\"nobody\",\"move\":\"e4\"}");
            conforms("ErrorMessage", socket.until(m -> m.path("type").asText().equals("error")));
            JsonNode mated = conforms("Game", fixture.move(seats, seats.second(), "Qh4#"), 200);
            assertThat(mated.path("status").asText()).isEqualTo("finished");
            conforms("MoveMessage", socket.until(m -> m.path("type").asText().equals("move")));
        }
        conforms("Game", client.get("/api/games/" + id), 200);
        conforms("Record", client.get("/api/games/" + id + "/record"), 200);
        conforms("GameList", client.get("/api/games?status=finished"), 200);
        conforms("Analysis", client.get("/api/games/" + id + "/analysis?ply=2"), 200);
        conforms("Error", client.get("/api/games/nosuchgame"), 404);
        conforms("Error", client.post("/api/games", "{\"variant\":\"chess\",\"side\":5}"), 400);
    }

    @Test
    void takebacksAndRematchesMatchTheSchemas() {
        TestClient client = fixture.client;
        Seats seats = fixture.newChessGame();
        String id = seats.id();
        try (TestSocket socket = TestSocket.open(client.http(), fixture.server.port(), id)) {
            conforms("StateMessage", socket.next());
            fixture.play(seats, "e4", "e5");
            conforms("Game", client.post("/api/games/" + id + "/takeback", "{\"action\":\"offer\"}", seats.second()), 200);
            conforms("StateMessage", socket.until(m -> m.path("event").asText().equals("takeback-offer")));
            conforms("Game", client.post("/api/games/" + id + "/takeback", "{\"action\":\"accept\"}", seats.first()), 200);
            conforms("StateMessage", socket.until(m -> m.path("event").asText().equals("takeback")));
            conforms("Game", client.post("/api/games/" + id + "/resign", "{}", seats.first()), 200);
            conforms("Game", client.post("/api/games/" + id + "/rematch", "{\"action\":\"offer\"}", seats.first()), 200);
            conforms("StateMessage", socket.until(m -> m.path("event").asText().equals("rematch-offer")));
            conforms("Game", client.post("/api/games/" + id + "/rematch", "{\"action\":\"accept\"}", seats.second()), 200);
            conforms("StateMessage", socket.until(m -> m.path("event").asText().equals("rematch")));
            conforms("Error", client.post("/api/games/" + id + "/rematch", "{\"action\":\"decline\"}", seats.second()), 409);
        }
    }

    @Test
    void positionsExplanationsAndImportsMatchTheSchemas() {
        TestClient client = fixture.client;
        conforms("PositionCheck", client.post("/api/positions/validate",
                "{\"variant\":\"chess\",\"fen\":\"6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1\"}"), 200);
        conforms("PositionCheck", client.post("/api/positions/validate", "{\"variant\":\"chess\",\"fen\":\"8/8 w\"}"), 200);
        conforms("PositionAnalysis", client.post("/api/positions/analysis",
                "{\"variant\":\"chess\",\"fen\":\"6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1\",\"movetime\":100}"), 200);
        Seats seats = fixture.newGame("{\"variant\":\"uchess\",\"side\":\"first\"}");
        conforms("Explanations", client.get("/api/games/" + seats.id() + "/explain"), 200);
        conforms("Imported", client.post("/api/import", "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 "
                + "3. Bc4 Nf6 4. Qxf7# 1-0\n"), 201);
    }

    @Test
    void theSchemasRefuseAMissingOrAnUndocumentedField() {
        Seats seats = fixture.newChessGame();
        ObjectNode game = (ObjectNode) fixture.client.get("/api/games/" + seats.id()).json();
        conforms("Game", game);
        ObjectNode extra = game.deepCopy().put("undocumented", 1);
        assertThat(errors("Game", extra)).isNotEmpty();
        ObjectNode missing = game.deepCopy();
        missing.remove("version");
        assertThat(errors("Game", missing)).isNotEmpty();
        ObjectNode wrongType = game.deepCopy().put("plies", "none");
        assertThat(errors("Game", wrongType)).isNotEmpty();
    }
}
