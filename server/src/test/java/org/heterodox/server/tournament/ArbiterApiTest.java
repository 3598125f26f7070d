package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TournamentBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The arbiter's tools of a Swiss through the API: rounds that wait to be started, pairing by hand and
 * again, a round the rules cannot pair, half-point byes requested in advance, late entries, and every
 * refusal.
 */
class ArbiterApiTest {
    @RegisterExtension
    final RunningServer server = new RunningServer();
    private TournamentBots bots;
    private PlayerClient organiser;

    @BeforeEach
    void registerOrganiser() {
        bots = new TournamentBots(server.port());
        organiser = bots.register("Arbiter");
    }

    private String swiss(String settings, String... players) {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Club Swiss\",\"kind\":\"swiss\","
                + "\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":600,"
                + "\"incrementSeconds\":5}" + settings + "}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        OpenApiSchemas.conforms("Tournament", created.json());
        String id = created.json().path("id").asText();
        for (String name : players) {
            Reply joined = bots.register(name).post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
        return id;
    }

    private static List<List<String>> boards(JsonNode t, int round) {
        List<List<String>> boards = new ArrayList<>();
        for (JsonNode b : t.path("rounds").get(round - 1).path("boards")) {
            boards.add(List.of(b.path("white").asText(), b.path("black").asText()));
        }
        return boards;
    }

    private static String pairingBody(List<List<String>> boards, String reason) {
        StringBuilder json = new StringBuilder("{\"boards\":[");
        for (int i = 0; i < boards.size(); i++) {
            json.append(i == 0 ? "" : ",").append("[\"").append(boards.get(i).get(0)).append("\",\"")
                    .append(boards.get(i).get(1)).append("\"]");
        }
        return json.append("],\"reason\":\"").append(reason).append("\"}").toString();
    }

    private static JsonNode lastLog(PlayerClient client, String id) {
        JsonNode entries = client.get("/api/tournaments/" + id + "/log").json().path("entries");
        return entries.get(entries.size() - 1);
    }

    @Test
    void theOrganiserEditsAWaitingRoundThenStartsIt() {
        String id = swiss(",\"manualStart\":true,\"maxHalfPointByes\":1,\"rounds\":3", "Anna", "Bruno", "Carla",
                "Dario", "Elena");
        Reply bye = bots.get("Elena").post("/api/tournaments/" + id + "/byes", "{\"round\":1,\"requested\":true}");
        assertThat(bye.status()).as(bye.body()).isEqualTo(200);
        assertThat(bye.json().path("arbiter").path("requestedByes").get(0).path("name").asText()).isEqualTo("Elena");
        assertThat(lastLog(organiser, id).path("params").path("round").asText()).isEqualTo("1");

        JsonNode started = organiser.post("/api/tournaments/" + id + "/start", "{}").json();
        OpenApiSchemas.conforms("Tournament", started);
        assertThat(started.path("arbiter").path("roundWaiting").asBoolean()).isTrue();
        JsonNode round1 = started.path("rounds").get(0);
        assertThat(round1.path("boards")).hasSize(2);
        assertThat(round1.path("boards").get(0).path("gameId").isNull()).as("no game before the start").isTrue();
        assertThat(round1.path("byes").get(0).path("name").asText()).isEqualTo("Elena");
        assertThat(round1.path("byes").get(0).path("kind").asText()).isEqualTo("requested");
        assertThat(round1.path("byes").get(0).path("points").asDouble()).isEqualTo(0.5);

        // Swap two players between the boards, and the colours of the first board.
        List<List<String>> rules = boards(started, 1);
        List<List<String>> edited = List.of(List.of(rules.get(1).get(0), rules.get(0).get(0)),
                List.of(rules.get(0).get(1), rules.get(1).get(1)));
        Reply set = organiser.put("/api/tournaments/" + id + "/rounds/1/pairing", pairingBody(edited, "team-mates"));
        assertThat(set.status()).as(set.body()).isEqualTo(200);
        OpenApiSchemas.conforms("Tournament", set.json());
        assertThat(boards(set.json(), 1)).isEqualTo(edited);
        JsonNode logged = lastLog(organiser, id);
        assertThat(logged.path("action").asText()).isEqualTo("pairing");
        assertThat(logged.path("params").path("reason").asText()).isEqualTo("team-mates");
        assertThat(logged.path("params").path("boards").asText()).contains("1: " + edited.get(0).get(0) + " - ");

        // Pairing again by the rules drops the edit.
        Reply again = organiser.post("/api/tournaments/" + id + "/pair-again", "{}");
        assertThat(again.status()).as(again.body()).isEqualTo(200);
        assertThat(boards(again.json(), 1)).isEqualTo(rules);
        assertThat(again.json().path("arbiter").path("roundWaiting").asBoolean()).isTrue();

        Reply start = organiser.post("/api/tournaments/" + id + "/start-round", "{}");
        assertThat(start.status()).as(start.body()).isEqualTo(200);
        assertThat(start.json().path("arbiter").path("roundWaiting").asBoolean()).isFalse();
        assertThat(TournamentBots.board(start.json(), 1, 1).path("gameId").asText()).isNotEmpty();
        assertThat(lastLog(organiser, id).path("action").asText()).isEqualTo("start-round");

        // Once started the round is no longer edited.
        assertThat(organiser.post("/api/tournaments/" + id + "/pair-again", "{}").status()).isEqualTo(409);
        assertThat(organiser.put("/api/tournaments/" + id + "/rounds/1/pairing", pairingBody(rules, "late")).status())
                .isEqualTo(409);
        assertThat(organiser.post("/api/tournaments/" + id + "/start-round", "{}").status()).isEqualTo(409);
        assertThat(organiser.post("/api/tournaments/" + id + "/end", "{}").status()).isEqualTo(409);
        assertThat(bots.get("Elena").post("/api/tournaments/" + id + "/byes", "{\"round\":1,\"requested\":false}")
                .status()).as("round 1 is paired").isEqualTo(409);

        bots.playRound(id, 1, b -> "1-0");
        JsonNode round2 = bots.await(id, t -> t.path("currentRound").asInt() == 2, "round 2 paired");
        assertThat(round2.path("arbiter").path("roundWaiting").asBoolean()).isTrue();
        JsonNode elena = null;
        for (JsonNode s : round2.path("standings")) {
            if (s.path("name").asText().equals("Elena")) {
                elena = s;
            }
        }
        assertThat(elena.path("points").asDouble()).as("the half-point bye").isEqualTo(0.5);
        String trf = organiser.get("/api/tournaments/" + id + "/trf").body();
        assertThat(trf).as("a half-point bye in TRF").contains("0000 - H");
    }

    @Test
    void everyEditOfThePairingIsRefusedWithItsReason() {
        String id = swiss(",\"manualStart\":true", "Anna", "Bruno", "Carla", "Dario");
        String path = "/api/tournaments/" + id + "/rounds/1/pairing";
        String good = "{\"boards\":[[\"Anna\",\"Bruno\"],[\"Carla\",\"Dario\"]],\"reason\":\"colours\"}";
        assertThat(organiser.put(path, good).status()).as("not started").isEqualTo(409);
        assertThat(organiser.post("/api/tournaments/" + id + "/start-round", "{}").status()).isEqualTo(409);
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);

        assertThat(new PlayerClient(server.port()).put(path, good).status()).isEqualTo(401);
        for (String call : new String[] {"pair-again", "start-round", "end"}) {
            Reply refused = bots.get("Anna").post("/api/tournaments/" + id + "/" + call, "{}");
            assertThat(refused.status()).as(call).isEqualTo(403);
        }
        assertThat(bots.get("Anna").put(path, good).status()).isEqualTo(403);
        assertThat(organiser.put("/api/tournaments/" + id + "/rounds/2/pairing", good).body())
                .contains("round 1 is the round to pair");
        assertThat(organiser.put("/api/tournaments/" + id + "/rounds/x/pairing", good).status()).isEqualTo(400);
        Reply twice = organiser.put(path, "{\"boards\":[[\"Anna\",\"Bruno\"],[\"Anna\",\"Dario\"]],\"reason\":\"r\"}");
        assertThat(twice.status()).isEqualTo(400);
        assertThat(twice.body()).contains("Anna is paired twice");
        Reply missing = organiser.put(path, "{\"boards\":[[\"Anna\",\"Bruno\"]],\"reason\":\"r\"}");
        assertThat(missing.body()).contains("not paired: Carla, Dario");
        assertThat(organiser.put(path, "{\"boards\":[[\"Anna\",\"Bruno\"],[\"Carla\",\"Dario\"]],\"bye\":\"Anna\","
                + "\"reason\":\"r\"}").status()).isEqualTo(400);
        assertThat(organiser.put(path, "{\"boards\":[[\"Anna\",\"Nobody\"],[\"Carla\",\"Dario\"]],\"reason\":\"r\"}")
                .status()).isEqualTo(404);
        assertThat(organiser.put(path, "{\"boards\":[[\"Anna\",\"Bruno\"],[\"Carla\",\"Dario\"]]}").body())
                .contains("'reason'");
        assertThat(organiser.put(path, "{\"boards\":[[\"Anna\",\"Bruno\"],[\"Carla\",\"Dario\"]],\"reason\":\" \"}")
                .status()).isEqualTo(400);
        assertThat(organiser.put(path, "{\"reason\":\"r\"}").body()).contains("'boards'");
        assertThat(organiser.put(path, "{\"boards\":[[\"Anna\"]],\"reason\":\"r\"}").status()).isEqualTo(400);
        StringBuilder many = new StringBuilder("{\"boards\":[");
        for (int i = 0; i < 101; i++) {
            many.append(i == 0 ? "" : ",").append("[\"a\",\"b\"]");
        }
        assertThat(organiser.put(path, many + "],\"reason\":\"r\"}").body()).contains("at most 100");
        assertThat(organiser.put(path, "{\"boards\":[[\"" + "x".repeat(41) + "\",\"b\"]],\"reason\":\"r\"}").status())
                .isEqualTo(400);
        assertThat(organiser.put(path, "not json").status()).isEqualTo(400);
        assertThat(organiser.put(path, good).status()).isEqualTo(200);

        // A round robin's pairings are the tables'.
        String robin = organiser.post("/api/tournaments", "{\"name\":\"Robin\",\"kind\":\"round-robin\","
                + "\"variant\":\"chess\"}").json().path("id").asText();
        for (String name : new String[] {"Anna", "Bruno", "Carla"}) {
            bots.get(name).post("/api/tournaments/" + robin + "/join", "{}");
        }
        organiser.post("/api/tournaments/" + robin + "/start", "{}");
        assertThat(organiser.post("/api/tournaments/" + robin + "/pair-again", "{}").body())
                .contains("not edited by hand");
        assertThat(bots.get("Anna").post("/api/tournaments/" + robin + "/byes", "{\"round\":2,\"requested\":true}")
                .body()).contains("no half-point byes");
    }

