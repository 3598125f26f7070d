package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Terminal play against the engine works in the non-chess games: a human move, then the engine's reply. */
class PlayEveryGameTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "shogi, 7g7f",
        "unashogi, K*5i",
        "ambiguous, e4",
        "alice, e2e4",
        "uchess, e2e4",
        "parachute, K@e1"})
    void humanMovesAndTheEngineReplies(String variant, String move) {
        String input = move + "\nquit\n";
        CliRun run = CliRun.ofCommand(new PlayCommand(new BufferedReader(new StringReader(input))),
                "--variant", variant, "--engine-level", "1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Engine plays ").doesNotContain("Not a legal move");
    }
}
