package org.heterodox.server.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A request that says Accept-Language: it gets the games' words and the errors in Italian; others get English. */
class ItalianApiTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    private static JsonNode send(String method, String path, String body, String token, String language, int status)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + fixture.server.port() + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (language != null) {
            request.header("Accept-Language", language);
        }
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> response = fixture.client.http().send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return TestClient.JSON.readTree(response.body());
    }

    private static JsonNode game(JsonNode variants, String name) {
        for (JsonNode v : variants.path("variants")) {
            if (v.path("name").asText().equals(name)) {
                return v;
            }
        }
        throw new AssertionError("no game " + name);
    }

    @Test
    void theGamesAreDescribedInItalian() throws Exception {
        JsonNode italian = send("GET", "/api/variants", null, null, "it-IT,it;q=0.9,en;q=0.8", 200);
        JsonNode chess = game(italian, "chess");
        assertThat(chess.path("displayName").asText()).isEqualTo("Scacchi");
        assertThat(chess.path("summary").asText()).isEqualTo("Gli scacchi ortodossi secondo il Regolamento FIDE.");
        assertThat(chess.path("facts").path("sideNames").toString()).isEqualTo("[\"Bianco\",\"Nero\"]");
        assertThat(chess.path("facts").path("pieces").findValuesAsText("name")).contains("Cavallo", "pedone");
        assertThat(game(italian, "ambiguous").path("options").get(0).path("description").asText())
                .startsWith("Scacco e scacco matto");
        JsonNode one = send("GET", "/api/variants/unachess:no-castling", null, null, "it", 200);
        assertThat(one.path("summary").asText()).startsWith("Scacchi da una scacchiera vuota");
        // The names a program reads stay as they are.
        assertThat(chess.path("name").asText()).isEqualTo("chess");
        assertThat(chess.path("facts").path("pieceSet").asText()).isEqualTo("chess-set");
    }

    @Test
    void withoutItalianTheGamesStayEnglish() throws Exception {
        assertThat(game(send("GET", "/api/variants", null, null, null, 200), "chess").path("displayName").asText())
                .isEqualTo("Chess");
        assertThat(game(send("GET", "/api/variants", null, null, "de-DE", 200), "shogi").path("facts").path("sideNames")
                .toString()).isEqualTo("[\"Sente\",\"Gote\"]");
    }

    @Test
    void errorsAreInItalian() throws Exception {
        Seats seats = fixture.newChessGame();
        JsonNode notYourTurn = send("POST", "/api/games/" + seats.id() + "/moves", "{\"move\":\"e5\"}", seats.second(), "it", 409);
        assertThat(notYourTurn.path("error").asText()).isEqualTo("non tocca a te: ha il tratto il primo giocatore");
        JsonNode english = send("POST", "/api/games/" + seats.id() + "/moves", "{\"move\":\"e5\"}", seats.second(), "en", 409);
        assertThat(english.path("error").asText()).isEqualTo("it is not your turn: first is to move");
        JsonNode noGame = send("GET", "/api/games/nosuchgame", null, null, "it", 404);
        assertThat(noGame.path("error").asText()).isEqualTo("nessuna partita 'nosuchgame'");
    }

    @Test
    void theEditorsPositionProblemsAreInItalian() throws Exception {
        JsonNode check = send("POST", "/api/positions/validate", "{\"variant\":\"chess\",\"fen\":\"8/8/8/8/8/8/8/K7 w - - 0 1\"}",
                null, "it", 200);
        assertThat(check.path("valid").asBoolean()).isFalse();
        assertThat(check.path("error").asText()).isEqualTo("FEN non valida: non c'è il Re nero nella disposizione");
    }
}
