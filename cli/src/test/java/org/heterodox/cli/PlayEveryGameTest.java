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

    @org.junit.jupiter.api.Test
    void inAmbiguousChessTheHumanAnnouncesAndTheEngineChooses() {
        String input = "Na3\na3\nquit\n";
        CliRun run = CliRun.ofCommand(new PlayCommand(new BufferedReader(new StringReader(input))),
                "--variant", "ambiguous", "--engine-level", "1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("'Na3' also takes your opponent's decision: on your turn enter a3")
                .containsPattern("Engine plays (Na3|a3)\\R");
    }

    @org.junit.jupiter.api.Test
    void movesGivenToAPositionCommandAreEachSidesDecisions() {
        CliRun refused = CliRun.of("show", "--variant", "ambiguous", "--moves", "e4 e5 Nf3");
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("'Nf3' also takes your opponent's decision: on your turn enter f3");
        CliRun announced = CliRun.of("show", "--variant", "ambiguous", "--moves", "e4 e5 f3 Nf3");
        assertThat(announced.exitCode()).as(announced.err()).isZero();
    }
}
