package org.heterodox.server.social;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Following through the API: follow, unfollow, the list and the online friends, the profile's counts, the refusals. */
class FollowApiTest {
    @TempDir
    Path data;
    private ServerFixture fixture;
    private PlayerClient ada;
    private PlayerClient bea;
    private PlayerClient cyd;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
        ada = PlayerClient.registered(fixture.server.port(), "Ada");
        bea = PlayerClient.registered(fixture.server.port(), "Bea");
        cyd = PlayerClient.registered(fixture.server.port(), "Cyd");
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private TestSocket channel(PlayerClient player) {
        return TestSocket.openPath(player.http(), fixture.server.port(), "/api/challenges/live");
    }

    private static void ok(Reply reply) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(204);
    }

    @Test
    void aFollowedPlayerIsListedWithTheProfilesCountsAndShownOnlineWhileConnected() {
        ok(ada.put("/api/me/following/bea", ""));
        ok(ada.put("/api/me/following/Bea", ""));
        ok(ada.put("/api/me/following/cyd", ""));
        ok(cyd.put("/api/me/following/Bea", ""));

        JsonNode list = ada.get("/api/me/following").json();
        OpenApiSchemas.conforms("Following", list);
        assertThat(list.path("count").asInt()).isEqualTo(2);
        assertThat(list.path("players").findValuesAsText("name")).containsExactly("Bea", "Cyd");
        assertThat(list.path("players").findValuesAsText("online")).containsExactly("false", "false");
        JsonNode firstPage = ada.get("/api/me/following?limit=1").json();
        assertThat(firstPage.path("players").findValuesAsText("name")).containsExactly("Bea");
        assertThat(firstPage.path("nextOffset").asInt()).isEqualTo(1);
        JsonNode secondPage = ada.get("/api/me/following?limit=1&offset=1").json();
        assertThat(secondPage.path("players").findValuesAsText("name")).containsExactly("Cyd");
        assertThat(secondPage.has("nextOffset")).isFalse();

        JsonNode profile = ada.get("/api/players/bea").json();
        OpenApiSchemas.conforms("Profile", profile);
        assertThat(profile.path("followers").asInt()).isEqualTo(2);
        assertThat(profile.path("following").asInt()).isZero();
        assertThat(profile.path("followed").asBoolean()).isTrue();
        assertThat(bea.get("/api/players/bea").json().path("followed").asBoolean()).isFalse();
        assertThat(fixture.client.get("/api/players/ada").json().path("following").asInt()).isEqualTo(2);

        JsonNode none = ada.get("/api/me/friends/online").json();
        OpenApiSchemas.conforms("FriendsOnline", none);
        assertThat(none.path("count").asInt()).isZero();
        try (TestSocket beaLive = channel(bea)) {
            beaLive.next();
            JsonNode online = ada.get("/api/me/friends/online").json();
            assertThat(online.path("count").asInt()).isEqualTo(1);
            assertThat(online.path("names").get(0).asText()).isEqualTo("Bea");
            assertThat(ada.get("/api/me/following").json().path("players").get(0).path("online").asBoolean()).isTrue();
            assertThat(bea.get("/api/me/friends/online").json().path("count").asInt()).as("Bea follows nobody").isZero();
        }

        ok(ada.delete("/api/me/following/BEA"));
        ok(ada.delete("/api/me/following/bea"));
        assertThat(ada.get("/api/me/following").json().path("players").findValuesAsText("name")).containsExactly("Cyd");
        assertThat(ada.get("/api/players/bea").json().path("followers").asInt()).isEqualTo(1);
    }

    @Test
    void followingIsRefusedWithTheReason() {
        Reply anonymous = fixture.client.get("/api/me/following");
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error()).isEqualTo("log in first");
        PlayerClient nobody = new PlayerClient(fixture.server.port());
        assertThat(nobody.put("/api/me/following/bea", "").status()).isEqualTo(401);
        assertThat(nobody.delete("/api/me/following/bea").status()).isEqualTo(401);
        assertThat(nobody.get("/api/me/friends/online").status()).isEqualTo(401);

        assertThat(ada.send("PUT", "/api/me/following/bea", false).status()).as("no CSRF token").isEqualTo(403);
        assertThat(ada.send("DELETE", "/api/me/following/bea", false).status()).as("no CSRF token").isEqualTo(403);
        assertThat(bea.get("/api/players/bea").json().path("followers").asInt()).isZero();

        Reply self = ada.put("/api/me/following/ADA", "");
        assertThat(self.status()).isEqualTo(400);
        assertThat(self.error()).isEqualTo("you cannot follow yourself");
        Reply unknown = ada.put("/api/me/following/nobody", "");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.error()).isEqualTo("no player named 'nobody'");
        assertThat(ada.delete("/api/me/following/nobody").status()).isEqualTo(404);
        assertThat(ada.put("/api/me/following/" + "x".repeat(300), "").status()).isEqualTo(404);
        assertThat(ada.get("/api/me/following?limit=0").status()).isEqualTo(400);
        assertThat(ada.get("/api/me/following?limit=101").status()).isEqualTo(400);
        assertThat(ada.get("/api/me/following?offset=-1").status()).isEqualTo(400);
    }

    @Test
    void aPlayerFollowsAtMost400Players() {
        long adaId = accountId("Ada");
        try (Database database = Database.open(Database.h2Url(data))) {
            database.jdbi().useTransaction(h -> {
                var accounts = h.prepareBatch("INSERT INTO accounts (name, name_key, created_at, seen_at, deleted)"
                        + " VALUES (:name, :key, 0, 0, FALSE)");
                for (int i = 0; i < FollowService.MAX_FOLLOWING; i++) {
                    accounts.bind("name", "Filler" + i).bind("key", "filler" + i).add();
                }
                accounts.execute();
                h.createUpdate("INSERT INTO follows (follower_id, followed_id, created_at) SELECT :ada, id, 0 FROM accounts"
                        + " WHERE name_key LIKE 'filler%'").bind("ada", adaId).execute();
            });
        }
        Reply full = ada.put("/api/me/following/bea", "");
        assertThat(full.status()).isEqualTo(429);
        assertThat(full.error()).isEqualTo("you already follow 400 players, the most one player may; unfollow one first");
        ok(ada.put("/api/me/following/filler7", ""));
        ok(ada.delete("/api/me/following/filler7"));
        ok(ada.put("/api/me/following/bea", ""));
        JsonNode lastPage = ada.get("/api/me/following?limit=100&offset=350").json();
        assertThat(lastPage.path("count").asInt()).isEqualTo(400);
        assertThat(lastPage.path("players")).hasSize(50);
        assertThat(ada.get("/api/me/friends/online").json().path("count").asInt()).isZero();
    }

    @Test
    void aPlayerMakesAtMost30FollowChangesIn10Minutes() {
        for (int i = 0; i < FollowService.MAX_CHANGES; i++) {
            ok(i % 2 == 0 ? ada.put("/api/me/following/bea", "") : ada.delete("/api/me/following/bea"));
        }
        Reply limited = ada.put("/api/me/following/bea", "");
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.error()).isEqualTo("you changed whom you follow 30 times in 10 minutes, the most one player"
                + " may; try again later");
        assertThat(ada.get("/api/players/bea").json().path("followed").asBoolean()).isFalse();
        ok(bea.put("/api/me/following/ada", ""));
    }

    private long accountId(String name) {
        try (Database database = Database.open(Database.h2Url(data))) {
            return database.jdbi().withHandle(h -> h.createQuery("SELECT id FROM accounts WHERE name = :name")
                    .bind("name", name).mapTo(Long.class).one());
        }
    }
}
