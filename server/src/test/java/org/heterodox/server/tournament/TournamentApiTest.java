package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TournamentBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The tournaments API as organisers and players use it: a Grand Prix series adding up two round
 * robins, the answers' shapes against openapi.yaml, and every refusal (logging in, organiser only,
 * entry password, the kind's own fields, a round robin's fixed pairings, CSRF).
 */
class TournamentApiTest {
    @RegisterExtension
    final RunningServer server = new RunningServer();
    private TournamentBots bots;
    private PlayerClient organiser;

    @BeforeEach
    void registerOrganiser() {
        bots = new TournamentBots(server.port());
        organiser = bots.register("Arbiter");
    }

    private String roundRobin(String name, String series) {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"" + name + "\",\"kind\":\"round-robin\","
                + "\"variant\":\"uchess\",\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":600,"
                + "\"incrementSeconds\":5}" + (series == null ? "" : ",\"series\":\"" + series + "\"") + "}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        OpenApiSchemas.conforms("Tournament", created.json());
        return created.json().path("id").asText();
    }

    @Test
    void aSeriesAddsUpThePointsOfItsFinishedTournaments() {
        Reply series = organiser.post("/api/series", "{\"name\":\"Grand Prix AISE 2026\",\"points\":[10,6,4]}");
        assertThat(series.status()).as(series.body()).isEqualTo(201);
        OpenApiSchemas.conforms("Series", series.json());
        String seriesId = series.json().path("id").asText();
        assertThat(series.json().path("sharedPlaces").asText()).as("the default").isEqualTo("higher");
        for (String name : new String[] {"Anna", "Bruno", "Carla"}) {
            bots.register(name);
        }
        // Leg 1: Anna wins both her games, Bruno beats Carla. Leg 2: Carla wins both, Anna beats Bruno.
        String[][] winners = {{"Anna", "Bruno"}, {"Carla", "Anna"}};
        for (int leg = 0; leg < 2; leg++) {
            String id = roundRobin("Leg " + (leg + 1), seriesId);
            for (String name : new String[] {"Anna", "Bruno", "Carla"}) {
                assertThat(bots.get(name).post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
            }
            assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
            String[] order = winners[leg];
            for (int round = 1; round <= 3; round++) {
                final int r = round;
                bots.await(id, t -> t.path("currentRound").asInt() == r, "round " + r);
                bots.playRound(id, round, b -> {
                    String white = b.path("white").asText();
                    String black = b.path("black").asText();
                    boolean whiteWins = white.equals(order[0]) || (white.equals(order[1]) && !black.equals(order[0]));
                    return whiteWins ? "1-0" : "0-1";
                });
            }
            JsonNode done = bots.await(id, t -> t.path("status").asText().equals("finished"), "leg " + (leg + 1));
            OpenApiSchemas.conforms("Tournament", done);
            assertThat(done.path("standings").get(0).path("name").asText()).isEqualTo(order[0]);
        }
        JsonNode season = organiser.get("/api/series/" + seriesId).json();
        OpenApiSchemas.conforms("Series", season);
        assertThat(season.path("tournaments")).hasSize(2);
        // Anna: 1st (10) and 2nd (6) = 16; Carla: 3rd (4) and 1st (10) = 14; Bruno: 2nd (6) and 3rd (4) = 10.
        JsonNode standing = season.path("standings");
        assertThat(standing.get(0).path("name").asText()).isEqualTo("Anna");
        assertThat(standing.get(0).path("points").asInt()).isEqualTo(16);
        assertThat(standing.get(1).path("name").asText()).isEqualTo("Carla");
        assertThat(standing.get(1).path("points").asInt()).isEqualTo(14);
        assertThat(standing.get(2).path("points").asInt()).isEqualTo(10);
        assertThat(standing.get(0).path("places").get(1).path("place").asInt()).isEqualTo(2);
        OpenApiSchemas.conforms("TournamentList", organiser.get("/api/tournaments").json());
    }

    @Test
    void aDeletedAccountIsDeletedInTheTournamentsItPlayed() {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Club cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}");
        String id = created.json().path("id").asText();
        PlayerClient anna = bots.register("Anna");
        assertThat(anna.post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
        java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(new TestClient(server.port()).base() + "/api/account"))
                .method("DELETE", java.net.http.HttpRequest.BodyPublishers.ofString("{\"password\":\"correct horse Anna\"}"))
                .header("Content-Type", "application/json").header("X-CSRF-Token", anna.csrf());
        int status;
        try {
            status = anna.http().send(request.build(), java.net.http.HttpResponse.BodyHandlers.ofString()).statusCode();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        assertThat(status).isEqualTo(204);
        JsonNode t = organiser.get("/api/tournaments/" + id).json();
        assertThat(t.path("standings").get(0).path("name").asText()).isEqualTo("deleted");
    }

    @Test
    void everyRefusalHasItsStatusAndReason() {
        TestClient anonymous = new TestClient(server.port());
        assertThat(anonymous.post("/api/tournaments", "{\"name\":\"Open\",\"kind\":\"swiss\",\"variant\":\"chess\"}")
                .status()).isEqualTo(401);
        assertThat(organiser.post("/api/tournaments", "{\"name\":\"X\",\"kind\":\"swiss\",\"variant\":\"chess\"}")
                .body()).contains("3 to 60");
        assertThat(organiser.post("/api/tournaments", "{\"name\":\"Knockout\",\"kind\":\"knockout\",\"variant\":\"chess\"}")
                .status()).isEqualTo(400);
        assertThat(organiser.post("/api/tournaments", "{\"name\":\"Cup\",\"kind\":\"swiss\",\"variant\":\"chess\","
                + "\"minutes\":30}").body()).contains("'minutes' applies only to a arena");
        assertThat(organiser.post("/api/tournaments", "{\"name\":\"Cup\",\"kind\":\"arena\",\"variant\":\"chess\"}")
                .body()).contains("needs a time control");
        assertThat(organiser.post("/api/tournaments", "{\"name\":\"Cup\",\"kind\":\"swiss\",\"variant\":\"chess\","
                + "\"tieBreaks\":[\"koya\"]}").body()).contains("unknown tie-break");
        assertThat(organiser.post("/api/tournaments", "{\"name\":\"Cup\",\"kind\":\"swiss\",\"variant\":\"nochess\"}")
                .status()).isEqualTo(400);
        assertThat(organiser.postWithoutCsrf("/api/tournaments", "{\"name\":\"Cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}")
                .status()).isEqualTo(403);

        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Club cup\",\"kind\":\"round-robin\","
                + "\"variant\":\"chess\",\"password\":\"knight\"}");
        String id = created.json().path("id").asText();
        assertThat(created.json().path("entry").asText()).isEqualTo("password");
        PlayerClient anna = bots.register("Anna");
        assertThat(anna.post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(403);
        assertThat(anna.post("/api/tournaments/" + id + "/join", "{\"password\":\"bishop\"}").body())
                .contains("wrong entry password");
        assertThat(anna.post("/api/tournaments/" + id + "/join", "{\"password\":\"knight\"}").status()).isEqualTo(200);
        assertThat(anna.post("/api/tournaments/" + id + "/join", "{\"password\":\"knight\"}").status()).isEqualTo(409);
        assertThat(anna.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(403);
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").body()).contains("at least 3 players");
        for (String name : new String[] {"Bruno", "Carla"}) {
            bots.register(name).post("/api/tournaments/" + id + "/join", "{\"password\":\"knight\"}");
        }
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        assertThat(bots.register("Dario").post("/api/tournaments/" + id + "/join", "{\"password\":\"knight\"}").body())
                .contains("takes no entries");
        assertThat(anna.post("/api/tournaments/" + id + "/pause", "{\"paused\":true}").body()).contains("fixed");
        assertThat(anna.post("/api/tournaments/" + id + "/players/Bruno/withdraw", "{}").status()).isEqualTo(403);
        assertThat(organiser.post("/api/tournaments/" + id + "/results", "{\"round\":1,\"board\":9,\"result\":\"1-0\","
                + "\"reason\":\"x\"}").status()).isEqualTo(404);
        assertThat(organiser.post("/api/tournaments/" + id + "/results", "{\"round\":1,\"board\":1,\"result\":\"2-0\","
                + "\"reason\":\"x\"}").status()).isEqualTo(400);
        assertThat(organiser.post("/api/tournaments/" + id + "/results", "{\"round\":1,\"board\":1,\"result\":\"1-0\"}")
                .body()).contains("'reason' is required");
        assertThat(organiser.put("/api/tournaments/" + id + "/forbidden-pairs", "{\"pairs\":[[\"Anna\",\"Bruno\"]]}")
                .body()).contains("Swiss");
        // A tournament game cannot be aborted, nor rematched.
        JsonNode board = TournamentBots.board(organiser.get("/api/tournaments/" + id).json(), 1, 1);
        PlayerClient white = bots.get(board.path("white").asText());
        assertThat(white.post("/api/games/" + board.path("gameId").asText() + "/abort", "{}").body())
                .contains("cannot be aborted");
        assertThat(anonymous.get("/api/tournaments/nosuch").status()).isEqualTo(404);
        assertThat(anonymous.get("/api/tournaments?status=later").status()).isEqualTo(400);
        assertThat(organiser.post("/api/tournaments/" + id + "/cancel", "{}").status()).isEqualTo(200);
        assertThat(organiser.post("/api/tournaments/" + id + "/cancel", "{}").status()).isEqualTo(409);
        assertThat(organiser.post("/api/series", "{\"name\":\"Season\",\"points\":[10,-1]}").status()).isEqualTo(400);
        assertThat(organiser.post("/api/series", "{\"name\":\"Season\",\"points\":[10],\"sharedPlaces\":\"both\"}").body())
                .contains("'sharedPlaces' must be");
        Reply shared = organiser.post("/api/series", "{\"name\":\"Season\",\"points\":[10,8],\"sharedPlaces\":\"shared\"}");
        assertThat(shared.json().path("sharedPlaces").asText()).isEqualTo("shared");
        OpenApiSchemas.conforms("Series", organiser.get("/api/series/" + shared.json().path("id").asText()).json());
        assertThat(organiser.post("/api/tournaments/import", "012 Cup", java.util.Map.of("Content-Type", "text/plain"))
                .body()).contains("'variant' is required");
        Reply trf = organiser.post("/api/tournaments/import?variant=chess", "001 nonsense",
                java.util.Map.of("Content-Type", "text/plain"));
        assertThat(trf.status()).isEqualTo(400);
        assertThat(trf.body()).contains("TRF line 1");
    }

    @Test
    void entryPasswordGuessesAreThrottledPerPlayerLikeLogins() {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Closed cup\",\"kind\":\"round-robin\","
                + "\"variant\":\"chess\",\"password\":\"knight\"}");
        String id = created.json().path("id").asText();
        PlayerClient guesser = bots.register("Guesser");
        for (int guess = 0; guess < LoginLimits.DEFAULTS.perAccount(); guess++) {
            Reply wrong = guesser.post("/api/tournaments/" + id + "/join", "{\"password\":\"guess" + guess + "\"}");
            assertThat(wrong.status()).as(wrong.body()).isEqualTo(403);
        }
        Reply throttled = guesser.post("/api/tournaments/" + id + "/join", "{\"password\":\"knight\"}");
        assertThat(throttled.status()).as("even the right password, once the guesses are used up").isEqualTo(429);
        assertThat(throttled.error()).startsWith("too many wrong entry passwords; try again in");
        assertThat(bots.register("Honest").post("/api/tournaments/" + id + "/join", "{\"password\":\"knight\"}")
                .status()).as("another player is not locked out").isEqualTo(200);
    }
}
