package org.heterodox.server.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class GameApiTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();
    static TestClient client;

    @BeforeAll
    static void start() {
        client = fixture.client;
    }

    @Test
    void creatingAGameGivesTheCreatorASeatAndAnInviteThatFillsTheOther() {
        Reply created = client.post("/api/games", "{\"variant\":\"chess\",\"side\":\"second\",\"name\":\"Ann\"}");
        assertThat(created.status()).isEqualTo(201);
        JsonNode grant = created.json();
        assertThat(grant.path("seat").asText()).isEqualTo("second");
        assertThat(grant.path("token").asText()).hasSizeGreaterThan(30);
        JsonNode game = grant.path("game");
        assertThat(game.path("status").asText()).isEqualTo("open");
        assertThat(game.path("players").path("first").path("kind").asText()).isEqualTo("open");
        assertThat(game.path("players").path("second").path("name").asText()).isEqualTo("Ann");

        String code = grant.path("inviteCode").asText();
        assertThat(client.get("/api/invites/" + code).json().path("id").asText()).isEqualTo(game.path("id").asText());
        Reply joined = client.post("/api/invites/" + code, "{\"name\":\"Bob\"}");
        assertThat(joined.status()).isEqualTo(200);
        assertThat(joined.json().path("seat").asText()).isEqualTo("first");
        assertThat(joined.json().path("game").path("status").asText()).isEqualTo("live");
        assertThat(joined.json().path("game").path("players").path("first").path("name").asText()).isEqualTo("Bob");
        assertThat(joined.json().path("game").has("inviteCode")).isFalse();

        Reply again = client.post("/api/invites/" + code, "{}");
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.error()).contains("no open seat");
    }

    @Test
    void aFullGameEndsInCheckmateWithMovesInAnyNotation() {
        Seats seats = fixture.newChessGame();
        JsonNode game = fixture.play(seats, "f2f3", "e5", "g2g4", "Qh4#");
        assertThat(game.path("status").asText()).isEqualTo("finished");
        assertThat(game.path("result").asText()).isEqualTo("0-1");
        assertThat(game.path("reason").asText()).isEqualTo("checkmate");
        assertThat(game.path("legalMoves").path("san")).isEmpty();
        List<String> written = new ArrayList<>();
        game.path("moves").forEach(m -> written.add(m.path("move").asText()));
        assertThat(written).containsExactly("f3", "e5", "g4", "Qh4#");
        assertThat(game.path("moves").get(0).path("machine").asText()).isEqualTo("f2f3");

        Reply after = fixture.move(seats, seats.first(), "e4");
        assertThat(after.status()).isEqualTo(409);
        assertThat(after.error()).contains("over");
    }

    @Test
    void theGameViewListsLegalMovesInEveryNotationOfTheGame() {
        Seats seats = fixture.newChessGame();
        JsonNode game = client.get("/api/games/" + seats.id()).json();
        assertThat(game.path("notations").toString()).isEqualTo("[\"san\",\"uci\"]");
        assertThat(game.path("legalMoves").path("san")).hasSize(20);
        assertThat(game.path("legalMoves").path("uci")).hasSize(20);
        assertThat(game.path("legalMoves").path("san").toString()).contains("\"Nf3\"");
        assertThat(game.path("legalMoves").path("uci").toString()).contains("\"g1f3\"");
        assertThat(game.path("fen").asText()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    @Test
    void illegalMovesAreRefusedNamingTheMove() {
        Seats seats = fixture.newChessGame();
        Reply reply = fixture.move(seats, seats.first(), "e5");
        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.error()).contains("illegal move 'e5'").contains("notations tried: san, uci");
        Reply nonsense = fixture.move(seats, seats.first(), "zz9");
        assertThat(nonsense.status()).isEqualTo(422);
        assertThat(client.get("/api/games/" + seats.id()).json().path("plies").asInt()).isZero();
    }

    @Test
    void movesOutOfTurnAreRefused() {
        Seats seats = fixture.newChessGame();
        Reply reply = fixture.move(seats, seats.second(), "e5");
        assertThat(reply.status()).isEqualTo(409);
        assertThat(reply.error()).contains("not your turn");
    }

    @Test
    void onlyTheSeatTokenHolderMayMove() {
        Seats seats = fixture.newChessGame();
        Reply none = fixture.move(seats, null, "e4");
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.error()).contains("seat token is required");
        Reply wrong = fixture.move(seats, "not-a-real-token", "e4");
        assertThat(wrong.status()).isEqualTo(403);
        Seats other = fixture.newChessGame();
        Reply foreign = fixture.move(seats, other.first(), "e4");
        assertThat(foreign.status()).isEqualTo(403);
        assertThat(client.post("/api/games/" + seats.id() + "/resign", null, other.first()).status()).isEqualTo(403);
        assertThat(client.post("/api/games/" + seats.id() + "/draw", "{\"action\":\"offer\"}", "x").status())
                .isEqualTo(403);
    }

    @Test
    void aSeatTokenIsReadCaseExactlyAfterAWrongTokenThatDiffersOnlyInCase() {
        // Jetty's header cache once matched header lines case-insensitively: after "Bearer x" on a
        // kept-alive connection, "Bearer XUY5..." arrived as "Bearer xUY5..." and the seat was refused.
        Seats seats = fixture.newChessGame();
        while (!Character.isLetter(seats.first().charAt(0))) {
            seats = fixture.newChessGame();
        }
        char first = seats.first().charAt(0);
        String caseTwin = String.valueOf(Character.isUpperCase(first) ? Character.toLowerCase(first) : Character.toUpperCase(first));
        for (int attempt = 0; attempt < 3; attempt++) {
            assertThat(fixture.move(seats, caseTwin, "e4").status()).isEqualTo(403);
        }
        Reply moved = fixture.move(seats, seats.first(), "e4");
        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
    }

    @Test
    void seatTokensNeverAppearInViewsListsOrExports() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4");
        String view = client.get("/api/games/" + seats.id()).body();
        String list = client.get("/api/games?status=open,live,finished").body();
        for (String token : List.of(seats.first(), seats.second())) {
            assertThat(view).doesNotContain(token);
            assertThat(list).doesNotContain(token);
        }
    }

    @Test
    void aStalePlyCountIsRefusedSoAMoveNeverLandsInAnotherPosition() {
        Seats seats = fixture.newChessGame();
        Reply stale = client.post("/api/games/" + seats.id() + "/moves", "{\"move\":\"e4\",\"plies\":3}", seats.first());
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.error()).contains("has 0 moves");
        Reply fresh = client.post("/api/games/" + seats.id() + "/moves", "{\"move\":\"e4\",\"plies\":0}", seats.first());
        assertThat(fresh.status()).isEqualTo(200);
    }

    @Test
    void resigningGivesTheGameToTheOpponent() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5");
        Reply reply = client.post("/api/games/" + seats.id() + "/resign", null, seats.first());
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.json().path("result").asText()).isEqualTo("0-1");
        assertThat(reply.json().path("reason").asText()).isEqualTo("resignation");
    }

    @Test
    void aDrawOfferCanBeDeclinedAndThenAccepted() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4");
        String draw = "/api/games/" + seats.id() + "/draw";
        Reply offer = client.post(draw, "{\"action\":\"offer\"}", seats.first());
        assertThat(offer.json().path("drawOffer").asText()).isEqualTo("first");
        assertThat(client.post(draw, "{\"action\":\"accept\"}", seats.first()).status()).isEqualTo(409);
        Reply declined = client.post(draw, "{\"action\":\"decline\"}", seats.second());
        assertThat(declined.json().path("drawOffer").isNull()).isTrue();
        client.post(draw, "{\"action\":\"offer\"}", seats.second());
        Reply accepted = client.post(draw, "{\"action\":\"accept\"}", seats.first());
        assertThat(accepted.json().path("result").asText()).isEqualTo("1/2-1/2");
        assertThat(accepted.json().path("reason").asText()).isEqualTo("agreement");
    }

    @Test
    void movingDeclinesTheOpponentsDrawOffer() {
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4");
        client.post("/api/games/" + seats.id() + "/draw", "{\"action\":\"offer\"}", seats.first());
        JsonNode game = fixture.play(seats, "e5");
        assertThat(game.path("drawOffer").isNull()).isTrue();
    }

    @Test
    void aGameCanBeAbortedOnlyBeforeEachSideHasMoved() {
        Seats early = fixture.newChessGame();
        fixture.play(early, "e4");
        Reply aborted = client.post("/api/games/" + early.id() + "/abort", null, early.second());
        assertThat(aborted.status()).isEqualTo(200);
        assertThat(aborted.json().path("status").asText()).isEqualTo("aborted");

        Seats late = fixture.newChessGame();
        fixture.play(late, "e4", "e5");
        Reply refused = client.post("/api/games/" + late.id() + "/abort", null, late.first());
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.error()).contains("resign instead");
    }

    @Test
    void theCreatorCanCallOffAGameNobodyJoined() {
        Reply created = client.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\"}");
        String id = created.json().path("game").path("id").asText();
        Reply aborted = client.post("/api/games/" + id + "/abort", null, created.json().path("token").asText());
        assertThat(aborted.json().path("status").asText()).isEqualTo("aborted");
        Reply join = client.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}");
        assertThat(join.status()).isEqualTo(409);
    }

    @Test
    void threefoldRepetitionEndsTheGameByItselfByDefault() {
        Seats seats = fixture.newChessGame();
        JsonNode game = fixture.play(seats, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(game.path("status").asText()).isEqualTo("finished");
        assertThat(game.path("reason").asText()).isEqualTo("threefold-repetition");
    }

    @Test
    void withoutAutoDrawARepetitionMustBeClaimed() {
        Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"autoDraw\":false}");
        String claim = "/api/games/" + seats.id() + "/claim";
        fixture.play(seats, "Nf3", "Nf6", "Ng1", "Ng8");
        Reply early = client.post(claim, null, seats.first());
        assertThat(early.status()).isEqualTo(409);
        assertThat(early.error()).contains("no draw can be claimed");
        JsonNode game = fixture.play(seats, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(game.path("status").asText()).isEqualTo("live");
        Reply claimed = client.post(claim, null, seats.second());
        assertThat(claimed.status()).isEqualTo(200);
        assertThat(claimed.json().path("result").asText()).isEqualTo("1/2-1/2");
        assertThat(claimed.json().path("reason").asText()).isEqualTo("threefold-repetition");
    }

    @Test
    void theFiftyMoveRuleCanBeClaimedFromAStartPositionNearIt() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";
        Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\",\"autoDraw\":false,\"fen\":\"" + fen + "\"}");
        fixture.play(seats, "Ra2");
        Reply claimed = client.post("/api/games/" + seats.id() + "/claim", null, seats.first());
        assertThat(claimed.status()).isEqualTo(200);
        assertThat(claimed.json().path("reason").asText()).isEqualTo("fifty-moves");
    }

    @Test
    void listsSeparateOpenLiveAndFinishedGames() {
        Reply open = client.post("/api/games", "{\"variant\":\"chess\"}");
        String openId = open.json().path("game").path("id").asText();
        Seats live = fixture.newChessGame();
        Seats finished = fixture.newChessGame();
        client.post("/api/games/" + finished.id() + "/resign", null, finished.first());

        assertThat(ids("open")).contains(openId).doesNotContain(live.id(), finished.id());
        assertThat(ids("live")).contains(live.id()).doesNotContain(openId, finished.id());
        assertThat(ids("finished")).contains(finished.id()).doesNotContain(openId, live.id());
        JsonNode listed = client.get("/api/games?status=open&limit=200").json().path("games");
        for (JsonNode game : listed) {
            if (game.path("id").asText().equals(openId)) {
                assertThat(game.path("inviteCode").asText()).isEqualTo(open.json().path("inviteCode").asText());
            }
        }
        assertThat(client.get("/api/games?status=sideways").status()).isEqualTo(400);
        assertThat(client.get("/api/games?variant=nochess").error()).contains("valid variants");
        assertThat(client.get("/api/games?limit=0").status()).isEqualTo(400);
    }

    @Test
    void timedGamesStartTheClockAfterEachSideHasMoved() {
        Seats seats = fixture.newGame("{\"variant\":\"chess\",\"side\":\"first\","
                + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":300,\"incrementSeconds\":5}}");
        JsonNode first = fixture.play(seats, "e4");
        assertThat(first.path("clock").path("running").isNull()).isTrue();
        assertThat(first.path("clock").path("first").asLong()).isEqualTo(300_000);
        JsonNode second = fixture.play(seats, "e5");
        assertThat(second.path("clock").path("running").asText()).isEqualTo("first");
        assertThat(second.path("clock").path("second").asLong()).isEqualTo(300_000);
        JsonNode third = fixture.play(seats, "Nf3");
        // The increment is added to the mover's clock once it runs.
        assertThat(third.path("moves").get(2).path("clockMs").asLong()).isGreaterThan(300_000).isLessThanOrEqualTo(305_000);
        assertThat(third.path("timeControl").path("incrementSeconds").asInt()).isEqualTo(5);
    }

    @Test
    void variantsAreListedWithTheirNotations() {
        JsonNode variants = client.get("/api/variants").json().path("variants");
        assertThat(variants.get(0).path("name").asText()).isEqualTo("chess");
        assertThat(variants.get(0).path("notations").toString()).contains("san");
    }

    private List<String> ids(String status) {
        List<String> ids = new ArrayList<>();
        client.get("/api/games?status=" + status + "&limit=200").json().path("games")
                .forEach(g -> ids.add(g.path("id").asText()));
        return ids;
    }
}
