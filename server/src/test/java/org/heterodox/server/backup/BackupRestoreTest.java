package org.heterodox.server.backup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A site's database copied into an archive and loaded back, into H2 and into PostgreSQL (and from
 * PostgreSQL into H2): every row of every table comes back, and the restored site works on.
 */
class BackupRestoreTest {
    @TempDir
    static Path dir;
    private static Path original;
    private static SiteScenario scenario;
    private static Path archive;
    private static Map<String, List<String>> rows;

    @BeforeAll
    static void backUpASite() throws Exception {
        original = dir.resolve("original");
        try (ServerFixture site = ServerFixture.start(original)) {
            scenario = SiteScenario.populate(site.server.port());
        }
        archive = dir.resolve("site.zip");
        ArchiveManifest manifest = BackupWriter.backUp(Database.h2Url(original), archive);
        assertThat(manifest.rows()).isPositive();
        rows = TableRows.of(Database.h2Url(original));
        assertThat(rows.get("games")).as("the scenario's games").hasSizeGreaterThan(3);
        assertThat(rows.get("db_games")).as("the upload").hasSize(1);
    }

    @AfterAll
    static void forget() {
        scenario = null;
        rows = null;
    }

    @Test
    void anH2RestoreHoldsEveryRowAndTheSiteGoesOn() throws Exception {
        Path copy = dir.resolve("h2-copy");
        ArchiveManifest restored = BackupRestorer.restore(archive, Database.h2ExclusiveUrl(copy), false);
        assertThat(restored.rows()).isEqualTo(rows.values().stream().mapToLong(List::size).sum());
        assertThat(TableRows.of(Database.h2Url(copy))).isEqualTo(rows);
        try (ServerFixture before = ServerFixture.start(original); ServerFixture after = ServerFixture.start(copy)) {
            SiteComparison.samePlayersRatingsAndTournaments(before.server.port(), after.server.port(),
                    SiteScenario.PLAYERS, "uchess");
            assertThat(SiteComparison.moves(new PlayerClient(after.server.port()), scenario.casualGameId))
                    .isEqualTo(SiteComparison.moves(new PlayerClient(before.server.port()), scenario.casualGameId));
            // The accounts' numbering follows the restored ids: a new player registers.
            PlayerClient.registered(after.server.port(), "Newcomer");
            // A restored player logs in with her password.
            Reply login = new PlayerClient(after.server.port()).login("Anna", "correct horse Anna");
            assertThat(login.status()).as(login.body()).isEqualTo(200);
        }
    }

    @Test
    void aPostgresRestoreHoldsEveryRowAndComesBackToH2() throws Exception {
        try (LocalPostgres postgres = LocalPostgres.startOrSkip()) {
            BackupRestorer.restore(archive, postgres.jdbcUrl(), false);
            assertThat(TableRows.of(postgres.jdbcUrl())).isEqualTo(rows);
            Path fromPostgres = dir.resolve("from-postgres.zip");
            BackupWriter.backUp(postgres.jdbcUrl(), fromPostgres);
            Path back = dir.resolve("back-to-h2");
            BackupRestorer.restore(fromPostgres, Database.h2ExclusiveUrl(back), false);
            assertThat(TableRows.of(Database.h2Url(back))).as("H2 to PostgreSQL to H2").isEqualTo(rows);
            // A server on the restored PostgreSQL goes on numbering the accounts after the restored ones.
            try (ServerFixture site = ServerFixture.start(org.heterodox.server.ServerConfig.defaults(0,
                    postgres.jdbcUrl(), dir.resolve("pg-unused")).withRateLimit(100_000, 100_000)
                    .withPasswordHashCost(org.heterodox.server.account.PasswordHashCost.LIGHT_FOR_TESTS))) {
                PlayerClient.registered(site.server.port(), "Newcomer");
                Reply login = new PlayerClient(site.server.port()).login("Bruno", "correct horse Bruno");
                assertThat(login.status()).as(login.body()).isEqualTo(200);
            }
        }
    }

    @Test
    void aDatabaseWithDataIsRefusedUnlessForced() throws Exception {
        Path copy = dir.resolve("twice");
        BackupRestorer.restore(archive, Database.h2ExclusiveUrl(copy), false);
        assertThatThrownBy(() -> BackupRestorer.restore(archive, Database.h2ExclusiveUrl(copy), false))
                .isInstanceOf(BackupException.class)
                .hasMessageContaining("the target database is not empty (")
                .hasMessageContaining("games: ")
                .hasMessageContaining("--force");
        try (ServerFixture site = ServerFixture.start(copy)) {
            PlayerClient.registered(site.server.port(), "Extra");
        }
        BackupRestorer.restore(archive, Database.h2ExclusiveUrl(copy), true);
        assertThat(TableRows.of(Database.h2Url(copy))).as("forced: replaced, the extra player gone").isEqualTo(rows);
    }

    @Test
    void aBackupNeverOverwritesAFile() throws Exception {
        Path existing = Files.writeString(dir.resolve("existing.zip"), "keep me");
        assertThatThrownBy(() -> BackupWriter.backUp(Database.h2Url(original), existing))
                .isInstanceOf(BackupException.class).hasMessageContaining("exists already");
        assertThat(Files.readString(existing)).isEqualTo("keep me");
    }
}
