package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class LiveChannelTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    private TestSocket connect(String id) {
        return TestSocket.open(fixture.client.http(), fixture.server.port(), id);
    }

    @Test
    void aSpectatorGetsTheStateOnConnectingAndEveryMoveAfterItAsAnEvent() {
        Seats seats = fixture.newChessGame();
        try (TestSocket spectator = connect(seats.id())) {
            JsonNode hello = spectator.next();
            assertThat(hello.path("type").asText()).isEqualTo("state");
            assertThat(hello.path("event").asText()).isEqualTo("connected");
            assertThat(hello.path("game").path("plies").asInt()).isZero();
            long version = hello.path("game").path("version").asLong();

            fixture.play(seats, "e4");
            JsonNode pushed = spectator.until(m -> m.path("type").asText().equals("move"));
            assertThat(pushed.has("game")).as("a move event, not the whole state").isFalse();
            assertThat(pushed.path("ply").asInt()).isEqualTo(1);
            assertThat(pushed.path("version").asLong()).isGreaterThan(version);
            assertThat(pushed.path("move").path("move").asText()).isEqualTo("e4");
            assertThat(pushed.path("move").path("machine").asText()).isEqualTo("e2e4");
            assertThat(pushed.path("written").path("san").asText()).isEqualTo("e4");
            assertThat(pushed.path("written").path("uci").asText()).isEqualTo("e2e4");
            assertThat(pushed.path("fen").asText()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
            assertThat(pushed.path("sideToMove").asText()).isEqualTo("second");
            assertThat(pushed.path("status").asText()).isEqualTo("live");
            assertThat(pushed.path("legalMoves").path("san")).hasSize(20);
            assertThat(pushed.toString()).doesNotContain(seats.first()).doesNotContain(seats.second());
        }
    }

    @Test
    void aMoveThatEndsTheGameCarriesTheResult() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "f3", "e5", "g4");
        try (TestSocket spectator = connect(seats.id())) {
            spectator.next();
            fixture.play(seats, "Qh4#");
            JsonNode mate = spectator.until(m -> m.path("type").asText().equals("move"));
            assertThat(mate.path("ply").asInt()).isEqualTo(4);
            assertThat(mate.path("written").path("san").asText()).isEqualTo("Qh4#");
            assertThat(mate.path("status").asText()).isEqualTo("finished");
            assertThat(mate.path("result").asText()).isEqualTo("0-1");
            assertThat(mate.path("reason").asText()).isEqualTo("checkmate");
            assertThat(mate.path("inCheck").asBoolean()).isTrue();
            assertThat(mate.path("legalMoves").path("san")).isEmpty();
        }
    }

    @Test
    void drawOffersAndResultsArePushedToBothPlayers() {
        Seats seats = fixture.newChessGame();
        try (TestSocket a = connect(seats.id()); TestSocket b = connect(seats.id())) {
            a.next();
            b.next();
            fixture.play(seats, "e4");
            fixture.client.post("/api/games/" + seats.id() + "/draw", "{\"action\":\"offer\"}", seats.second());
            for (TestSocket socket : new TestSocket[] {a, b}) {
                JsonNode offer = socket.until(m -> m.path("event").asText().equals("draw-offer"));
                assertThat(offer.path("game").path("drawOffer").asText()).isEqualTo("second");
            }
            fixture.client.post("/api/games/" + seats.id() + "/resign", null, seats.first());
            for (TestSocket socket : new TestSocket[] {a, b}) {
                JsonNode end = socket.until(m -> m.path("event").asText().equals("finished"));
                assertThat(end.path("game").path("result").asText()).isEqualTo("0-1");
            }
        }
    }

    @Test
    void playersCanMoveOverTheChannelAndRefusalsGoToTheSenderOnly() {
        Seats seats = fixture.newChessGame();
        try (TestSocket player = connect(seats.id()); TestSocket watcher = connect(seats.id())) {
            player.next();
            watcher.next();
            player.send("{\"action\":\"move\",\"token\":\"" + seats.first() + "\",\"move\":\"d4\",\"plies\":0}");
            JsonNode moved = player.until(m -> m.path("type").asText().equals("move"));
            assertThat(moved.path("move").path("move").asText()).isEqualTo("d4");
            watcher.until(m -> m.path("type").asText().equals("move"));

            player.send("{\"action\":\"move\",\"token\":\"wrong\",\"move\":\"d5\"}");
            JsonNode refused = player.until(m -> m.path("type").asText().equals("error"));
            assertThat(refused.path("status").asInt()).isEqualTo(403);

            player.send("not json at all");
            assertThat(player.until(m -> m.path("type").asText().equals("error")).path("error").asText())
                    .contains("not valid JSON");
            player.send("{\"action\":\"ping\"}");
            assertThat(player.next().path("type").asText()).isEqualTo("pong");
            // The watcher saw no error: its next message is the state it asks for.
            watcher.send("{\"action\":\"state\"}");
            assertThat(watcher.next().path("event").asText()).isEqualTo("state");
        }
    }

    @Test
    void aCommandWithAnIdGetsOneAnswerAddressedToIt() {
        Seats seats = fixture.newChessGame();
        try (TestSocket player = connect(seats.id())) {
            long version = player.next().path("game").path("version").asLong();
            player.send("{\"action\":\"move\",\"token\":\"" + seats.first() + "\",\"move\":\"e4\",\"plies\":0,\"id\":7}");
            JsonNode ack = player.until(m -> m.path("type").asText().equals("ack"));
            assertThat(ack.path("id").asInt()).isEqualTo(7);
            assertThat(ack.path("version").asLong()).isGreaterThan(version);

            player.send("{\"action\":\"move\",\"token\":\"" + seats.first() + "\",\"move\":\"e5\",\"id\":8}");
            JsonNode refused = player.until(m -> m.path("type").asText().equals("error"));
            assertThat(refused.path("id").asInt()).isEqualTo(8);
            assertThat(refused.path("status").asInt()).isEqualTo(409);
            assertThat(refused.path("error").asText()).contains("not your turn");

            player.send("{\"action\":\"draw\",\"token\":\"" + seats.first() + "\",\"draw\":\"maybe\",\"id\":9}");
            JsonNode bad = player.until(m -> m.path("type").asText().equals("error"));
            assertThat(bad.path("id").asInt()).isEqualTo(9);
            assertThat(bad.path("status").asInt()).isEqualTo(400);
        }
    }

    @Test
    void takebacksAndRematchesAreOfferedAndAnsweredOverTheChannel() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5");
        try (TestSocket first = connect(seats.id()); TestSocket second = connect(seats.id())) {
            first.next();
            second.next();
            second.send("{\"action\":\"takeback\",\"token\":\"" + seats.second() + "\",\"offer\":\"offer\",\"id\":1}");
            assertThat(second.until(m -> m.path("type").asText().equals("ack")).path("id").asInt()).isEqualTo(1);
            JsonNode asked = first.until(m -> m.path("event").asText().equals("takeback-offer"));
            assertThat(asked.path("game").path("takebackOffer").asText()).isEqualTo("second");
            first.send("{\"action\":\"takeback\",\"token\":\"" + seats.first() + "\",\"offer\":\"accept\",\"id\":2}");
            JsonNode taken = second.until(m -> m.path("event").asText().equals("takeback"));
            assertThat(taken.path("game").path("plies").asInt()).isEqualTo(1);

            first.send("{\"action\":\"resign\",\"token\":\"" + seats.first() + "\"}");
            second.until(m -> m.path("event").asText().equals("finished"));
            first.send("{\"action\":\"rematch\",\"token\":\"" + seats.first() + "\",\"offer\":\"offer\"}");
            second.until(m -> m.path("event").asText().equals("rematch-offer"));
            second.send("{\"action\":\"rematch\",\"token\":\"" + seats.second() + "\",\"offer\":\"accept\",\"id\":3}");
            JsonNode agreed = first.until(m -> m.path("event").asText().equals("rematch"));
            assertThat(agreed.path("game").path("rematch").path("gameId").asText()).isNotEmpty();
            assertThat(second.until(m -> m.path("type").asText().equals("ack")).path("id").asInt()).isEqualTo(3);
        }
    }

    @Test
    void aReconnectingClientGetsTheFullState() {
        Seats seats = fixture.newChessGame();
        try (TestSocket first = connect(seats.id())) {
            first.next();
            fixture.play(seats, "e4", "c5");
        }
        fixture.play(seats, "Nf3");
        try (TestSocket again = connect(seats.id())) {
            JsonNode state = again.next();
            assertThat(state.path("event").asText()).isEqualTo("connected");
            assertThat(state.path("game").path("plies").asInt()).isEqualTo(3);
            assertThat(state.path("game").path("moves").get(2).path("move").asText()).isEqualTo("Nf3");
        }
    }

    @Test
    void anOversizedMessageClosesTheConnection() throws Exception {
        Seats seats = fixture.newChessGame();
        try (TestSocket socket = connect(seats.id())) {
            socket.next();
            socket.send("{\"action\":\"ping\",\"pad\":\"" + "x".repeat(10_000) + "\"}");
            assertThat(socket.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1009);
        }
    }

    @Test
    void anUnknownGameIsRefusedOnTheChannel() throws Exception {
        try (TestSocket socket = connect("nosuchgame")) {
            assertThat(socket.next().path("status").asInt()).isEqualTo(404);
            assertThat(socket.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1008);
        }
    }
}
