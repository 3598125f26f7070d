package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AnalyzeCommandTest {

    @Test
    void printsEachIterationAndTheBestMoveInRecordAndMachineNotation() {
        CliRun run = CliRun.ofCommand(new AnalyzeCommand(), "--variant", "chess",
                "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--depth", "3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("depth  1/").contains("depth  3/").contains("score      #1").contains("pv Rd8#");
        assertThat(run.out()).contains("bestmove d1d8 (Rd8#)  score #1");
    }

    @Test
    void movetimeAndMultiPvAreAccepted() {
        CliRun run = CliRun.ofCommand(new AnalyzeCommand(), "--movetime", "100", "--multipv", "2", "--notation", "uci");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("line 1").contains("line 2").containsPattern("bestmove [a-h][1-8][a-h][1-8]");
    }

    @Test
    void twoThreadsFindTheMateAndTooManyOrNoneAreRefused() {
        CliRun run = CliRun.ofCommand(new AnalyzeCommand(), "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
                "--depth", "3", "--threads", "2");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("bestmove d1d8 (Rd8#)  score #1");
        assertThat(CliRun.ofCommand(new AnalyzeCommand(), "--threads", "0").err()).contains("--threads must be positive");
        assertThat(CliRun.ofCommand(new AnalyzeCommand(), "--threads", "65").err()).contains("--threads must be at most 64");
    }

    @Test
    void finishedPositionSaysSo() {
        CliRun run = CliRun.ofCommand(new AnalyzeCommand(), "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--depth", "2");
        assertThat(run.out()).contains("no legal move: 1/2-1/2 (stalemate)");
    }

    @Test
    void badInputIsAnErrorNotACrash() {
        assertThat(CliRun.ofCommand(new AnalyzeCommand(), "--variant", "nosuch").err()).contains("unknown variant 'nosuch'");
        assertThat(CliRun.ofCommand(new AnalyzeCommand(), "--fen", "8/8 w").exitCode()).isEqualTo(1);
        assertThat(CliRun.ofCommand(new AnalyzeCommand(), "--depth", "0").exitCode()).isEqualTo(1);
        assertThat(CliRun.ofCommand(new AnalyzeCommand(), "--depth", "3", "--movetime", "5").exitCode()).isNotZero();
    }
}
