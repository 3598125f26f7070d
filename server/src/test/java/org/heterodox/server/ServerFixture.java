package org.heterodox.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.TestClient.Reply;
import org.heterodox.server.testing.RunningServer;

/** Starts a server on a free loopback port with a generous rate limit, plus helpers to set up games. */
final class ServerFixture implements AutoCloseable {
    final HeterodoxServer server;
    final TestClient client;

    private ServerFixture(HeterodoxServer server, int port) {
        this.server = server;
        this.client = new TestClient(port);
    }

    /** Helpers for a server running elsewhere (another process); {@link #close} does nothing then. */
    static ServerFixture remote(int port) {
        return new ServerFixture(null, port);
    }

    static ServerFixture start(Path data) {
        return start(config(data));
    }

    static ServerFixture start(ServerConfig config) {
        HeterodoxServer server = HeterodoxServer.start(config);
        return new ServerFixture(server, server.port());
    }

    /** Defaults for tests: any free port, H2 in {@code data}, a rate limit, an open-game cap and a registration cap the tests do not reach. */
    static ServerConfig config(Path data) {
        return RunningServer.config(data);
    }

    /** Two seats filled: the creator plays first. */
    record Seats(String id, String first, String second, JsonNode game) {
    }

    Seats newGame(String createBody) {
        Reply created = client.post("/api/games", createBody);
        if (created.status() != 201) {
            throw new AssertionError("create failed: " + created.status() + " " + created.body());
        }
        JsonNode grant = created.json();
        String id = grant.path("game").path("id").asText();
        Reply joined = client.post("/api/invites/" + grant.path("inviteCode").asText(), "{}");
        if (joined.status() != 200) {
            throw new AssertionError("join failed: " + joined.status() + " " + joined.body());
        }
        String creatorSeat = grant.path("seat").asText();
        String creator = grant.path("token").asText();
        String joiner = joined.json().path("token").asText();
        return creatorSeat.equals("first") ? new Seats(id, creator, joiner, joined.json().path("game"))
                : new Seats(id, joiner, creator, joined.json().path("game"));
    }

    Seats newChessGame() {
        return newGame("{\"variant\":\"chess\",\"side\":\"first\"}");
    }

    Reply move(Seats seats, String token, String move) {
        return client.post("/api/games/" + seats.id() + "/moves", "{\"move\":\"" + move + "\"}", token);
    }

    /** Plays the moves alternately for first and second, failing on any refusal. */
    JsonNode play(Seats seats, String... moves) {
        JsonNode game = client.get("/api/games/" + seats.id()).json();
        for (String move : moves) {
            String token = game.path("sideToMove").asText().equals("first") ? seats.first() : seats.second();
            Reply reply = move(seats, token, move);
            if (reply.status() != 200) {
                throw new AssertionError("move " + move + " refused: " + reply.status() + " " + reply.body()
                        + " (game before it: " + game + ")");
            }
            game = reply.json();
        }
        return game;
    }

    @Override
    public void close() {
        if (server != null) {
            server.stop();
        }
    }
}
