package org.heterodox.server.backup;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.testing.PlayerClient;

/** What two servers tell anybody about the players, their ratings and the tournaments: equal after a restore. */
final class SiteComparison {
    private SiteComparison() {
    }

    /** Compares every player named, their ratings in {@code variant}, the leaderboards and every tournament. */
    static void samePlayersRatingsAndTournaments(int original, int restored, List<String> players, String variant) {
        PlayerClient a = new PlayerClient(original);
        PlayerClient b = new PlayerClient(restored);
        List<String> paths = new ArrayList<>(List.of("/api/leaderboards", "/api/leaderboards/" + variant,
                "/api/tournaments?limit=100"));
        for (String name : players) {
            paths.add("/api/players/" + name);
            paths.add("/api/players/" + name + "/ratings/" + variant);
            paths.add("/api/players/" + name + "/games?limit=200");
        }
        for (JsonNode tournament : SiteScenario.json(a, "/api/tournaments?limit=100").path("tournaments")) {
            String id = tournament.path("id").asText();
            paths.addAll(List.of("/api/tournaments/" + id, "/api/tournaments/" + id + "/log",
                    "/api/tournaments/" + id + "/pgn"));
        }
        for (String path : paths) {
            assertThat(withoutClock(b.get(path))).as(path).isEqualTo(withoutClock(a.get(path)));
        }
    }

    /** An answer without the server's clock reading ({@code serverTime}, which tells the time of the answer). */
    private static String withoutClock(org.heterodox.server.testing.TestClient.Reply reply) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        if (!reply.contentType().startsWith("application/json")) {
            return reply.body();
        }
        JsonNode json = reply.json();
        if (json instanceof com.fasterxml.jackson.databind.node.ObjectNode object) {
            object.remove("serverTime");
        }
        return json.toString();
    }

    /** Every game's moves as the API gives them. */
    static List<String> moves(PlayerClient client, String gameId) {
        List<String> moves = new ArrayList<>();
        for (JsonNode move : SiteScenario.json(client, "/api/games/" + gameId).path("moves")) {
            moves.add(move.toString());
        }
        return moves;
    }
}