    @Test
    void halfPointByeRequestsAreRefusedBeyondTheRules() {
        String id = swiss(",\"maxHalfPointByes\":1,\"rounds\":3", "Anna", "Bruno", "Carla");
        String path = "/api/tournaments/" + id + "/byes";
        PlayerClient anna = bots.get("Anna");
        assertThat(new TestClient(server.port()).post(path, "{\"round\":2,\"requested\":true}").status()).isEqualTo(401);
        assertThat(organiser.post(path, "{\"round\":2,\"requested\":true}").body()).contains("not in this tournament");
        assertThat(anna.post(path, "{\"requested\":true}").body()).contains("'round' is required");
        assertThat(anna.post(path, "{\"round\":2}").body()).contains("'requested' is required");
        assertThat(anna.post(path, "{\"round\":31,\"requested\":true}").status()).isEqualTo(400);
        assertThat(anna.post(path, "{\"round\":4,\"requested\":true}").body()).contains("has 3 rounds");
        assertThat(anna.post(path, "{\"round\":2,\"requested\":false}").body()).contains("no half-point bye in round 2");
        assertThat(anna.post(path, "{\"round\":2,\"requested\":true}").status()).isEqualTo(200);
        assertThat(anna.post(path, "{\"round\":2,\"requested\":true}").body()).contains("already have");
        assertThat(anna.post(path, "{\"round\":3,\"requested\":true}").body()).contains("may have 1 half-point bye");
        Reply back = anna.post(path, "{\"round\":2,\"requested\":false}");
        assertThat(back.status()).isEqualTo(200);
        assertThat(back.json().path("arbiter").path("requestedByes")).isEmpty();
        assertThat(lastLog(organiser, id).path("action").asText()).isEqualTo("bye-withdrawn");
        assertThat(anna.post(path, "{\"round\":3,\"requested\":true}").status()).isEqualTo(200);
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        assertThat(anna.post(path, "{\"round\":1,\"requested\":true}").body()).contains("round 1 is already paired");
        assertThat(anna.post("/api/tournaments/" + id + "/leave", "{}").status()).isEqualTo(200);
        assertThat(anna.post(path, "{\"round\":3,\"requested\":false}").body()).contains("withdrawn");
        JsonNode t = organiser.get("/api/tournaments/" + id).json();
        assertThat(t.path("arbiter").path("requestedByes")).as("a withdrawal drops the requests").isEmpty();

        String none = swiss("");
        assertThat(anna.post("/api/tournaments/" + none + "/join", "{}").status()).isEqualTo(200);
        assertThat(anna.post("/api/tournaments/" + none + "/byes", "{\"round\":2,\"requested\":true}").body())
                .contains("no half-point byes");
    }

