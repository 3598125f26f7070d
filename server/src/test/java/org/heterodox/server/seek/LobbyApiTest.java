package org.heterodox.server.seek;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lobby's lists come in pages, and one client's open games are capped (429), over HTTP. */
class LobbyApiTest {
    private static final String OPEN_GAME = "{\"variant\":\"chess\"}";

    @TempDir
    Path data;

    private static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.path("games").forEach(game -> ids.add(game.path("id").asText()));
        return ids;
    }

    @Test
    void theListsComeInPagesLinkedByNextOffset() {
        try (ServerFixture fixture = ServerFixture.start(data)) {
            List<String> created = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                created.add(0, fixture.client.post("/api/games", OPEN_GAME).json().path("game").path("id").asText());
            }
            List<String> seen = new ArrayList<>();
            Integer offset = 0;
            List<Integer> pages = new ArrayList<>();
            while (offset != null) {
                JsonNode page = fixture.client.get("/api/games?status=open&limit=3&offset=" + offset).json();
                pages.add(page.path("games").size());
                seen.addAll(ids(page));
                offset = page.has("nextOffset") ? page.path("nextOffset").asInt() : null;
            }
            assertThat(pages).containsExactly(3, 3, 1);
            assertThat(seen).containsExactlyElementsOf(created); // newest first, each once
            JsonNode exact = fixture.client.get("/api/games?status=open&limit=7").json();
            assertThat(exact.path("games").size()).isEqualTo(7);
            assertThat(exact.has("nextOffset")).as("a page that ends the list has no next").isFalse();
            assertThat(fixture.client.get("/api/games?status=open&offset=-1").status()).isEqualTo(400);
        }
    }

    @Test
    void aClientOverItsOpenGameCapGets429NamingTheCap() {
        LobbyLimits defaults = LobbyLimits.DEFAULTS;
        ServerConfig config = ServerFixture.config(data).withLobby(new LobbyLimits(defaults.openSeatMs(),
                defaults.correspondenceMs(), defaults.unplayedMs(), defaults.sweepMs(), 3));
        try (ServerFixture fixture = ServerFixture.start(config)) {
            List<JsonNode> grants = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                Reply created = fixture.client.post("/api/games", OPEN_GAME);
                assertThat(created.status()).isEqualTo(201);
                grants.add(created.json());
            }
            Reply refused = fixture.client.post("/api/games", OPEN_GAME);
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.error()).startsWith("you already have 3 open games waiting for an opponent");
            // A game against the engine has no open seat: not capped by this rule.
            assertThat(fixture.client.post("/api/games", "{\"variant\":\"chess\",\"opponent\":{\"type\":\"engine\","
                    + "\"level\":1},\"side\":\"first\"}").status()).isEqualTo(201);
            // Calling one off frees a place.
            JsonNode first = grants.get(0);
            assertThat(fixture.client.post("/api/games/" + first.path("game").path("id").asText() + "/abort", "",
                    first.path("token").asText()).status()).isEqualTo(200);
            assertThat(fixture.client.post("/api/games", OPEN_GAME).status()).isEqualTo(201);
            assertThat(fixture.client.post("/api/games", OPEN_GAME).status()).isEqualTo(429);
        }
    }
}
