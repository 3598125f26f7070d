package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code heterodox solve}: keys with their variations, helpmate lines, proven absence, refusals. */
class SolveCommandTest {
    @Test
    void aMateInOnePrintsItsKey() {
        CliRun run = CliRun.of("solve", "--fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "--stipulation", "#1");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()[0]).isEqualTo("#1 in Chess: 1 solution");
        assertThat(run.lines()[1]).isEqualTo("1.Rh8#!");
        assertThat(run.out()).contains("Solutions: 1").contains("Nodes searched: ");
    }

    @Test
    void aMateInTwoPrintsEveryDefenceWithItsAnswer() {
        CliRun run = CliRun.of("solve", "--fen", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "--stipulation", "#2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()[0]).startsWith("#2 in Chess: ");
        assertThat(run.out()).contains("1...K").contains("2.R").contains("#");
        assertThat(run.out()).doesNotContain("(refutes)");
    }

    @Test
    void helpmatesAndProvenAbsence() {
        CliRun help = CliRun.of("solve", "--fen", "7k/8/5K2/8/8/8/8/6R1 b - - 0 1", "--stipulation", "h#2");
        assertThat(help.exitCode()).as(help.err()).isZero();
        assertThat(help.lines()[1]).startsWith("1.K").endsWith("#");
        CliRun none = CliRun.of("solve", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--stipulation", "#2");
        assertThat(none.lines()[0]).isEqualTo("#2 in Chess: no solution");
        assertThat(none.out()).contains("Solutions: 0");
    }

    @Test
    void uChessSolutionsAreWrittenDescriptively() {
        CliRun run = CliRun.of("solve", "--variant", "uchess", "--fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1",
                "--stipulation", "#1");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()[1]).startsWith("1.R-").endsWith("!");
    }

    @Test
    void everyPositionOfAnEpdFileIsSolved(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("problems.epd");
        java.nio.file.Files.writeString(file, "k7/8/1K6/8/8/8/8/7R w - - id \"rook mate\";\n"
                + "8/8/8/8/8/8/8/K1k5 w - - id \"no mate\";\n");
        CliRun run = CliRun.of("solve", "--epd", file.toString(), "--stipulation", "#1");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("== rook mate\n#1 in Chess: 1 solution\n1.Rh8#!")
                .contains("== no mate\n#1 in Chess: no solution");
        CliRun both = CliRun.of("solve", "--epd", file.toString(), "--fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1",
                "--stipulation", "#1");
        assertThat(both.exitCode()).isEqualTo(1);
        assertThat(both.err()).contains("leave out --fen");
    }

    @Test
    void aBadStipulationIsAUsageError() {
        CliRun run = CliRun.of("solve", "--stipulation", "=3");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("#N, s#N, h#N or h#N.5");
    }

    @Test
    void aTsumeDiagramIsReadWithoutTheAttackersKingAndItsMainLinePrinted() {
        CliRun run = CliRun.of("solve", "--variant", "shogi", "--fen", "6+r1k/6P2/7B1/6rP1/9/9/9/9/9 b 4g4s3n3l16pBNL 1",
                "--stipulation", "tsume", "--notation", "usi");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()).startsWith("tsume in Shogi: mate in 7 plies", "1.B*3c 3a2b 2.L*1b 1a2a 3.N*1c 2b1c 4.3c1a+",
                "no pieces left in hand at the end", "Solutions: 1");
        CliRun tooShort = CliRun.of("solve", "--variant", "shogi", "--fen",
                "6+r1k/6P2/7B1/6rP1/9/9/9/9/9 b 4g4s3n3l16pBNL 1", "--stipulation", "tsume 5");
        assertThat(tooShort.lines()[0]).isEqualTo("tsume 5 in Shogi: no solution");
        CliRun even = CliRun.of("solve", "--variant", "shogi", "--stipulation", "tsume 4");
        assertThat(even.exitCode()).isEqualTo(2);
        assertThat(even.err()).contains("odd number of plies");
    }

    @Test
    void anEpdFileGivesEachPositionItsStipulationAndABoundStopsOnlyThatPosition(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("problems.epd");
        java.nio.file.Files.writeString(file, "k7/8/1K6/8/8/8/8/7R w - - id \"one\"; stip \"#1\";\n"
                + "k7/8/2K5/8/8/8/8/7R w - - id \"two\"; stip \"#2\";\n");
        CliRun run = CliRun.of("solve", "--epd", file.toString(), "--no-variations");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("== one\n#1 in Chess: 1 solution\n1.Rh8#!\nSolutions: 1")
                .contains("== two\n#2 in Chess: 2 solutions\n1.Kb6!\n1.Kc7!\nSolutions: 2");
        assertThat(run.out()).doesNotContain("threat");
        assertThat(run.err()).contains("Time for one: ").contains("(CPU ");
        CliRun bounded = CliRun.of("solve", "--epd", file.toString(), "--nodes", "3");
        assertThat(bounded.exitCode()).as(bounded.err()).isZero();
        assertThat(bounded.out()).contains("#2 in Chess: not solved: the problem needs more than 3 positions to solve");
        CliRun single = CliRun.of("solve", "--fen", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "--stipulation", "#2", "--nodes", "3");
        assertThat(single.exitCode()).isEqualTo(1);
        assertThat(single.err()).contains("more than 3 positions");
        CliRun none = CliRun.of("solve", "--epd", dir.resolve("missing.epd").toString());
        assertThat(none.exitCode()).isEqualTo(1);
    }
}