    @Test
    void settingsOfTheArbiterAreCheckedAtCreation() {
        String base = "{\"name\":\"Cup\",\"variant\":\"chess\",";
        assertThat(organiser.post("/api/tournaments", base + "\"kind\":\"swiss\",\"lateEntryPoints\":0.3}").body())
                .contains("'lateEntryPoints' must be 0 or 0.5");
        assertThat(organiser.post("/api/tournaments", base + "\"kind\":\"swiss\",\"rounds\":3,\"maxHalfPointByes\":4}")
                .body()).contains("'maxHalfPointByes' must be from 0 to 3");
        assertThat(organiser.post("/api/tournaments", base + "\"kind\":\"swiss\",\"rounds\":3,\"lateEntryUntil\":0}")
                .status()).isEqualTo(400);
        assertThat(organiser.post("/api/tournaments", base + "\"kind\":\"round-robin\",\"manualStart\":true}").body())
                .contains("'manualStart' applies only to a swiss");
        JsonNode plain = organiser.post("/api/tournaments", base + "\"kind\":\"swiss\",\"rounds\":4}").json();
        assertThat(plain.path("arbiter").path("manualStart").asBoolean()).isFalse();
        assertThat(plain.path("arbiter").path("maxHalfPointByes").asInt()).isZero();
        assertThat(plain.path("arbiter").path("lateEntryUntil").asInt()).isEqualTo(4);
        assertThat(plain.path("arbiter").path("lateEntryPoints").asDouble()).isZero();
    }

