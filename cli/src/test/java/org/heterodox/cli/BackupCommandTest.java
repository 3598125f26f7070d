package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox backup} and {@code heterodox restore}: a running server's games come back; every bad input is named. */
class BackupCommandTest {
    @TempDir
    static Path dir;
    private static Path archive;

    /** A server with two games, backed up while it runs. */
    @BeforeAll
    static void backUpARunningServer() throws Exception {
        Path data = dir.resolve("site");
        HeterodoxServer server = HeterodoxServer.start(0, null, data);
        try {
            HttpClient http = HttpClient.newHttpClient();
            for (int i = 0; i < 2; i++) {
                HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                        + server.port() + "/api/games")).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"variant\":\"chess\",\"side\":\"first\"}")).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
            }
            archive = dir.resolve("site.zip");
            CliRun run = CliRun.of("backup", "--data", data.toString(), "--out", archive.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).startsWith(archive + ": ").contains(" rows of ").contains(" tables, schema [");
        } finally {
            server.stop();
        }
    }

    @Test
    void theRestoredDatabaseHoldsTheGamesAndASecondRestoreNeedsForce() throws Exception {
        Path copy = dir.resolve("copy");
        CliRun run = CliRun.of("restore", archive.toString(), "--data", copy.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("restored ").contains(" from " + archive);
        assertThat(games(copy)).isEqualTo(2);

        CliRun again = CliRun.of("restore", archive.toString(), "--data", copy.toString());
        assertThat(again.exitCode()).isEqualTo(1);
        assertThat(again.err()).startsWith("error: the target database is not empty (").contains("games: 2")
                .contains("--force");
        CliRun forced = CliRun.of("restore", archive.toString(), "--data", copy.toString(), "--force");
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(games(copy)).isEqualTo(2);
    }

    @Test
    void aBackupOfADirectoryWithoutADatabaseOrOntoAnExistingFileIsRefused() throws Exception {
        CliRun none = CliRun.of("backup", "--data", dir.resolve("nothing").toString(), "--out",
                dir.resolve("x.zip").toString());
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(none.err()).startsWith("error: no database in ");
        assertThat(dir.resolve("nothing")).doesNotExist();

        CliRun existing = CliRun.of("backup", "--data", dir.resolve("site").toString(), "--out", archive.toString());
        assertThat(existing.exitCode()).isEqualTo(1);
        assertThat(existing.err()).startsWith("error: " + archive + " exists already");
        CliRun missingOut = CliRun.of("backup", "--data", dir.resolve("site").toString());
        assertThat(missingOut.exitCode()).isEqualTo(2);
        assertThat(missingOut.err()).contains("Missing required option: '--out=FILE'");
    }

    @Test
    void aMissingFileIsNamed() {
        assertRefused(dir.resolve("no-such.zip"), "no such backup file: " + dir.resolve("no-such.zip"));
    }

    @Test
    void aFileThatIsNotAZipIsNamed() throws Exception {
        Path junk = Files.writeString(dir.resolve("junk.zip"), "these are not the bytes of a zip archive");
        assertRefused(junk, junk + " is not a zip archive, or it is damaged");
    }

    @Test
    void aZipWithoutAManifestIsNotABackup() throws Exception {
        Path other = rewrite("other.zip", (name, bytes) -> name.equals("manifest.json") ? null : bytes);
        assertRefused(other, other + " is not a Heterodox backup (it has no manifest.json)");
    }

    @Test
    void aDamagedManifestIsNamed() throws Exception {
        Path broken = rewrite("broken-manifest.zip", (name, bytes) -> name.equals("manifest.json")
                ? "{\"format\": \"heterodox-backup\", \"tables\": [".getBytes(StandardCharsets.UTF_8) : bytes);
        assertRefused(broken, broken + " has a damaged manifest.json");
    }

    @Test
    void anArchiveOfAnotherSchemaVersionIsRefusedBeforeAnythingIsWritten() throws Exception {
        Path older = rewrite("older.zip", (name, bytes) -> name.equals("manifest.json")
                ? new String(bytes, StandardCharsets.UTF_8).replaceFirst("\"flyway_schema_history\" : \"[^\"]+\"",
                        "\"flyway_schema_history\" : \"4.18.0\"").getBytes(StandardCharsets.UTF_8) : bytes);
        Path target = dir.resolve("older-target");
        CliRun run = CliRun.of("restore", older.toString(), "--data", target.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("error: the backup's schema is {flyway_schema_history=4.18.0")
                .contains("and this program's is {flyway_schema_history=");
        assertThat(target.resolve("heterodox.mv.db")).doesNotExist();
    }

    @Test
    void aTableWhoseBytesChangedIsDamagedAndNothingIsRestored() throws Exception {
        Path tampered = rewrite("tampered.zip", (name, bytes) -> name.equals("tables/games.jsonl")
                ? new String(bytes, StandardCharsets.UTF_8).replace("chess", "chesS").getBytes(StandardCharsets.UTF_8)
                : bytes);
        Path target = dir.resolve("tampered-target");
        CliRun run = CliRun.of("restore", tampered.toString(), "--data", target.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("error: the backup is damaged: table games: its checksum does not match")
                .contains("nothing was restored");
        assertThat(games(target)).isZero();
    }

    private static void assertRefused(Path file, String message) {
        CliRun run = CliRun.of("restore", file.toString(), "--data", dir.resolve("target").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("error: " + message);
    }

    /** A copy of the archive with each entry's bytes changed by {@code change} (null leaves the entry out). */
    private static Path rewrite(String name, java.util.function.BiFunction<String, byte[], byte[]> change)
            throws Exception {
        Path copy = dir.resolve(name);
        try (ZipFile zip = new ZipFile(archive.toFile()); OutputStream file = Files.newOutputStream(copy);
             ZipOutputStream out = new ZipOutputStream(file)) {
            for (ZipEntry entry : java.util.Collections.list(zip.entries())) {
                byte[] bytes = change.apply(entry.getName(), zip.getInputStream(entry).readAllBytes());
                if (bytes != null) {
                    out.putNextEntry(new ZipEntry(entry.getName()));
                    out.write(bytes);
                    out.closeEntry();
                }
            }
        }
        return copy;
    }

    private static long games(Path data) throws Exception {
        try (Connection connection = DriverManager.getConnection(Database.h2ExclusiveUrl(data));
             ResultSet rows = connection.createStatement().executeQuery("SELECT COUNT(*) FROM games")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
