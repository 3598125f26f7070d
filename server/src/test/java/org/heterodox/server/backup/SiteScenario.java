package org.heterodox.server.backup;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TournamentBots;

/**
 * A small site for the backup tests: players, a rated round robin played to its end (games,
 * ratings, rating histories, a tournament and its log), a casual game half played, a chat line and
 * a game-database upload (stored as bytes).
 */
final class SiteScenario {
    static final List<String> PLAYERS = List.of("Anna", "Bruno", "Carla");
    static final String ORGANISER = "Arbiter";
    private static final String PGN = "[Event \"Upload\"]\n[White \"Ada\"]\n[Black \"Bo\"]\n[Result \"0-1\"]\n\n"
            + "1. f3 e5 2. g4 Qh4# 0-1\n";

    final String tournamentId;
    final String casualGameId;

    private SiteScenario(String tournamentId, String casualGameId) {
        this.tournamentId = tournamentId;
        this.casualGameId = casualGameId;
    }

    static SiteScenario populate(int port) {
        TournamentBots bots = new TournamentBots(port);
        PlayerClient organiser = bots.register(ORGANISER);
        PLAYERS.forEach(bots::register);
        Reply created = organiser.post("/api/tournaments", "{\"name\":\"Backup cup\",\"kind\":\"round-robin\","
                + "\"variant\":\"uchess\",\"rated\":true,\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":600,"
                + "\"incrementSeconds\":5}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("id").asText();
        for (String name : PLAYERS) {
            assertThat(bots.get(name).post("/api/tournaments/" + id + "/join", "{}").status()).isEqualTo(200);
        }
        assertThat(organiser.post("/api/tournaments/" + id + "/start", "{}").status()).isEqualTo(200);
        for (int round = 1; round <= 3; round++) {
            final int r = round;
            bots.await(id, t -> t.path("currentRound").asInt() == r, "round " + r);
            bots.playRound(id, round, board -> board.path("board").asInt() == 1 ? "1-0" : "1/2-1/2");
        }
        bots.await(id, t -> t.path("status").asText().equals("finished"), "the tournament's end");

        ServerFixture site = ServerFixture.remote(port);
        ServerFixture.Seats casual = site.newChessGame();
        site.play(casual, "e4", "e5", "Nf3");
        Reply chat = site.client.post("/api/games/" + casual.id() + "/chat", "{\"room\":\"players\",\"text\":\"good luck\"}", casual.first());
        assertThat(chat.status()).as(chat.body()).isEqualTo(201);
        Reply upload = bots.get("Anna").post("/api/db/games", PGN, Map.of("Content-Type", "application/x-chess-pgn"));
        assertThat(upload.status()).as(upload.body()).isEqualTo(201);
        return new SiteScenario(id, casual.id());
    }

    static JsonNode json(PlayerClient client, String path) {
        Reply reply = client.get(path);
        assertThat(reply.status()).as(path + ": " + reply.body()).isEqualTo(200);
        return reply.json();
    }
}