    @Test
    void aLateEntrantScoresTheChosenPointsForMissedRoundsUntilTheChosenRound() {
        String id = swiss(",\"rounds\":4,\"lateEntryUntil\":2,\"lateEntryPoints\":0.5", "Anna", "Bruno", "Carla",
                "Dario");
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        Reply late = bots.register("Fabio").post("/api/tournaments/" + id + "/join", "{}");
        assertThat(late.status()).as(late.body()).isEqualTo(200);
        JsonNode missed = late.json().path("rounds").get(0).path("byes").get(0);
        assertThat(missed.path("name").asText()).isEqualTo("Fabio");
        assertThat(missed.path("kind").asText()).isEqualTo("late");
        assertThat(missed.path("points").asDouble()).isEqualTo(0.5);
        bots.playRound(id, 1, b -> "1/2-1/2");
        JsonNode round2 = bots.await(id, t -> t.path("currentRound").asInt() == 2, "round 2");
        assertThat(round2.path("rounds").get(1).path("byes").get(0).path("kind").asText())
                .as("five players: the pairing-allocated bye").isEqualTo("pairing");
        Reply closed = bots.register("Gaia").post("/api/tournaments/" + id + "/join", "{}");
        assertThat(closed.status()).isEqualTo(409);
        assertThat(closed.body()).contains("late entries closed when round 2 was paired");
        assertThat(organiser.get("/api/tournaments/" + id + "/trf").body()).contains("0000 - H");
    }

