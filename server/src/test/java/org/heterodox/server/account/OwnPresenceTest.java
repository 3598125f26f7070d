package org.heterodox.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player who comes back and logs in is online at once, on their own profile and on everyone's view of
 * it, without a lobby or game connection (issue 38: their own profile said "offline").
 */
class OwnPresenceTest {
    private static final String PASSWORD = "correct horse Ada";

    @TempDir
    Path data;
    private ServerFixture fixture;

    @BeforeEach
    void start() {
        fixture = ServerFixture.start(data);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    /** Moves Ada's last use of the site an hour back, as if she had been away (the server keeps the real clock). */
    private void awayForAnHour() {
        try (Database database = Database.open(Database.h2Url(data))) {
            database.jdbi().useHandle(handle -> handle.execute("UPDATE accounts SET seen_at = ? WHERE name = 'Ada'",
                    System.currentTimeMillis() - 3_600_000L));
        }
    }

    private boolean online(PlayerClient viewer) {
        return viewer.get("/api/players/Ada").json().path("online").asBoolean();
    }

    @Test
    void loggingInAfterBeingAwayIsBeingOnline() {
        PlayerClient ada = PlayerClient.registered(fixture.server.port(), "Ada");
        PlayerClient visitor = new PlayerClient(fixture.server.port());
        assertThat(ada.logout().status()).isEqualTo(204);
        awayForAnHour();
        assertThat(online(visitor)).as("away").isFalse();

        assertThat(ada.login("Ada", PASSWORD).status()).isEqualTo(200);
        assertThat(online(ada)).as("Ada on her own profile").isTrue();
        assertThat(online(visitor)).as("a visitor's view of Ada").isTrue();
    }

    @Test
    void aPlayerViewingTheirOwnProfileIsOnline() {
        PlayerClient ada = PlayerClient.registered(fixture.server.port(), "Ada");
        PlayerClient visitor = new PlayerClient(fixture.server.port());
        awayForAnHour();
        // Her session was used a moment ago, so this request does not record a visit by itself.
        assertThat(online(visitor)).isFalse();
        assertThat(online(ada)).as("asking for her own profile is using the site").isTrue();
    }
}
