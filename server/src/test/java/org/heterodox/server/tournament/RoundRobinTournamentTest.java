package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TournamentBots;
import org.heterodox.tournament.pairing.BergerTables;
import org.heterodox.tournament.pairing.Pairing;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A U-Chess round robin played to the end through the API by bot players, paired by the Berger tables. */
class RoundRobinTournamentTest {
    @RegisterExtension
    final RunningServer server = new RunningServer();
    private TournamentBots bots;
    private PlayerClient organiser;

    @BeforeEach
    void registerOrganiser() {
        bots = new TournamentBots(server.port());
        organiser = bots.register("Arbiter");
    }

    private String create(String body) {
        Reply created = organiser.post("/api/tournaments", body);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().path("id").asText();
    }

    private void join(String id, String... names) {
        for (String name : names) {
            Reply joined = bots.register(name).post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
    }

    @Test
    void fivePlayersMeetEachOtherOnceByTheBergerTableWithAByeEachRound() {
        String id = create("{\"name\":\"Grand Prix AISE, leg 1\",\"kind\":\"round-robin\",\"variant\":\"uchess\","
                + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":600,\"incrementSeconds\":5}}");
        join(id, "Anna", "Bruno", "Carla", "Dario", "Elena");
        Reply started = organiser.post("/api/tournaments/" + id + "/start", "{}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        JsonNode t = started.json();
        assertThat(t.path("status").asText()).isEqualTo("running");
        assertThat(t.path("roundsPlanned").asInt()).isEqualTo(5);

        // Everyone is unrated (1500), so the pairing numbers follow the names.
        List<String> byNumber = new ArrayList<>();
        for (JsonNode line : t.path("standings")) {
            byNumber.add(line.path("number").asInt() - 1, line.path("name").asText());
        }
        assertThat(byNumber).containsExactly("Anna", "Bruno", "Carla", "Dario", "Elena");

        List<List<Pairing>> table = BergerTables.singleRoundRobin(5);
        for (int round = 1; round <= 5; round++) {
            JsonNode now = bots.await(id, tournament -> tournament.path("currentRound").asInt() >= 0, "round");
            final int r = round;
            now = bots.await(id, tournament -> tournament.path("currentRound").asInt() == r, "round " + r);
            JsonNode published = now.path("rounds").get(round - 1);
            List<String> expected = new ArrayList<>();
            String bye = null;
            for (Pairing p : table.get(round - 1)) {
                if (p.white() == 6 || p.black() == 6) {
                    bye = byNumber.get((p.white() == 6 ? p.black() : p.white()) - 1);
                } else {
                    expected.add(byNumber.get(p.white() - 1) + "-" + byNumber.get(p.black() - 1));
                }
            }
            List<String> actual = new ArrayList<>();
            for (JsonNode b : published.path("boards")) {
                actual.add(b.path("white").asText() + "-" + b.path("black").asText());
            }
            assertThat(actual).as("round " + round).containsExactlyElementsOf(expected);
            assertThat(published.path("byes").path(0).path("name").asText()).isEqualTo(bye);
            assertThat(published.path("byes").path(0).path("points").asDouble()).isZero();
            // The higher number of each board wins, except board 2, which is drawn.
            bots.playRound(id, round, b -> b.path("board").asInt() == 2 ? "1/2-1/2"
                    : byNumber.indexOf(b.path("white").asText()) > byNumber.indexOf(b.path("black").asText())
                            ? "1-0" : "0-1");
        }
        JsonNode done = bots.await(id, tournament -> tournament.path("status").asText().equals("finished"), "the end");
        double total = 0;
        for (JsonNode line : done.path("standings")) {
            assertThat(line.path("played").asInt()).isEqualTo(4);
            total += line.path("points").asDouble();
        }
        assertThat(total).isEqualTo(10.0); // ten games, a point each
        assertThat(done.path("rounds")).hasSize(5);

        // The games belong to the tournament: their view links back, their PGN names the event and round.
        JsonNode board = TournamentBots.board(done, 3, 1);
        JsonNode game = organiser.get("/api/games/" + board.path("gameId").asText()).json();
        assertThat(game.path("tournament").path("id").asText()).isEqualTo(id);
        assertThat(game.path("tournament").path("round").asInt()).isEqualTo(3);
        assertThat(game.path("tournament").path("board").asInt()).isEqualTo(1);
        Reply pgn = organiser.get("/api/tournaments/" + id + "/pgn");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.body()).contains("[Event \"Grand Prix AISE, leg 1\"]").contains("[Round \"3.1\"]")
                .contains("[Round \"5.2\"]");
        assertThat(pgn.body().split("\\[Event ", -1)).hasSize(11);
    }
}
