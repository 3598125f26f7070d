package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A shogi game with byoyomi over HTTP: its time control and clocks as documented, and its PGN tag. */
class ByoyomiApiTest {
    private static final String CREATE = "{\"variant\":\"shogi\",\"side\":\"first\",\"timeControl\":{\"type\":\"byoyomi\","
            + "\"initialSeconds\":600,\"periodSeconds\":30,\"periods\":3}}";

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    @Test
    void theGameCarriesItsByoyomiAndClocksOfMainTimePlusPeriods() {
        Seats seats = fixture.newGame(CREATE);
        JsonNode game = fixture.play(seats, "7g7f", "3c3d");
        OpenApiSchemas.conforms("Game", game);
        assertThat(game.path("timeControl").toString())
                .isEqualTo("{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periodSeconds\":30,\"periods\":3}");
        assertThat(game.path("clock").path("second").asLong()).isEqualTo(690_000); // 10 min + 3 × 30 s, stopped
        assertThat(game.path("clock").path("first").asLong()).isBetween(600_000L, 690_000L); // running
        JsonNode listed = fixture.client.get("/api/games?status=live").json();
        OpenApiSchemas.conforms("GameList", listed);
        assertThat(listed.toString()).contains("\"periodSeconds\":30");
        assertThat(fixture.client.get("/api/games/" + seats.id() + "/pgn").body())
                .contains("[TimeControl \"600+3x30(b)\"]");
    }

    @Test
    void anIncompleteByoyomiIsA400NamingTheField() {
        TestClient.Reply refused = fixture.client.post("/api/games",
                "{\"variant\":\"shogi\",\"timeControl\":{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periods\":3}}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body()).contains("timeControl.periodSeconds");
    }
}
