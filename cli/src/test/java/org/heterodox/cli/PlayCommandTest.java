package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class PlayCommandTest {

    private static CliRun play(String input, String... args) {
        return CliRun.ofCommand(new PlayCommand(new BufferedReader(new StringReader(input))), args);
    }

    @Test
    void acceptsMovesInEveryNotationAndTheEngineReplies() {
        CliRun run = play("e4\nd2d4\npgn\nquit\n", "--engine-level", "1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Engine plays ").containsPattern("1\\. e4 \\S+ 2\\. d4 \\S+ \\*");
    }

    @Test
    void rejectsIllegalMovesWithTheReasonPerNotation() {
        CliRun run = play("e5\nquit\n", "--engine-level", "1");
        assertThat(run.out()).contains("Not a legal move: 'e5'").contains("  san: ").contains("  uci: ");
    }

    @Test
    void undoTakesBackTheMoveAndTheReply() {
        CliRun run = play("e4\nundo\npgn\nquit\n", "--engine-level", "1");
        assertThat(run.out()).contains("Your move: *\n").doesNotContain("1. e4");
    }

    @Test
    void resignEndsTheGameForTheHuman() {
        CliRun run = play("resign\npgn\nquit\n", "--engine-level", "1");
        assertThat(run.out()).contains("Game over: 0-1 (resignation)").contains("quit): 0-1\n");
    }

    @Test
    void nothingSaysInProgressAfterAResignation() {
        CliRun run = play("e4\nresign\nresign\npgn\nmoves\nquit\n", "--engine-level", "1");
        String afterResigning = run.out().substring(run.out().lastIndexOf("Your move: "));
        assertThat(afterResigning).contains("Game over: 0-1 (resignation)").doesNotContain("in progress");
        // Withdrawing the resignation shows the game going on again.
        CliRun withdrawn = play("resign\nundo\nquit\n", "--engine-level", "1");
        assertThat(withdrawn.out().substring(withdrawn.out().indexOf("Resignation withdrawn.")))
                .contains("Status: in progress");
    }

    @Test
    void helpListsNotationsAndCommands() {
        CliRun run = play("help\nquit\n", "--engine-level", "1");
        assertThat(run.out()).contains("san, uci").contains("undo").contains("resign").contains("pgn");
    }

    @Test
    void engineMovesFirstWhenThePlayerTakesBlackAndTheGameEndsAtMate() {
        CliRun run = play("quit\n", "--color", "black", "--engine-level", "2",
                "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        assertThat(run.out()).contains("Engine plays Rd8#").contains("Game over: 1-0 (checkmate)");
    }

    @Test
    void badOptionsAreReported() {
        assertThat(play("", "--color", "green").err()).contains("--color must be white or black");
        assertThat(play("", "--variant", "nosuch").exitCode()).isEqualTo(1);
    }
}
