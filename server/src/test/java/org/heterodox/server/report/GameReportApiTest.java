package org.heterodox.server.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Random;
import org.heterodox.rules.Game;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.PgnWriter;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Full-game reports through the API, with a CI-sized engine budget (depth 3, 4,000 nodes a position):
 * an imported Unachess game's report with one entry per move and its blunders, every game of the site,
 * a database game, the PGN export, and each refusal. The queue's limits come last: they leave a long
 * report running.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GameReportApiTest {
    static final int PER_HOUR = 12;

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running(config -> config.withReports(
            new ReportBudget(3, 4_000, 2, PER_HOUR, 60_000, 50)));

    /** A game of random moves from a seed, resigned by the side to move, as PGN. */
    static String randomGame(Variant variant, long seed, int plies) {
        Game game = new Game(variant);
        Random random = new Random(seed);
        MoveList moves = new MoveList();
        while (game.ply() < plies && !game.position().outcome().isOver()) {
            moves.clear();
            game.position().generatePlayed(moves);
            game.play(moves.get(random.nextInt(moves.size())));
        }
        if (!game.endedOnBoard()) {
            game.setOutcome(Outcome.win(1 - game.position().sideToMove(), Reason.RESIGNATION));
        }
        return new PgnWriter().write(game);
    }

    static JsonNode imported(String pgn) {
        Reply reply = fixture.client.post("/api/import", pgn);
        assertThat(reply.status()).as(reply.body()).isIn(200, 201);
        return reply.json().path("game");
    }

    /** Polls the report until it is done (the worker is woken by the request; a report here takes well under a second of CPU). */
    static JsonNode awaitDone(String path) throws InterruptedException {
        long until = System.nanoTime() + 120_000_000_000L;
        while (System.nanoTime() < until) {
            Reply reply = fixture.client.get(path);
            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
            String status = reply.json().path("status").asText();
            assertThat(status).isIn("queued", "running", "done");
            if (status.equals("done")) {
                return reply.json();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the report of " + path + " did not finish");
    }

    @Test
    @Order(1)
    void anUnachessGameImportedFromPgnGetsItsReportWithOneEntryPerMoveAndItsBlunders() throws Exception {
        JsonNode game = imported(randomGame(Variants.of("unachess"), 7, 40));
        String id = game.path("id").asText();
        int moves = game.path("plies").asInt();
        PlayerClient player = PlayerClient.registered(fixture.server.port(), "analyst1");
        Reply asked = player.post("/api/games/" + id + "/report", "");
        assertThat(asked.status()).as(asked.body()).isEqualTo(202);
        assertThat(asked.json().path("status").asText()).isIn("queued", "running");
        assertThat(asked.json().path("positions").asInt()).isEqualTo(moves + 1);

        JsonNode report = awaitDone("/api/games/" + id + "/report");
        assertThat(report.path("plies").size()).isEqualTo(moves);
        for (int i = 0; i < moves; i++) {
            JsonNode ply = report.path("plies").get(i);
            assertThat(ply.path("ply").asInt()).isEqualTo(i + 1);
            assertThat(ply.path("mover").asText()).isEqualTo(i % 2 == 0 ? "first" : "second");
            assertThat(ply.path("score").has("cp") || ply.path("score").has("mate")).as(ply.toString()).isTrue();
        }
        // Random moves blunder: the report finds some, and counts them per side.
        int blunders = 0;
        for (JsonNode ply : report.path("plies")) {
            if (ply.path("judgement").asText().equals("blunder")) {
                blunders++;
                assertThat(ply.path("best").asText()).isNotEmpty();
                assertThat(ply.path("bestMachine").asText()).isNotEmpty();
            }
        }
        assertThat(blunders).isPositive();
        assertThat(report.path("counts").path("first").path("blunder").asInt()
                + report.path("counts").path("second").path("blunder").asInt()).isEqualTo(blunders);
        assertThat(report.path("accuracy").path("first").asDouble()).isBetween(0.0, 100.0);
        assertThat(report.path("accuracy").path("second").asDouble()).isBetween(0.0, 100.0);
        assertThat(report.path("progress").asInt()).isEqualTo(100);
        assertThat(report.path("depth").asInt()).isEqualTo(3);

        // Asked again: the stored report, 200; anyone reads it.
        Reply again = player.post("/api/games/" + id + "/report", "");
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.json().path("plies")).isEqualTo(report.path("plies"));
        Reply pgn = fixture.client.get("/api/games/" + id + "/report/pgn");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.body()).containsIgnoringCase("[Variant \"Unachess\"]").contains("{[%eval ").contains(" $4");
        long evals = pgn.body().split("\\[%eval ", -1).length - 1;
        assertThat(evals).isBetween((long) moves - 1, (long) moves);
    }

    @Test
    @Order(2)
    void everyGameOfTheSiteGetsAReportWithOneEntryPerStoredMove() throws Exception {
        PlayerClient player = PlayerClient.registered(fixture.server.port(), "analyst2");
        int seed = 11;
        for (GameDefinition definition : Variants.builtIn()) {
            JsonNode game = imported(randomGame(definition.standard(), seed++, 10));
            String id = game.path("id").asText();
            Reply asked = player.post("/api/games/" + id + "/report", "");
            assertThat(asked.status()).as(definition.name() + ": " + asked.body()).isEqualTo(202);
            JsonNode report = awaitDone("/api/games/" + id + "/report");
            // Ambiguous Chess stores an announcement and a choice as two moves: one entry each, by its own decider.
            assertThat(report.path("plies").size()).as(definition.name()).isEqualTo(game.path("plies").asInt());
            assertThat(report.path("variant").asText()).isEqualTo(definition.standard().spec());
        }
    }

    @Test
    @Order(3)
    void aDatabaseGameGetsItsReportAndItsAnnotatedPgn() throws Exception {
        PlayerClient player = PlayerClient.registered(fixture.server.port(), "analyst3");
        Reply upload = player.post("/api/db/games", randomGame(Variants.of("chess"), 5, 16));
        assertThat(upload.status()).as(upload.body()).isEqualTo(201);
        JsonNode found = fixture.client.get("/api/db/games?limit=1").json().path("games").get(0);
        String id = found.path("id").asText();
        Reply asked = player.post("/api/db/games/" + id + "/report", "");
        assertThat(asked.status()).as(asked.body()).isEqualTo(202);
        JsonNode report = awaitDone("/api/db/games/" + id + "/report");
        assertThat(report.path("plies").size()).isEqualTo(16);
        Reply pgn = fixture.client.get("/api/db/games/" + id + "/report/pgn");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.body()).contains("[%eval ");
    }

    @Test
    @Order(4)
    void refusalsNameTheirReason() throws Exception {
        JsonNode game = imported(randomGame(Variants.of("chess"), 3, 6));
        String id = game.path("id").asText();
        assertThat(fixture.client.post("/api/games/" + id + "/report", "").status()).as("anonymous").isEqualTo(401);
        PlayerClient player = PlayerClient.registered(fixture.server.port(), "analyst4");
        assertThat(player.postWithoutCsrf("/api/games/" + id + "/report", "").status()).as("no CSRF token").isEqualTo(403);
        assertThat(player.post("/api/games/nosuchgame/report", "").status()).isEqualTo(404);
        assertThat(player.post("/api/games/" + "x".repeat(200) + "/report", "").status()).isEqualTo(404);
        assertThat(player.post("/api/db/games/abc/report", "").status()).isEqualTo(404);
        assertThat(player.post("/api/db/games/99999/report", "").status()).isEqualTo(404);
        Reply none = fixture.client.get("/api/games/" + id + "/report");
        assertThat(none.status()).isEqualTo(404);
        assertThat(none.body()).contains("POST");
        assertThat(fixture.client.get("/api/games/" + id + "/report/pgn").status()).isEqualTo(404);
        ServerFixture.Seats live = fixture.newChessGame();
        Reply playing = player.post("/api/games/" + live.id() + "/report", "");
        assertThat(playing.status()).isEqualTo(409);
        assertThat(playing.body()).contains("being played");
    }

    @Test
    @Order(5)
    void onePlayerHasOneReportWaitingTheSiteAFewAndEachPlayerAFewAnHour() throws Exception {
        // A long game keeps the worker busy while the limits are tried.
        String longGame = imported(randomGame(Variants.of("unachess"), 21, 400)).path("id").asText();
        String other = imported(randomGame(Variants.of("chess"), 22, 8)).path("id").asText();
        String third = imported(randomGame(Variants.of("chess"), 23, 8)).path("id").asText();
        PlayerClient first = PlayerClient.registered(fixture.server.port(), "analyst5");
        PlayerClient second = PlayerClient.registered(fixture.server.port(), "analyst6");
        PlayerClient latecomer = PlayerClient.registered(fixture.server.port(), "analyst7");
        assertThat(first.post("/api/games/" + longGame + "/report", "").status()).isEqualTo(202);
        Reply busy = first.post("/api/games/" + other + "/report", "");
        assertThat(busy.status()).as(busy.body()).isEqualTo(409);
        assertThat(busy.body()).contains("game " + longGame);
        // Fair: the second player's report queues behind the first, and the queue (2) is then full.
        Reply queued = second.post("/api/games/" + other + "/report", "");
        assertThat(queued.status()).isEqualTo(202);
        assertThat(queued.json().path("status").asText()).isEqualTo("queued");
        assertThat(queued.json().path("ahead").asInt()).isZero();
        Reply full = latecomer.post("/api/games/" + third + "/report", "");
        assertThat(full.status()).isEqualTo(429);
        assertThat(full.body()).contains("queue is full");
        // Asking for a report already asked for is no new request: the queue's answer, not a refusal.
        assertThat(latecomer.post("/api/games/" + other + "/report", "").status()).isEqualTo(202);
        // Each refused request counted against the hour: the first player runs out of them.
        Reply refused = null;
        for (int i = 0; i < PER_HOUR; i++) {
            refused = first.post("/api/games/" + third + "/report", "");
            if (refused.status() == 429) {
                break;
            }
            assertThat(refused.status()).isEqualTo(409);
        }
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.body()).contains("in the last hour");
    }
}