    @Test
    void aRoundTheRulesCannotPairWaitsForTheOrganiser() {
        String id = swiss(",\"rounds\":3", "Anna", "Bruno");
        organiser.post("/api/tournaments/" + id + "/start", "{}");
        bots.playRound(id, 1, b -> "1-0");
        JsonNode stuck = bots.await(id, t -> !t.path("arbiter").path("pairingProblem").isNull(), "round 2 unpairable");
        OpenApiSchemas.conforms("Tournament", stuck);
        assertThat(stuck.path("currentRound").asInt()).isEqualTo(1);
        assertThat(stuck.path("arbiter").path("pairingProblem").asText()).contains("round 2 cannot be paired");
        JsonNode logged = lastLog(organiser, id);
        assertThat(logged.path("action").asText()).isEqualTo("unpairable");
        assertThat(logged.path("params").path("round").asText()).isEqualTo("2");
        assertThat(organiser.post("/api/tournaments/" + id + "/start-round", "{}").body()).contains("is not paired");
        // Trying again by the rules finds the same.
        JsonNode again = organiser.post("/api/tournaments/" + id + "/pair-again", "{}").json();
        assertThat(again.path("arbiter").path("pairingProblem").isNull()).isFalse();
        // By hand: they meet again, colours reversed.
        JsonNode round1 = again.path("rounds").get(0).path("boards").get(0);
        String white = round1.path("black").asText();
        String black = round1.path("white").asText();
        Reply set = organiser.put("/api/tournaments/" + id + "/rounds/2/pairing",
                "{\"boards\":[[\"" + white + "\",\"" + black + "\"]],\"reason\":\"two players\"}");
        assertThat(set.status()).as(set.body()).isEqualTo(200);
        assertThat(set.json().path("arbiter").path("pairingProblem").isNull()).isTrue();
        assertThat(set.json().path("currentRound").asInt()).isEqualTo(2);
        assertThat(organiser.post("/api/tournaments/" + id + "/start-round", "{}").status()).isEqualTo(200);
        bots.playRound(id, 2, b -> "1/2-1/2");
        bots.await(id, t -> !t.path("arbiter").path("pairingProblem").isNull(), "round 3 unpairable");
        Reply end = organiser.post("/api/tournaments/" + id + "/end", "{}");
        assertThat(end.status()).as(end.body()).isEqualTo(200);
        assertThat(end.json().path("status").asText()).isEqualTo("finished");
        assertThat(end.json().path("standings").get(0).path("points").asDouble()).isEqualTo(1.5);
        assertThat(lastLog(organiser, id).path("action").asText()).isEqualTo("end");
    }
}
