package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox serve}: its options are checked before anything is created, and its start log is quiet. */
class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void aPortOutOfRangeIsAUsageErrorBeforeAnyFileIsCreated() throws Exception {
        for (String port : new String[] {"99999", "-1"}) {
            Path data = dir.resolve("data");
            CliRun run = CliRun.of("serve", "--port", port, "--data", data.toString());
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err().lines().findFirst())
                    .contains("Invalid value for option '--port': " + port + " is not between 0 and 65535");
            assertThat(data).doesNotExist();
            try (var files = Files.list(dir)) {
                assertThat(files).isEmpty();
            }
        }
    }

    @Test
    void mailNeedsThePublicUrlAndAnSmtpUrlBeforeAnyFileIsCreated() throws Exception {
        Path data = dir.resolve("data");
        CliRun noSite = CliRun.of("serve", "--smtp", "smtp://127.0.0.1:2525", "--data", data.toString());
        assertThat(noSite.exitCode()).isEqualTo(2);
        assertThat(noSite.err()).contains("--smtp needs --public-url");
        CliRun badUrl = CliRun.of("serve", "--smtp", "http://mail.example.org", "--public-url", "https://play.example.org",
                "--data", data.toString());
        assertThat(badUrl.exitCode()).isEqualTo(2);
        assertThat(badUrl.err()).contains("Invalid value for option '--smtp': expected smtp://HOST:PORT");
        CliRun fromAlone = CliRun.of("serve", "--mail-from", "a@example.org", "--data", data.toString());
        assertThat(fromAlone.exitCode()).isEqualTo(2);
        assertThat(fromAlone.err()).contains("--mail-from needs --smtp");
        assertThat(data).doesNotExist();
    }

    /**
     * Started as the application starts (its own JVM, the CLI's logging configuration), the server says
     * where it listens and nothing about Javalin's age: without the configuration Javalin logs its start at
     * info ("Starting Javalin ...", and "Your Javalin version is N days old" once its release is 120 days old).
     */
    @Test
    void theServerStartsWithoutJavalinsVersionAgeLine() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process server = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0", "--data", dir.resolve("data").toString())
                .redirectError(dir.resolve("stderr.txt").toFile())
                .start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
            String line = out.readLine();
            assertThat(line).as(Files.readString(dir.resolve("stderr.txt"))).startsWith("Heterodox server listening on");
        } finally {
            server.destroy();
            assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        String log = Files.readString(dir.resolve("stderr.txt"));
        assertThat(log).contains("org.flywaydb").doesNotContain("days old").doesNotContain("Javalin version")
                .doesNotContain("Starting Javalin");
    }
}
