package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve --max-open-games}: documented in the help, refused below 1 before anything starts. */
class ServeOpenGamesOptionTest {
    @TempDir
    Path data;

    @Test
    void theHelpNamesTheOptionAndItsDefault() {
        CliRun help = CliRun.of("serve", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--max-open-games=N").contains("(default: 5)");
    }

    @Test
    void lessThanOneIsAUsageErrorAndStartsNothing() {
        Path dir = data.resolve("db");
        CliRun run = CliRun.of("serve", "--port", "0", "--data", dir.toString(), "--max-open-games", "0");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(Files.exists(dir)).isFalse();
    }

    @Test
    void aDrainPeriodOutOfRangeIsAUsageErrorAndStartsNothing() {
        Path dir = data.resolve("drain");
        CliRun run = CliRun.of("serve", "--port", "0", "--data", dir.toString(), "--drain-seconds", "-1");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--drain-seconds");
        assertThat(Files.exists(dir)).isFalse();
        assertThat(CliRun.of("serve", "--help").out()).contains("--drain-seconds=N");
    }
}
