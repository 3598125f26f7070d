package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TournamentBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Swiss Unachess tournaments played through the API by bot players: Dutch pairings without rematches,
 * the pairing-allocated bye, a pause, a late entry, a withdrawal, a corrected result, tie-breaks, and
 * the TRF16 report exported, imported and exported again unchanged.
 */
class SwissTournamentTest {
    @RegisterExtension
    final RunningServer server = new RunningServer();
    private TournamentBots bots;
    private PlayerClient organiser;

    @BeforeEach
    void registerOrganiser() {
        bots = new TournamentBots(server.port());
        organiser = bots.register("Arbiter");
    }

    private String swiss(int rounds) {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Unachess Swiss\",\"kind\":\"swiss\","
                + "\"variant\":\"unachess\",\"rounds\":" + rounds + ",\"rated\":true,"
                + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().path("id").asText();
    }

    private void join(String id, String... names) {
        for (String name : names) {
            Reply joined = bots.register(name).post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
    }

    /** White wins on odd boards, Black on even ones. */
    private static String byBoard(JsonNode board) {
        return board.path("board").asInt() % 2 == 1 ? "1-0" : "0-1";
    }

    @Test
    void sevenPlayersPlayFourRoundsWithoutRematchesAndTheByeMoving() {
        String id = swiss(4);
        join(id, "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina");
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        Set<String> met = new HashSet<>();
        Set<String> byes = new HashSet<>();
        for (int round = 1; round <= 4; round++) {
            final int r = round;
            JsonNode t = bots.await(id, x -> x.path("currentRound").asInt() == r, "round " + r);
            JsonNode published = t.path("rounds").get(round - 1);
            assertThat(published.path("boards")).hasSize(3);
            assertThat(published.path("byes")).hasSize(1);
            assertThat(published.path("byes").get(0).path("kind").asText()).isEqualTo("pairing");
            assertThat(byes.add(published.path("byes").get(0).path("name").asText())).as("a second bye").isTrue();
            for (JsonNode b : published.path("boards")) {
                String pair = b.path("white").asText().compareTo(b.path("black").asText()) < 0
                        ? b.path("white").asText() + "/" + b.path("black").asText()
                        : b.path("black").asText() + "/" + b.path("white").asText();
                assertThat(met.add(pair)).as("rematch " + pair).isTrue();
            }
            bots.playRound(id, round, SwissTournamentTest::byBoard);
        }
        JsonNode done = bots.await(id, x -> x.path("status").asText().equals("finished"), "the end");
        double total = 0;
        for (JsonNode line : done.path("standings")) {
            total += line.path("points").asDouble();
            assertThat(line.path("tieBreaks")).hasSize(5);
        }
        assertThat(total).isEqualTo(4 * 3 + 4); // three games and one bye point a round
        JsonNode first = done.path("standings").get(0);
        JsonNode second = done.path("standings").get(1);
        assertThat(first.path("points").asDouble()).isGreaterThanOrEqualTo(second.path("points").asDouble());

        // TRF16: exported, imported, exported again: the same report.
        Reply trf = organiser.get("/api/tournaments/" + id + "/trf");
        assertThat(trf.status()).isEqualTo(200);
        assertThat(trf.body()).startsWith("012 Unachess Swiss").contains("XXR 4").contains("XXC white1");
        Reply imported = organiser.post("/api/tournaments/import?variant=unachess", trf.body(),
                java.util.Map.of("Content-Type", "text/plain"));
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        JsonNode copy = imported.json();
        assertThat(copy.path("status").asText()).isEqualTo("finished");
        assertThat(copy.path("standings").toString().replaceAll("\"number\":\\d+,", ""))
                .isEqualTo(done.path("standings").toString().replaceAll("\"number\":\\d+,", ""));
        Reply again = organiser.get("/api/tournaments/" + copy.path("id").asText() + "/trf");
        assertThat(again.body().substring(again.body().indexOf("\n062")))
                .isEqualTo(trf.body().substring(trf.body().indexOf("\n062")));
    }

    @Test
    void twentyBotsPlayFiveRoundsToTheEnd() {
        botsPlayToTheEnd(20, 5);
    }

    /**
     * An open's size: 100 bots, seven rounds, through the API (run by hand, too long for the suite:
     * {@code -Dtest=SwissTournamentTest#hundredBotsPlaySevenRoundsToTheEnd -Dheterodox.bigSwiss=true}).
     */
    @Test
    @EnabledIfSystemProperty(named = "heterodox.bigSwiss", matches = "true")
    void hundredBotsPlaySevenRoundsToTheEnd() {
        long start = System.nanoTime();
        botsPlayToTheEnd(100, 7);
        System.out.printf("100 bots, 7 rounds: %.1f s%n", (System.nanoTime() - start) / 1e9);
    }

    /** {@code players} bots (an even number) play {@code rounds} rounds: no rematch, everyone plays every round, the points add up. */
    private void botsPlayToTheEnd(int players, int rounds) {
        String id = swiss(rounds);
        String[] names = new String[players];
        for (int i = 0; i < players; i++) {
            names[i] = "Bot" + (char) ('A' + i / 26) + (char) ('A' + i % 26);
        }
        join(id, names);
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        Set<String> met = new HashSet<>();
        for (int round = 1; round <= rounds; round++) {
            final int r = round;
            JsonNode t = bots.await(id, x -> x.path("currentRound").asInt() == r, "round " + r);
            JsonNode published = t.path("rounds").get(round - 1);
            assertThat(published.path("boards")).hasSize(players / 2);
            for (JsonNode b : published.path("boards")) {
                String a = b.path("white").asText();
                String c = b.path("black").asText();
                assertThat(met.add(a.compareTo(c) < 0 ? a + c : c + a)).as("rematch").isTrue();
            }
            // Draws on boards divisible by 3, else the better-placed (lower-numbered board) White wins.
            bots.playRound(id, round, b -> b.path("board").asInt() % 3 == 0 ? "1/2-1/2" : byBoard(b));
        }
        JsonNode done = bots.await(id, x -> x.path("status").asText().equals("finished"), "the end");
        double total = 0;
        for (JsonNode line : done.path("standings")) {
            total += line.path("points").asDouble();
            assertThat(line.path("played").asInt()).isEqualTo(rounds);
        }
        assertThat(total).isEqualTo(players / 2.0 * rounds);
        for (int i = 1; i < players; i++) {
            JsonNode above = done.path("standings").get(i - 1);
            JsonNode below = done.path("standings").get(i);
            assertThat(above.path("points").asDouble()).isGreaterThanOrEqualTo(below.path("points").asDouble());
        }
    }

    @Test
    void pausedPlayersSitOutLateEntrantsJoinAndWithdrawnPlayersForfeit() {
        String id = swiss(3);
        join(id, "Anna", "Bruno", "Carla", "Dario");
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        JsonNode t = bots.await(id, x -> x.path("currentRound").asInt() == 1, "round 1");
        assertThat(t.path("rounds").get(0).path("boards")).hasSize(2);
        // Carla pauses herself for round 2; Elena enters late.
        Reply paused = bots.get("Carla").post("/api/tournaments/" + id + "/pause", "{\"paused\":true}");
        assertThat(paused.status()).as(paused.body()).isEqualTo(200);
        join(id, "Elena");
        bots.playRound(id, 1, b -> "1-0");
        t = bots.await(id, x -> x.path("currentRound").asInt() == 2, "round 2");
        JsonNode round2 = t.path("rounds").get(1);
        assertThat(round2.toString()).doesNotContain("\"white\":\"Carla\"").doesNotContain("\"black\":\"Carla\"");
        assertThat(round2.path("boards")).hasSize(2); // Anna, Bruno, Dario, Elena
        assertThat(round2.path("byes").toString()).contains("\"name\":\"Carla\"").contains("\"kind\":\"absent\"");
        // The organiser withdraws Dario: his round-2 game is forfeited.
        JsonNode darioBoard = null;
        for (JsonNode b : round2.path("boards")) {
            if (b.toString().contains("Dario")) {
                darioBoard = b;
            }
        }
        Reply withdrawn = organiser.post("/api/tournaments/" + id + "/players/Dario/withdraw", "{\"reason\":\"ill\"}");
        assertThat(withdrawn.status()).as(withdrawn.body()).isEqualTo(200);
        JsonNode forfeited = TournamentBots.board(withdrawn.json(), 2, darioBoard.path("board").asInt());
        assertThat(forfeited.path("result").asText())
                .isEqualTo(forfeited.path("white").asText().equals("Dario") ? "--+" : "+--");
        JsonNode game = organiser.get("/api/games/" + forfeited.path("gameId").asText()).json();
        assertThat(game.path("status").asText()).isEqualTo("finished");
        // A wrong result corrected, with its reason in the log.
        bots.playRound(id, 2, b -> "1-0");
        t = bots.await(id, x -> x.path("currentRound").asInt() == 3, "round 3");
        JsonNode other = null;
        for (JsonNode b : t.path("rounds").get(1).path("boards")) {
            if (!b.toString().contains("Dario")) {
                other = b;
            }
        }
        Reply adjusted = organiser.post("/api/tournaments/" + id + "/results", "{\"round\":2,\"board\":"
                + other.path("board").asInt() + ",\"result\":\"1/2-1/2\",\"reason\":\"illegal move noticed by the arbiter\"}");
        assertThat(adjusted.status()).as(adjusted.body()).isEqualTo(200);
        JsonNode corrected = TournamentBots.board(adjusted.json(), 2, other.path("board").asInt());
        assertThat(corrected.path("result").asText()).isEqualTo("1/2-1/2");
        assertThat(corrected.path("adjusted").asBoolean()).isTrue();
        JsonNode log = organiser.get("/api/tournaments/" + id + "/log").json();
        assertThat(log.toString()).contains("illegal move noticed by the arbiter").contains("Dario: ill")
                .contains("\"action\":\"withdraw\"");
        assertThat(t.path("rounds").get(2).toString()).doesNotContain("Dario");
        bots.playRound(id, 3, b -> "0-1");
        JsonNode done = bots.await(id, x -> x.path("status").asText().equals("finished"), "the end");
        JsonNode dario = null;
        for (JsonNode line : done.path("standings")) {
            if (line.path("name").asText().equals("Dario")) {
                dario = line;
            }
        }
        assertThat(dario.path("withdrawn").asBoolean()).isTrue();
    }
}
