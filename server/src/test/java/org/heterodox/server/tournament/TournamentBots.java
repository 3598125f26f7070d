package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.heterodox.server.PlayerClient;
import org.heterodox.server.TestClient.Reply;

/**
 * Players of tournament tests: registered API clients who play their own tournament games through
 * their sessions, as a browser would, and end each game with the result a test chooses.
 */
public final class TournamentBots {
    private final int port;
    private final Map<String, PlayerClient> players = new LinkedHashMap<>();

    public TournamentBots(int port) {
        this.port = port;
    }

    public PlayerClient register(String name) {
        PlayerClient client = PlayerClient.registered(port, name);
        players.put(name, client);
        return client;
    }

    public PlayerClient get(String name) {
        PlayerClient client = players.get(name);
        if (client == null) {
            throw new AssertionError("no bot named " + name);
        }
        return client;
    }

    public JsonNode tournament(String id) {
        Reply reply = players.values().iterator().next().get("/api/tournaments/" + id);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    /** Waits (results are recorded off the request thread) until the tournament satisfies {@code condition}. */
    public JsonNode await(String id, Predicate<JsonNode> condition, String what) {
        return await(() -> tournament(id), condition, what);
    }

    /** Reads the tournament (from any server) until it satisfies {@code condition}, for at most 20 s. */
    public static JsonNode await(java.util.function.Supplier<JsonNode> read, Predicate<JsonNode> condition, String what) {
        long deadline = System.currentTimeMillis() + 20_000;
        JsonNode t = read.get();
        while (!condition.test(t)) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("timed out waiting for " + what + "; tournament: " + t);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            t = read.get();
        }
        return t;
    }

    /** The board of round {@code round} numbered {@code board}. */
    public static JsonNode board(JsonNode tournament, int round, int board) {
        for (JsonNode r : tournament.path("rounds")) {
            if (r.path("number").asInt() == round) {
                for (JsonNode b : r.path("boards")) {
                    if (b.path("board").asInt() == board) {
                        return b;
                    }
                }
            }
        }
        throw new AssertionError("no board " + round + "." + board + " in " + tournament);
    }

    /**
     * Plays a board's game: {@code plies} legal moves (the first legal move each time), then the
     * result: "1-0" (Black resigns), "0-1" (White resigns) or "1/2-1/2" (a draw offered and accepted).
     */
    public void play(JsonNode board, int plies, String result) {
        String gameId = board.path("gameId").asText();
        PlayerClient white = get(board.path("white").asText());
        PlayerClient black = get(board.path("black").asText());
        for (int ply = 0; ply < plies; ply++) {
            JsonNode game = white.get("/api/games/" + gameId).json();
            String notation = game.path("notations").path(0).asText();
            String move = game.path("legalMoves").path(notation).path(0).asText();
            PlayerClient mover = game.path("sideToMove").asText().equals("first") ? white : black;
            Reply moved = mover.post("/api/games/" + gameId + "/moves", "{\"move\":\"" + move + "\"}");
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        }
        Reply end = switch (result) {
            case "1-0" -> black.post("/api/games/" + gameId + "/resign", "{}");
            case "0-1" -> white.post("/api/games/" + gameId + "/resign", "{}");
            case "1/2-1/2" -> {
                Reply offer = white.post("/api/games/" + gameId + "/draw", "{\"action\":\"offer\"}");
                assertThat(offer.status()).as(offer.body()).isEqualTo(200);
                yield black.post("/api/games/" + gameId + "/draw", "{\"action\":\"accept\"}");
            }
            default -> throw new IllegalArgumentException(result);
        };
        assertThat(end.status()).as(end.body()).isEqualTo(200);
    }

    /** Plays every undecided board of the round, each to the result {@code resultOf} picks. */
    public void playRound(String id, int round, java.util.function.Function<JsonNode, String> resultOf) {
        JsonNode t = tournament(id);
        for (JsonNode r : t.path("rounds")) {
            if (r.path("number").asInt() != round) {
                continue;
            }
            for (JsonNode b : r.path("boards")) {
                if (b.path("result").asText().equals("*")) {
                    play(b, 2, resultOf.apply(b));
                }
            }
        }
    }
}
