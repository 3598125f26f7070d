package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.heterodox.rules.Game;
import org.heterodox.rules.format.PgnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox selfplay}: engine games from random openings as PGN, with progress; and its refusals. */
class SelfplayCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesEveryGameAsLegalPgnOfItsVariant() throws Exception {
        Path out = dir.resolve("unachess.pgn");
        CliRun run = CliRun.of("selfplay", "--variant", "unachess", "--games", "4", "--nodes", "300", "--openings", "plies=4",
                "--concurrency", "2", "--seed", "7", "--pgnout", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Wrote 4 games to " + out);
        assertThat(run.err()).contains("4/4 games 100%").contains("done in");
        List<Game> games = PgnReader.readAll(Files.readString(out)); // replays every move through the rules
        assertThat(games).hasSize(4);
        for (Game game : games) {
            assertThat(game.variant().spec()).isEqualTo("unachess");
            assertThat(game.tags().get("Event")).isEqualTo("Heterodox self-play");
            assertThat(game.moves().length).isGreaterThan(4);
        }
        // A new opening every game: with colours swapped the same engine would play the same game again.
        assertThat(games).extracting(g -> Arrays.toString(Arrays.copyOf(g.moves(), 4))).doesNotHaveDuplicates();
    }

    @Test
    void aMoveLimitDrawsTheGamesThatReachIt() throws Exception {
        Path out = dir.resolve("shogi.pgn");
        CliRun run = CliRun.of("selfplay", "--variant", "shogi", "--games", "2", "--nodes", "200", "--openings", "plies=2",
                "--max-moves", "5", "--seed", "3", "--pgnout", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<Game> games = PgnReader.readAll(Files.readString(out));
        assertThat(games).hasSize(2);
        for (Game game : games) {
            // No shogi game ends by the rules within 10 plies of engine play here: each is drawn at the limit.
            assertThat(game.moves().length).isEqualTo(10);
            assertThat(game.tags().get("Result")).isEqualTo("1/2-1/2");
            assertThat(game.tags().get("Termination")).isEqualTo("adjudication");
        }
    }

    @Test
    void refusesBadOptionsAndAnExistingFile() throws Exception {
        Path out = dir.resolve("g.pgn");
        assertThat(CliRun.of("selfplay", "--games", "0", "--pgnout", out.toString()).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("selfplay", "--games", "2", "--nodes", "10", "--movetime", "10", "--pgnout", out.toString())
                .exitCode()).isEqualTo(2);
        assertThat(CliRun.of("selfplay", "--games", "2", "--openings", "8", "--pgnout", out.toString()).exitCode())
                .isEqualTo(2);
        assertThat(CliRun.of("selfplay", "--games", "2", "--max-moves", "0", "--pgnout", out.toString()).exitCode())
                .isEqualTo(2);
        CliRun unknown = CliRun.of("selfplay", "--variant", "nochess", "--games", "2", "--pgnout", out.toString());
        assertThat(unknown.exitCode()).isEqualTo(1);
        Files.writeString(out, "");
        CliRun exists = CliRun.of("selfplay", "--games", "2", "--pgnout", out.toString());
        assertThat(exists.exitCode()).isEqualTo(1);
        assertThat(exists.err()).contains("exists");
    }

    @Test
    void theProgressBarEstimatesTheTimeLeft() {
        ProgressBar file = new ProgressBar(100, 0, false);
        assertThat(file.line(5, 5_000_000_000L)).contains("5/100 games"); // off a terminal: a line per tenth only
        assertThat(file.line(7, 7_000_000_000L)).isEmpty();
        assertThat(file.line(10, 10_000_000_000L)).startsWith("[###.....").contains("10/100 games  10%")
                .contains("ETA 1m30s");
        ProgressBar terminal = new ProgressBar(4, 0, true);
        assertThat(terminal.line(1, 2_000_000_000L)).startsWith("\r").contains("ETA 6s");
        assertThat(terminal.line(4, 8_000_000_000L)).contains("done in 8s");
        assertThat(ProgressBar.duration(3_725_000_000_000L)).isEqualTo("1h02m");
    }
}
