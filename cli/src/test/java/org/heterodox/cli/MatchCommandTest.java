package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {
    @TempDir
    Path dir;

    @Test
    void playsAMatchOfBuiltinPlayersAndWritesPgn() throws Exception {
        Path pgn = dir.resolve("m.pgn");
        CliRun run = CliRun.of("match", "-engine", "builtin=greedy", "-engine", "builtin=random", "-games", "2",
                "-maxmoves", "40", "-openings", "plies=2", "-srand", "1", "-pgnout", pgn.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Started game 1 of 2 (greedy vs random)", "Score of greedy vs random:",
                "Elo difference:");
        assertThat(Files.readString(pgn)).contains("[White \"greedy\"]", "[White \"random\"]");
    }

    @Test
    void ourEngineTakesPartInProcess() {
        CliRun run = CliRun.of("match", "-engine", "builtin=heterodox", "nodes=2000", "-engine", "builtin=random",
                "-games", "2", "-maxmoves", "150", "-srand", "3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Started game 1 of 2 (heterodox vs random)", "Score of heterodox vs random: 2 - 0 - 0");
    }

    @Test
    void aBadArgumentIsAUsageError() {
        CliRun run = CliRun.of("match", "-engine", "builtin=greedy", "-games", "2");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("error: a match needs at least two engines");
    }
}
