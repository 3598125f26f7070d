package org.heterodox.server.rating;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rated games between accounts change both Glicko-2 ratings once, per game spec; other games change nothing. */
class RatedGamesTest {
    private static final Glicko2 GLICKO = new Glicko2(RatingService.TAU);

    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ada;
    private PlayerClient bea;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ada = PlayerClient.registered(fixture.server.port(), "Ada");
        bea = PlayerClient.registered(fixture.server.port(), "Bea");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    /** A game Ada creates (first) and Bea joins; its id. */
    private String game(String variant, boolean rated) {
        Reply created = ada.post("/api/games", "{\"variant\":\"" + variant + "\",\"side\":\"first\",\"rated\":" + rated + "}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        Reply joined = bea.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}");
        assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        return created.json().path("game").path("id").asText();
    }

    private static int rounded(Rating rating) {
        return (int) Math.round(rating.rating());
    }

    @Test
    void aWinChangesBothRatingsByTheGlicko2Update() {
        String id = game("unachess", true);
        JsonNode during = ada.get("/api/games/" + id).json().path("players");
        assertThat(during.path("first").path("rating").path("before").asInt()).isEqualTo(1500);
        assertThat(during.path("first").path("rating").path("after").isNull()).isTrue();
        assertThat(during.path("first").path("rating").path("provisional").asBoolean()).isTrue();

        Reply resigned = bea.post("/api/games/" + id + "/resign", "{}");
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
        JsonNode players = resigned.json().path("players");
        Rating winner = GLICKO.update(Rating.NEW, List.of(new GameScore(Rating.NEW, 1)));
        Rating loser = GLICKO.update(Rating.NEW, List.of(new GameScore(Rating.NEW, 0)));
        assertThat(players.path("first").path("rating").path("after").asInt()).isEqualTo(rounded(winner));
        assertThat(players.path("first").path("rating").path("change").asInt()).isEqualTo(rounded(winner) - 1500).isPositive();
        assertThat(players.path("second").path("rating").path("after").asInt()).isEqualTo(rounded(loser));

        JsonNode profile = fixture.client.get("/api/players/ada").json();
        assertThat(profile.path("name").asText()).isEqualTo("Ada");
        JsonNode rating = profile.path("ratings").get(0);
        assertThat(rating.path("variant").asText()).isEqualTo("unachess");
        assertThat(rating.path("rating").asInt()).isEqualTo(rounded(winner));
        assertThat(rating.path("games").asInt()).isEqualTo(1);
        assertThat(rating.path("wins").asInt()).isEqualTo(1);
        assertThat(rating.path("provisional").asBoolean()).isTrue();
        JsonNode history = fixture.client.get("/api/players/Bea/ratings/unachess").json();
        assertThat(history.path("points")).hasSize(1);
        assertThat(history.path("points").get(0).path("gameId").asText()).isEqualTo(id);
        assertThat(history.path("points").get(0).path("rating").asInt()).isEqualTo(rounded(loser));
    }

    @Test
    void theSecondGameStartsFromTheFirstsRatingsAndADrawMovesThemTogether() {
        String first = game("unachess", true);
        bea.post("/api/games/" + first + "/resign", "{}");
        Rating adaNow = GLICKO.update(Rating.NEW, List.of(new GameScore(Rating.NEW, 1)));
        Rating beaNow = GLICKO.update(Rating.NEW, List.of(new GameScore(Rating.NEW, 0)));
        String second = game("unachess", true);
        ada.post("/api/games/" + second + "/moves", "{\"move\":\"K@e1\"}");
        bea.post("/api/games/" + second + "/moves", "{\"move\":\"K@e8\"}");
        assertThat(ada.post("/api/games/" + second + "/draw", "{\"action\":\"offer\"}").status()).isEqualTo(200);
        Reply agreed = bea.post("/api/games/" + second + "/draw", "{\"action\":\"accept\"}");
        assertThat(agreed.status()).as(agreed.body()).isEqualTo(200);
        JsonNode players = agreed.json().path("players");
        assertThat(players.path("first").path("rating").path("before").asInt()).isEqualTo(rounded(adaNow));
        Rating adaAfter = GLICKO.update(adaNow, List.of(new GameScore(beaNow, 0.5)));
        Rating beaAfter = GLICKO.update(beaNow, List.of(new GameScore(adaNow, 0.5)));
        assertThat(players.path("first").path("rating").path("after").asInt()).isEqualTo(rounded(adaAfter));
        assertThat(players.path("second").path("rating").path("after").asInt()).isEqualTo(rounded(beaAfter));
        assertThat(players.path("first").path("rating").path("change").asInt()).isNegative();
        assertThat(players.path("second").path("rating").path("change").asInt()).isPositive();
    }

    @Test
    void casualAndAbortedGamesChangeNothing() {
        String casual = game("unachess", false);
        Reply resigned = bea.post("/api/games/" + casual + "/resign", "{}");
        assertThat(resigned.json().path("players").path("first").has("rating")).isFalse();
        String aborted = game("unachess", true);
        assertThat(ada.post("/api/games/" + aborted + "/abort", "{}").status()).isEqualTo(200);
        assertThat(fixture.client.get("/api/players/Ada").json().path("ratings")).isEmpty();
        assertThat(fixture.client.get("/api/players/Ada/ratings/unachess").json().path("points")).isEmpty();
    }

