package org.heterodox.server.database;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer's "site games" also holds games that finished without the finish listener hearing of
 * them (imported games, games of a server version before the index): the server indexes them when it
 * starts (and every few minutes).
 */
class SiteExplorerBackfillTest {
    @TempDir
    Path data;

    @Test
    void anImportedGameIsInTheSiteExplorerAfterARestart() throws Exception {
        try (ServerFixture before = ServerFixture.start(data)) {
            assertThat(before.client.post("/api/import", "[Event \"x\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n"
                    + "1. f3 e5 2. g4 Qh4# 0-1\n").status()).isEqualTo(201);
        }
        try (ServerFixture after = ServerFixture.start(data)) {
            JsonNode site = null;
            for (int i = 0; i < 100; i++) {
                site = after.client.get("/api/explorer?variant=chess&moves=f3%20e5").json().path("site");
                if (site.path("games").asInt() > 0) {
                    break;
                }
                Thread.sleep(50);
            }
            assertThat(site.path("games").asInt()).isEqualTo(1);
            assertThat(site.path("moves").get(0).path("san").asText()).isEqualTo("g4");
            assertThat(site.path("lastGames").get(0).path("white").asText()).isEqualTo("Ann");
        }
    }
}
