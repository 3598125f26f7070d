package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.FirstLegalMove;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Takeback requests: the opponent sees them live and accepts or declines; a whole move (and its answer) goes back. */
class TakebackTest {
    @TempDir
    Path data;
    private ServerFixture fixture;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private Reply takeback(Seats seats, String token, String action) {
        return fixture.client.post("/api/games/" + seats.id() + "/takeback", "{\"action\":\"" + action + "\"}", token);
    }

    private static String moves(JsonNode game) {
        StringBuilder text = new StringBuilder();
        game.path("moves").forEach(m -> text.append(text.isEmpty() ? "" : " ").append(m.path("move").asText()));
        return text.toString();
    }

    @Test
    void theOpponentSeesTheRequestLiveAndAcceptingTakesBackTheAskersLastMove() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5", "Nf3");
        try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
            socket.next();
            Reply asked = takeback(seats, seats.first(), "offer");
            assertThat(asked.status()).as(asked.body()).isEqualTo(200);
            JsonNode heard = socket.until(m -> m.path("event").asText().equals("takeback-offer"));
            assertThat(heard.path("game").path("takebackOffer").asText()).isEqualTo("first");

            Reply accepted = takeback(seats, seats.second(), "accept");
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
            JsonNode after = socket.until(m -> m.path("event").asText().equals("takeback")).path("game");
            assertThat(moves(after)).isEqualTo("e4 e5");
            assertThat(after.path("sideToMove").asText()).isEqualTo("first");
            assertThat(after.path("takebackOffer").isNull()).isTrue();
        }
        // The moves taken back are gone from the database too, and play goes on from there.
        fixture.close();
        fixture = ServerFixture.start(data);
        JsonNode reloaded = fixture.client.get("/api/games/" + seats.id()).json();
        assertThat(moves(reloaded)).isEqualTo("e4 e5");
        assertThat(moves(fixture.play(seats, "Nc3"))).isEqualTo("e4 e5 Nc3");
    }

    @Test
    void whenTheOpponentHasAnsweredTheAnswerGoesBackToo() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5", "Nf3", "Nc6");
        assertThat(takeback(seats, seats.first(), "offer").status()).isEqualTo(200);
        JsonNode after = takeback(seats, seats.second(), "accept").json();
        assertThat(moves(after)).isEqualTo("e4 e5");
        assertThat(after.path("sideToMove").asText()).isEqualTo("first");
    }

    @Test
    void aDeclinedOrLapsedRequestChangesNothing() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5");
        assertThat(takeback(seats, seats.second(), "offer").status()).isEqualTo(200);
        assertThat(takeback(seats, seats.second(), "offer").status()).isEqualTo(409);
        Reply declined = takeback(seats, seats.first(), "decline");
        assertThat(declined.status()).isEqualTo(200);
        assertThat(declined.json().path("takebackOffer").isNull()).isTrue();
        assertThat(moves(declined.json())).isEqualTo("e4 e5");
        assertThat(takeback(seats, seats.first(), "accept").status()).isEqualTo(409);

        // A move lets a pending request lapse.
        assertThat(takeback(seats, seats.second(), "offer").status()).isEqualTo(200);
        JsonNode moved = fixture.play(seats, "Nf3");
        assertThat(moved.path("takebackOffer").isNull()).isTrue();
        assertThat(takeback(seats, seats.first(), "accept").status()).isEqualTo(409);
    }

    @Test
    void refusedWithoutAMoveToTakeBackInAFinishedGameAndToOthers() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4");
        Reply none = takeback(seats, seats.second(), "offer");
        assertThat(none.status()).isEqualTo(409);
        assertThat(none.error()).contains("no move to take back");
        assertThat(fixture.client.post("/api/games/" + seats.id() + "/takeback", "{\"action\":\"offer\"}").status())
                .isEqualTo(401);
        assertThat(takeback(seats, "not-a-seat-token", "offer").status()).isEqualTo(403);
        fixture.client.post("/api/games/" + seats.id() + "/resign", "{}", seats.second());
        Reply over = takeback(seats, seats.first(), "offer");
        assertThat(over.status()).isEqualTo(409);
        assertThat(over.error()).contains("over");
    }

    @Test
    void eachSideKeepsItsTimeAndTheClockOfTheSideToMoveRuns() {
        Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\","
                + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":300,\"incrementSeconds\":5}}");
        fixture.play(seats, "e4", "e5", "Nf3", "Nc6");
        takeback(seats, seats.second(), "offer");
        JsonNode after = takeback(seats, seats.first(), "accept").json();
        assertThat(moves(after)).isEqualTo("e4 e5 Nf3");
        assertThat(after.path("clock").path("running").asText()).isEqualTo("second");
        assertThat(after.path("clock").path("second").asLong()).isBetween(290_000L, 305_000L);

        // Back before each side has moved, the clocks stop again (and the game may be aborted).
        takeback(seats, seats.second(), "offer");
        JsonNode start = takeback(seats, seats.first(), "accept").json();
        assertThat(moves(start)).isEqualTo("e4");
        assertThat(start.path("clock").path("running").isNull()).isTrue();
    }

    @Test
    void anAmbiguousChessTakebackRemovesWholeMovesNotDecisions() {
        Seats seats = fixture.newGame("{\"variant\":\"ambiguous\",\"side\":\"first\"}");
        JsonNode announced = fixture.play(seats, "a3"); // a pawn and a knight reach a3: the opponent chooses
        assertThat(announced.path("sideToMove").asText()).isEqualTo("second");
        String choice = announced.path("legalMoves").path("uci").get(0).asText();
        JsonNode chosen = fixture.play(seats, choice);
        // Second now announces e5, which only the e-pawn reaches: played at once.
        Reply e5 = fixture.move(seats, seats.second(), "e5");
        assertThat(e5.status()).as(e5.body()).isEqualTo(200);
        int plies = chosen.path("plies").asInt();
        assertThat(e5.json().path("plies").asInt()).isEqualTo(plies + 1);

        // Second takes back its one-decision move; then first takes back its announcement with the choice.
        takeback(seats, seats.second(), "offer");
        JsonNode back = takeback(seats, seats.first(), "accept").json();
        assertThat(back.path("plies").asInt()).isEqualTo(plies);
        takeback(seats, seats.first(), "offer");
        JsonNode start = takeback(seats, seats.second(), "accept").json();
        assertThat(start.path("plies").asInt()).isZero();
        assertThat(start.path("fen").asText()).isEqualTo(start.path("startFen").asText());

        // A pending announcement is its announcer's move.
        fixture.move(seats, seats.first(), "a3");
        takeback(seats, seats.first(), "offer");
        assertThat(takeback(seats, seats.second(), "accept").json().path("plies").asInt()).isZero();
    }

    @Test
    void againstTheEngineATakebackIsGrantedAtOnceAndTheEnginePlaysOn() {
        fixture.close();
        fixture = ServerFixture.start(ServerFixture.config(data).withEngine(new FirstLegalMove(), 1, 4));
        Reply created = fixture.client.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\","
                + "\"opponent\":{\"type\":\"engine\",\"level\":1}}");
        String id = created.json().path("game").path("id").asText();
        String token = created.json().path("token").asText();
        Seats seats = new Seats(id, token, null, created.json().path("game"));
        try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), id)) {
            socket.next();
            assertThat(fixture.move(seats, token, "e4").status()).isEqualTo(200);
            socket.until(m -> m.path("type").asText().equals("move") && m.path("ply").asInt() == 2);
            Reply back = takeback(seats, token, "offer");
            assertThat(back.status()).as(back.body()).isEqualTo(200);
            assertThat(back.json().path("plies").asInt()).isZero();
            assertThat(fixture.move(seats, token, "d4").status()).isEqualTo(200);
            JsonNode answer = socket.until(m -> m.path("type").asText().equals("move") && m.path("ply").asInt() == 2);
            assertThat(answer.path("sideToMove").asText()).isEqualTo("first");
        }
    }

    @Test
    void aRatedGameTakesNoTakebacks() {
        PlayerClient ada = PlayerClient.registered(fixture.server.port(), "Ada");
        PlayerClient bea = PlayerClient.registered(fixture.server.port(), "Bea");
        Reply created = ada.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\",\"rated\":true}");
        String id = created.json().path("game").path("id").asText();
        assertThat(bea.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}").status()).isEqualTo(200);
        assertThat(ada.post("/api/games/" + id + "/moves", "{\"move\":\"e4\"}").status()).isEqualTo(200);
        Reply asked = ada.post("/api/games/" + id + "/takeback", "{\"action\":\"offer\"}");
        assertThat(asked.status()).as(asked.body()).isEqualTo(409);
        assertThat(asked.error()).isEqualTo("moves of a rated game cannot be taken back");
    }
}