    @Test
    void eachGameSpecHasItsOwnRating() {
        String parachute = game("parachute", true);
        bea.post("/api/games/" + parachute + "/resign", "{}");
        JsonNode ratings = fixture.client.get("/api/players/Ada").json().path("ratings");
        assertThat(ratings).hasSize(1);
        assertThat(ratings.get(0).path("variant").asText()).isEqualTo("parachute");
        assertThat(fixture.client.get("/api/players/Ada/ratings/unachess").json().path("points")).isEmpty();
    }

    @Test
    void aRestartNeverRatesAGameAgain() {
        String id = game("unachess", true);
        bea.post("/api/games/" + id + "/resign", "{}");
        JsonNode before = fixture.client.get("/api/players/Ada").json().path("ratings");
        fixture.close();
        fixture = ServerFixture.start(data);
        assertThat(fixture.client.get("/api/players/Ada").json().path("ratings")).isEqualTo(before);
        JsonNode game = fixture.client.get("/api/games/" + id).json();
        assertThat(game.path("players").path("first").path("rating").path("change").asInt())
                .isEqualTo(before.get(0).path("rating").asInt() - 1500);
    }

    @Test
    void theAnswersMatchTheOpenApiSchemas() {
        String id = game("unachess", true);
        OpenApiSchemas.conforms("Game", ada.get("/api/games/" + id).json());
        OpenApiSchemas.conforms("Game", bea.post("/api/games/" + id + "/resign", "{}").json());
        OpenApiSchemas.conforms("GameList", fixture.client.get("/api/games?status=finished").json());
        OpenApiSchemas.conforms("Profile", fixture.client.get("/api/players/Ada").json());
        OpenApiSchemas.conforms("RatingHistory", fixture.client.get("/api/players/Ada/ratings/unachess").json());
        OpenApiSchemas.conforms("GameList", fixture.client.get("/api/players/Ada/games").json());
        OpenApiSchemas.conforms("Leaderboard", fixture.client.get("/api/leaderboards/unachess").json());
        OpenApiSchemas.conforms("Session", ada.get("/api/session").json());
    }

    @Test
    void afterOneRatedGameBothPlayersShowAsProvisionalOnTheLeaderboards() {
        String id = game("unachess", true);
        bea.post("/api/games/" + id + "/resign", "{}");

        var board = fixture.client.get("/api/leaderboards/unachess").json();
        assertThat(board.path("players")).as("nobody is established after one game").isEmpty();
        assertThat(board.path("provisional").findValuesAsText("name")).containsExactly("Ada", "Bea");
        var boards = fixture.client.get("/api/leaderboards").json().path("boards");
        assertThat(boards.findValuesAsText("variant")).containsExactly("unachess");
    }

    @Test
    void unknownPlayersAndGamesAreRefused() {
        assertThat(fixture.client.get("/api/players/Nobody").status()).isEqualTo(404);
        assertThat(fixture.client.get("/api/players/Ada/ratings/nochess").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/leaderboards/nochess").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/players/Ada/games?result=maybe").status()).isEqualTo(400);
        assertThat(fixture.client.get("/api/players/Ada/games?opponent=Nobody").status()).isEqualTo(404);
    }

    @Test
    void aPlayersGamesAreFilteredByGameResultAndOpponent() {
        String win = game("unachess", true);
        bea.post("/api/games/" + win + "/resign", "{}");
        String loss = game("chess", false);
        ada.post("/api/games/" + loss + "/resign", "{}");
        PlayerClient cid = PlayerClient.registered(fixture.server.port(), "Cid");
        Reply other = cid.post("/api/games", "{\"variant\":\"chess\"}");
        ada.post("/api/invites/" + other.json().path("inviteCode").asText(), "{}");

        assertThat(ids("/api/players/Ada/games")).hasSize(3);
        assertThat(ids("/api/players/Ada/games?result=win")).containsExactly(win);
        assertThat(ids("/api/players/Ada/games?result=loss")).containsExactly(loss);
        assertThat(ids("/api/players/Ada/games?variant=unachess")).containsExactly(win);
        assertThat(ids("/api/players/Ada/games?opponent=Cid")).containsExactly(other.json().path("game").path("id").asText());
        assertThat(ids("/api/players/Ada/games?status=finished&limit=1")).hasSize(1);
        assertThat(fixture.client.get("/api/players/Ada/games?status=finished&limit=1").json().path("nextOffset").asInt())
                .isEqualTo(1);
        assertThat(fixture.client.get("/api/players/Ada").json().path("currentGames")).hasSize(1);
    }

    private List<String> ids(String path) {
        Reply reply = fixture.client.get(path);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        List<String> ids = new java.util.ArrayList<>();
        reply.json().path("games").forEach(g -> ids.add(g.path("id").asText()));
        return ids;
    }
}
