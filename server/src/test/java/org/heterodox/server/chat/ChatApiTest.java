package org.heterodox.server.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game's chat: the two rooms and who reads and writes them, the live notice, mute, limits, plain text. */
class ChatApiTest {
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

    private Reply say(String id, String room, String text, String token) {
        return fixture.client.post("/api/games/" + id + "/chat",
                TestClient.JSON.createObjectNode().put("room", room).put("text", text).toString(), token);
    }

    private JsonNode read(String id, String room, String token) {
        Reply reply = token == null ? fixture.client.get("/api/games/" + id + "/chat?room=" + room)
                : fixture.client.getWithToken("/api/games/" + id + "/chat?room=" + room, token);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        OpenApiSchemas.conforms("Chat", reply.json());
        return reply.json();
    }

    @Test
    void playersAndSpectatorsEachHaveTheirRoom() {
        Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"name\":\"Ann\"}");
        try (TestSocket watcher = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
            watcher.next();
            Reply said = say(seats.id(), "players", "good luck", seats.first());
            assertThat(said.status()).as(said.body()).isEqualTo(201);
            OpenApiSchemas.conforms("ChatLine", said.json());
            JsonNode notice = watcher.until(m -> m.path("type").asText().equals("chat"));
            OpenApiSchemas.conforms("ChatMessage", notice);
            assertThat(notice.path("room").asText()).isEqualTo("players");
            assertThat(notice.has("text")).as("the notice carries no text").isFalse();
        }
        JsonNode lines = read(seats.id(), "players", seats.second()).path("lines");
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0).path("author").asText()).isEqualTo("Ann");
        assertThat(lines.get(0).path("side").asText()).isEqualTo("first");
        assertThat(lines.get(0).path("text").asText()).isEqualTo("good luck");

        assertThat(fixture.client.get("/api/games/" + seats.id() + "/chat?room=players").status()).isEqualTo(403);
        assertThat(say(seats.id(), "players", "hi", null).status()).isEqualTo(403);
        Reply spectator = say(seats.id(), "spectators", "nice opening", null);
        assertThat(spectator.status()).isEqualTo(201);
        assertThat(spectator.json().path("author").asText()).isEqualTo("Anonymous");
        assertThat(read(seats.id(), "spectators", null).path("lines")).hasSize(1);
        // No outside help during play: players neither read nor write the spectators' room...
        assertThat(fixture.client.getWithToken("/api/games/" + seats.id() + "/chat?room=spectators", seats.first())
                .status()).isEqualTo(403);
        assertThat(say(seats.id(), "spectators", "thanks", seats.first()).status()).isEqualTo(403);
        // ...until the game is over.
        fixture.client.post("/api/games/" + seats.id() + "/resign", "{}", seats.second());
        assertThat(read(seats.id(), "spectators", seats.first()).path("lines")).hasSize(1);
        assertThat(say(seats.id(), "spectators", "thanks", seats.first()).status()).isEqualTo(201);
        assertThat(say(seats.id(), "lobby", "hi", seats.first()).status()).isEqualTo(400);
    }

    @Test
    void inARatedGameOnlyLoggedInPeopleChat() {
        int port = fixture.server.port();
        PlayerClient ada = PlayerClient.registered(port, "Ada");
        PlayerClient bea = PlayerClient.registered(port, "Bea");
        PlayerClient cid = PlayerClient.registered(port, "Cid");
        Reply created = ada.post("/api/games", "{\"variant\":\"unachess\",\"rated\":true}");
        String id = created.json().path("game").path("id").asText();
        bea.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}");
        Reply byAccount = ada.post("/api/games/" + id + "/chat", "{\"room\":\"players\",\"text\":\"hello Bea\"}");
        assertThat(byAccount.status()).as(byAccount.body()).isEqualTo(201);
        assertThat(byAccount.json().path("account").asText()).isEqualTo("Ada");
        assertThat(bea.get("/api/games/" + id + "/chat?room=players").json().path("lines")).hasSize(1);
        Reply anonymous = say(id, "spectators", "hi", null);
        assertThat(anonymous.status()).isEqualTo(403);
        assertThat(anonymous.error()).isEqualTo("log in to chat in a rated game");
        Reply logged = cid.post("/api/games/" + id + "/chat", "{\"room\":\"spectators\",\"text\":\"go Ada\"}");
        assertThat(logged.status()).isEqualTo(201);
        assertThat(logged.json().path("author").asText()).isEqualTo("Cid");
        assertThat(cid.post("/api/games/" + id + "/chat", "{\"room\":\"players\",\"text\":\"psst\"}").status()).isEqualTo(403);
    }

    @Test
    void aMutedOpponentIsNoLongerHeard() {
        Seats seats = fixture.newChessGame();
        say(seats.id(), "players", "first line", seats.first());
        say(seats.id(), "players", "my line", seats.second());
        Reply muted = fixture.client.post("/api/games/" + seats.id() + "/chat/mute", "{\"muted\":true}", seats.second());
        assertThat(muted.status()).as(muted.body()).isEqualTo(200);
        assertThat(read(seats.id(), "players", seats.second()).path("muted").asBoolean()).isTrue();
        assertThat(read(seats.id(), "players", seats.second()).path("lines")).extracting(l -> l.path("text").asText())
                .containsExactly("my line");
        assertThat(read(seats.id(), "players", seats.first()).path("lines")).hasSize(2);
        fixture.client.post("/api/games/" + seats.id() + "/chat/mute", "{\"muted\":false}", seats.second());
        assertThat(read(seats.id(), "players", seats.second()).path("lines")).hasSize(2);
        assertThat(fixture.client.post("/api/games/" + seats.id() + "/chat/mute", "{\"muted\":true}").status()).isEqualTo(403);
        assertThat(fixture.client.post("/api/games/" + seats.id() + "/chat/mute", "{}", seats.first()).status()).isEqualTo(400);
    }

    @Test
    void linesAreBoundedPlainTextAndRateLimited() {
        Seats seats = fixture.newChessGame();
        assertThat(say(seats.id(), "players", "   ", seats.first()).status()).isEqualTo(400);
        assertThat(say(seats.id(), "players", "x".repeat(141), seats.first()).error()).contains("at most 140");
        assertThat(say(seats.id(), "players", "é".repeat(140), seats.first()).status()).isEqualTo(201);
        String hostile = "<script>alert(1)</script>\"><svg onload=alert(2)> javascript:alert(3)";
        Reply literal = say(seats.id(), "players", "  " + hostile + "\u0007\n", seats.first());
        assertThat(literal.json().path("text").asText()).isEqualTo(hostile);
        for (int i = 0; i < 3; i++) {
            say(seats.id(), "players", "line " + i, seats.first());
        }
        Reply tooFast = say(seats.id(), "players", "one more", seats.first());
        assertThat(tooFast.status()).isEqualTo(429);
        // The other player has their own allowance.
        assertThat(say(seats.id(), "players", "calm down", seats.second()).status()).isEqualTo(201);
        assertThat(fixture.client.get("/api/games/nosuchgame/chat?room=players").status()).isEqualTo(404);
    }
}
