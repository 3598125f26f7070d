package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.heterodox.server.testing.TournamentBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An arena played through the API by six bot players: everyone paired at the start, free players
 * paired again within a second of their games ending, berserk and its bonus, the standings' sheets.
 * (The arena's end on its clock is ArenaTournamentTest's, on a hand-moved clock.)
 */
class ArenaApiTest {
    @RegisterExtension
    final RunningServer server = new RunningServer();
    private TournamentBots bots;
    private PlayerClient organiser;

    @BeforeEach
    void registerOrganiser() {
        bots = new TournamentBots(server.port());
        organiser = bots.register("Arbiter");
    }

    @Test
    void sixBotsArePairedAgainAsSoonAsTheyAreFree() {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Blitz arena\",\"kind\":\"arena\","
                + "\"variant\":\"unachess\",\"minutes\":30,\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":180,"
                + "\"incrementSeconds\":2}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("id").asText();
        for (String name : new String[] {"Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"}) {
            PlayerClient bot = bots.register(name);
            assertThat(bot.post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
            // An API client is present in the arena by its heartbeat (a browser by its open page).
            assertThat(bot.post("/api/tournaments/" + id + "/presence", "").status()).isEqualTo(204);
        }
        Reply started = organiser.post("/api/tournaments/" + id + "/start", "{}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        OpenApiSchemas.conforms("Tournament", started.json());
        JsonNode wave = started.json().path("rounds").get(0);
        assertThat(wave.path("boards")).hasSize(3);
        assertThat(started.json().path("endsAt").asLong()).isGreaterThan(started.json().path("startedAt").asLong());

        // Board 1's White berserks (the game's view says so and the clock halves), then wins after 7 moves each.
        JsonNode first = wave.path("boards").get(0);
        String gameId = first.path("gameId").asText();
        PlayerClient white = bots.get(first.path("white").asText());
        JsonNode game = white.get("/api/games/" + gameId).json();
        assertThat(game.path("tournament").path("berserk").asBoolean()).isTrue();
        Reply berserk = white.post("/api/games/" + gameId + "/berserk", "{}");
        assertThat(berserk.status()).as(berserk.body()).isEqualTo(200);
        assertThat(berserk.json().path("tournament").path("berserked").get(0).asText()).isEqualTo("first");
        assertThat(berserk.json().path("clock").path("first").asLong()).isEqualTo(90_000);
        assertThat(bots.get(first.path("black").asText()).post("/api/games/" + gameId + "/berserk", "{}").status())
                .isEqualTo(200);
        bots.play(first, 14, "1-0");
        bots.play(wave.path("boards").get(1), 2, "1/2-1/2");
        bots.play(wave.path("boards").get(2), 2, "0-1");

        // The six come back in one wave of three boards, or (when the last game ends just after a pairing
        // tick) in a wave of two boards while the last game's two players wait: they just met, and the
        // arena pairs nobody with their last opponent while others may come.
        JsonNode t = bots.await(id, x -> x.path("rounds").size() >= 2, "the second wave");
        JsonNode second = t.path("rounds").get(1);
        assertThat(second.path("boards").size()).isBetween(2, 3);
        if (second.path("boards").size() == 2) {
            java.util.Set<String> waiting = new java.util.HashSet<>(List.of("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"));
            second.path("boards").forEach(b -> {
                waiting.remove(b.path("white").asText());
                waiting.remove(b.path("black").asText());
            });
            assertThat(wave.path("boards")).as("the two left waiting played each other").anySatisfy(b -> assertThat(waiting)
                    .containsExactlyInAnyOrder(b.path("white").asText(), b.path("black").asText()));
        }
        for (JsonNode b : second.path("boards")) {
            for (JsonNode earlier : wave.path("boards")) {
                boolean same = b.path("white").asText().equals(earlier.path("white").asText())
                        && b.path("black").asText().equals(earlier.path("black").asText())
                        || b.path("white").asText().equals(earlier.path("black").asText())
                        && b.path("black").asText().equals(earlier.path("white").asText());
                assertThat(same).as("immediate rematch").isFalse();
            }
        }
        JsonNode leader = t.path("standings").get(0);
        assertThat(leader.path("name").asText()).isEqualTo(first.path("white").asText());
        assertThat(leader.path("points").asDouble()).isEqualTo(3.0); // a berserked win after 7 moves: 2 + 1
        assertThat(leader.path("sheet").get(0).asInt()).isEqualTo(3);
        assertThat(TournamentBots.board(t, 1, 1).path("berserk").toString()).contains("white").contains("black");
        assertThat(organiser.get("/api/tournaments/" + id + "/trf").status()).isEqualTo(409);
        assertThat(organiser.post("/api/tournaments/" + id + "/cancel", "{}").status()).isEqualTo(200);
    }

    private String blitzArena() {
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Presence arena\",\"kind\":\"arena\","
                + "\"variant\":\"unachess\",\"minutes\":30,\"timeControl\":{\"type\":\"increment\","
                + "\"initialSeconds\":180,\"incrementSeconds\":2}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().path("id").asText();
    }

    private static java.util.Set<String> paired(JsonNode tournament) {
        java.util.Set<String> names = new java.util.HashSet<>();
        tournament.path("rounds").forEach(r -> r.path("boards").forEach(b -> {
            names.add(b.path("white").asText());
            names.add(b.path("black").asText());
        }));
        return names;
    }

    @Test
    void onlyPlayersPresentAndNotPausedArePaired() {
        String id = blitzArena();
        for (String name : new String[] {"Anna", "Bruno", "Carla", "Dario", "Elena"}) {
            assertThat(bots.register(name).post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
        }
        // Anna and Bruno are present; Carla is present but paused; Dario and Elena never say they are here.
        for (String name : new String[] {"Anna", "Bruno", "Carla"}) {
            assertThat(bots.get(name).post("/api/tournaments/" + id + "/presence", "").status()).isEqualTo(204);
        }
        assertThat(bots.get("Carla").post("/api/tournaments/" + id + "/pause", "{\"paused\":true}").status())
                .isEqualTo(200);
        Reply started = organiser.post("/api/tournaments/" + id + "/start", "{}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        assertThat(paired(started.json())).containsExactlyInAnyOrder("Anna", "Bruno");

        // Dario arrives: with the paused Carla and the absent Elena he has nobody to meet until Carla resumes.
        assertThat(bots.get("Dario").post("/api/tournaments/" + id + "/presence", "").status()).isEqualTo(204);
        assertThat(bots.get("Carla").post("/api/tournaments/" + id + "/pause", "{\"paused\":false}").status())
                .isEqualTo(200);
        JsonNode t = bots.await(id, x -> paired(x).contains("Dario"), "Dario's game");
        assertThat(paired(t)).containsExactlyInAnyOrder("Anna", "Bruno", "Carla", "Dario");
        assertThat(t.path("tieBreaks").get(0).asText()).isEqualTo("performance");
        OpenApiSchemas.conforms("Tournament", t);
    }

    @Test
    void anOpenTournamentChannelIsPresenceAndClosingItIsLeaving() throws Exception {
        String id = blitzArena();
        for (String name : new String[] {"Anna", "Bruno", "Carla", "Dario"}) {
            assertThat(bots.register(name).post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
        }
        TestSocket anna = TestSocket.openPath(bots.get("Anna").http(), server.port(), "/api/tournaments/" + id + "/live");
        TestSocket bruno = TestSocket.openPath(bots.get("Bruno").http(), server.port(), "/api/tournaments/" + id + "/live");
        TestSocket carla = TestSocket.openPath(bots.get("Carla").http(), server.port(), "/api/tournaments/" + id + "/live");
        for (TestSocket socket : List.of(anna, bruno, carla)) {
            socket.until(m -> "connected".equals(m.path("event").asText()));
        }
        carla.closeAndWait(); // Carla leaves the page before the start
        Reply started = organiser.post("/api/tournaments/" + id + "/start", "{}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        assertThat(paired(started.json())).containsExactlyInAnyOrder("Anna", "Bruno");

        // Carla and Dario open the page: they meet.
        TestSocket carlaAgain = TestSocket.openPath(bots.get("Carla").http(), server.port(), "/api/tournaments/" + id + "/live");
        TestSocket dario = TestSocket.openPath(bots.get("Dario").http(), server.port(), "/api/tournaments/" + id + "/live");
        JsonNode t = bots.await(id, x -> paired(x).contains("Dario"), "Carla and Dario's game");
        assertThat(paired(t)).containsExactlyInAnyOrder("Anna", "Bruno", "Carla", "Dario");
        for (TestSocket socket : List.of(anna, bruno, carlaAgain, dario)) {
            socket.close();
        }
    }

    @Test
    void presenceRefusals() {
        String id = blitzArena();
        PlayerClient anna = bots.register("Anna");
        PlayerClient bruno = bots.register("Bruno");
        assertThat(anna.post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
        assertThat(bruno.post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
        PlayerClient stranger = bots.register("Carla");

        Reply anonymous = new org.heterodox.server.testing.TestClient(server.port())
                .post("/api/tournaments/" + id + "/presence", "");
        assertThat(anonymous.status()).isEqualTo(401);
        Reply unknown = anna.post("/api/tournaments/nosuchthing/presence", "");
        assertThat(unknown.status()).as(unknown.body()).isEqualTo(404);
        Reply notIn = stranger.post("/api/tournaments/" + id + "/presence", "");
        assertThat(notIn.status()).isEqualTo(409);
        assertThat(notIn.json().path("error").asText()).contains("not in this tournament");
        Reply tooLong = anna.post("/api/tournaments/" + id + "/presence", "x".repeat(200_000));
        assertThat(tooLong.status()).isEqualTo(413);

        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        assertThat(organiser.post("/api/tournaments/" + id + "/players/Bruno/withdraw", "{}").status()).isEqualTo(200);
        Reply withdrawn = bruno.post("/api/tournaments/" + id + "/presence", "");
        assertThat(withdrawn.status()).isEqualTo(409);
        assertThat(withdrawn.json().path("error").asText()).contains("withdrew");
        assertThat(organiser.post("/api/tournaments/" + id + "/cancel", "{}").status()).isEqualTo(200);
        Reply over = anna.post("/api/tournaments/" + id + "/presence", "");
        assertThat(over.status()).isEqualTo(409);
        assertThat(over.json().path("error").asText()).contains("cancelled");

        Reply swiss = organiser.post("/api/tournaments", "{\"name\":\"Swiss\",\"kind\":\"swiss\","
                + "\"variant\":\"unachess\",\"rounds\":3}");
        String swissId = swiss.json().path("id").asText();
        assertThat(anna.post("/api/tournaments/" + swissId + "/join", "{}").status()).isEqualTo(200);
        Reply notArena = anna.post("/api/tournaments/" + swissId + "/presence", "");
        assertThat(notArena.status()).isEqualTo(409);
        assertThat(notArena.json().path("error").asText()).contains("arena");
    }
}
