package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CoreCommandsTest {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void perftPrintsNodesSearchedAsLastLine() {
        CliRun run = CliRun.of("perft", "--variant", "chess", "--depth", "3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lastLine()).isEqualTo("Nodes searched: 8902");
        assertThat(run.err()).contains("nodes/s");
    }

    @Test
    void perftDivideListsEveryRootMoveWithItsCount() {
        CliRun run = CliRun.of("perft", "--fen", KIWIPETE, "--depth", "2", "--divide");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("e1g1 43\n").contains("e1c1 43\n");
        long rootLines = java.util.Arrays.stream(run.lines()).filter(l -> l.matches("[a-h][1-8][a-h][1-8][qrbn]? \\d+")).count();
        assertThat(rootLines).isEqualTo(48);
        assertThat(run.lastLine()).isEqualTo("Nodes searched: 2039");
    }

    @Test
    void perftAfterMovesStartsFromTheResultingPosition() {
        CliRun run = CliRun.of("perft", "--moves", "e2e4 e7e5", "--depth", "1");
        assertThat(run.lastLine()).isEqualTo("Nodes searched: 29");
    }

    @Test
    void movesAreSortedOnePerLineInTheChosenNotation() {
        CliRun uci = CliRun.of("moves");
        assertThat(uci.lines()).hasSize(20).startsWith("a2a3", "a2a4", "b1a3");
        CliRun san = CliRun.of("moves", "--notation", "san", "--fen", KIWIPETE);
        assertThat(san.lines()).hasSize(48).contains("O-O", "O-O-O", "Bxa6", "gxh3");
    }

    @Test
    void showDrawsTheBoardWithSideToMoveAndStatus() {
        CliRun run = CliRun.of("show", "--moves", "f3 e5 g4 Qh4#");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("♛").contains("a b c d e f g h").contains("White to move")
                .contains("0-1 (checkmate)");
    }

    @Test
    void unknownVariantIsAnErrorListingTheValidOnes() {
        CliRun run = CliRun.of("perft", "--variant", "chezz", "--depth", "1");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("unknown variant 'chezz'").contains("chess");
    }

    @Test
    void unknownOptionIsAnError() {
        CliRun run = CliRun.of("moves", "--variant", "chess:nonsense");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("unknown option 'nonsense'");
    }

    @Test
    void malformedFenIsAnErrorNamingTheField() {
        CliRun run = CliRun.of("moves", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("side to move");
    }

    @Test
    void illegalMoveIsAnError() {
        CliRun run = CliRun.of("show", "--moves", "e2e5");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("illegal move 'e2e5'").contains("notations tried: san, uci");
    }

    @Test
    void missingDepthIsAUsageError() {
        CliRun run = CliRun.of("perft");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("Missing required option");
    }

    @Test
    void depthOutOfRangeIsAUsageError() {
        for (String depth : new String[] {"-1", "31"}) {
            CliRun run = CliRun.of("perft", "--depth", depth);
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err().lines().findFirst()).contains(
                    "Invalid value for option '--depth': " + depth + " is not between 0 and 30");
            assertThat(run.err()).contains("Usage: heterodox perft");
        }
    }

    @Test
    void variantsListsEveryGame() {
        CliRun run = CliRun.of("variants");
        assertThat(run.out()).contains("chess");
    }

    @Test
    void benchReportsNodesPerSecondForACustomCase() {
        CliRun run = CliRun.of("bench", "--variant", "chess", "--depth", "3", "--runs", "1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("8902 nodes").contains("Mnodes/s");
    }
}
