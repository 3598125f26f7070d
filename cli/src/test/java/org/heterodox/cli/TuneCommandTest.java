package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.heterodox.engine.eval.Weights;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox tune}: self-play games in, a tuned weights table out; and its refusals. */
class TuneCommandTest {
    @TempDir
    static Path dir;
    static Path games;

    @BeforeAll
    static void selfPlay() {
        games = dir.resolve("unachess.pgn");
        CliRun run = CliRun.of("selfplay", "--variant", "unachess", "--games", "6", "--nodes", "300", "--openings", "plies=4",
                "--concurrency", "2", "--seed", "3", "--pgnout", games.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void tunesTheGamesTableAndPrintsTheErrorsAndTheNewTable() throws Exception {
        Path out = dir.resolve("unachess.weights");
        CliRun run = CliRun.of("tune", "--variant", "unachess", "--data", games.toString(), "--opening-plies", "4",
                "--rounds", "2", "--iterations", "50", "--threads", "2", "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("Read ").contains("round 1/2: linearising").contains("round 1/2: fitting")
                .contains("100%");
        assertThat(run.out()).containsPattern("Positions: \\d+ of 6 games")
                .containsPattern("Error before: 0\\.\\d{6}").containsPattern("Error after: 0\\.\\d{6}");
        double before = Double.parseDouble(run.out().replaceAll("(?s).*Error before: ([0-9.]+).*", "$1"));
        double after = Double.parseDouble(run.out().replaceAll("(?s).*Error after: ([0-9.]+).*", "$1"));
        assertThat(after).isLessThanOrEqualTo(before);
        // The table printed and written reads back, starts from the shipped one's vectors and names the data.
        String table = Files.readString(out);
        assertThat(run.out()).endsWith(table);
        assertThat(table).contains("Tuned on").contains("unachess.pgn");
        assertThat(Weights.parse(table).names()).isEqualTo(Weights.builtIn("unachess").names());
        // Tuning again from the written table is possible (--weights).
        CliRun again = CliRun.of("tune", "--variant", "unachess", "--data", games.toString(), "--weights", out.toString(),
                "--rounds", "1", "--iterations", "10");
        assertThat(again.exitCode()).as(again.err()).isZero();
    }

    @Test
    void onlyTheVectorsNamedAreTuned() throws Exception {
        Path out = dir.resolve("king-only.weights");
        CliRun run = CliRun.of("tune", "--variant", "unachess", "--data", games.toString(), "--opening-plies", "4",
                "--only", "king*,tempo", "--rounds", "1", "--iterations", "50", "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        Weights shipped = Weights.builtIn("unachess");
        Weights tuned = Weights.parse(Files.readString(out));
        int[] before = shipped.flatten();
        int[] after = tuned.flatten();
        for (int j = 0; j < before.length; j++) {
            String name = shipped.vectorAt(j);
            if (!name.startsWith("king") && !name.equals("tempo")) {
                assertThat(after[j]).as(shipped.label(j)).isEqualTo(before[j]);
            }
        }
        CliRun none = CliRun.of("tune", "--variant", "unachess", "--data", games.toString(), "--only", "queen*");
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(none.err()).contains("--only queen* matches no vector").contains("king-in-hand");
    }

    @Test
    void refusesBadOptionsTablesAndData() throws Exception {
        assertThat(CliRun.of("tune", "--data", games.toString(), "--positions", "0").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("tune", "--data", games.toString(), "--rounds", "0").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("tune", "--data", games.toString(), "--threads", "0").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("tune").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("tune", "--variant", "nochess", "--data", games.toString()).exitCode()).isEqualTo(1);

        CliRun missing = CliRun.of("tune", "--data", dir.resolve("none.pgn").toString());
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err()).contains("cannot read").contains("none.pgn");

        // Only Unachess games in the file: nothing to tune chess on.
        CliRun noChess = CliRun.of("tune", "--variant", "chess", "--data", games.toString());
        assertThat(noChess.exitCode()).isEqualTo(1);
        assertThat(noChess.err()).contains("no quiet positions of chess games").contains("6 skipped");

        Path broken = dir.resolve("broken.weights");
        Files.writeString(broken, "value 1 2 x\n");
        CliRun bad = CliRun.of("tune", "--variant", "unachess", "--data", games.toString(), "--weights", broken.toString());
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.err()).contains("broken.weights").contains("line 1").contains("'x' is not an integer");

        Path other = dir.resolve("alice.weights");
        Files.writeString(other, Weights.builtIn("alice").format(java.util.List.of()));
        CliRun wrong = CliRun.of("tune", "--variant", "unachess", "--data", games.toString(), "--weights", other.toString());
        assertThat(wrong.exitCode()).isEqualTo(1);
        assertThat(wrong.err()).contains("is not a table for unachess").contains("king-in-hand");
    }
}
