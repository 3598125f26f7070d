package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The generic commands work for every game through the variant registry. */
class VariantCommandsTest {

    @ParameterizedTest(name = "{0} perft {1} = {2}")
    @CsvSource({
        "chess, 2, 400",
        "uchess, 3, 204",
        "uchess:king-capture, 2, 16",
        "unachess, 1, 344",
        "unachess:pawn-ranks-1-4, 1, 352",
        "shogi, 2, 900",
        "unashogi, 1, 612",
        "ambiguous, 2, 400",
        "alice, 3, 9384",
    })
    void perftFromEachGamesStartMatchesTheReference(String variant, int depth, long nodes) {
        CliRun run = CliRun.of("perft", "--variant", variant, "--depth", String.valueOf(depth));
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lastLine()).isEqualTo("Nodes searched: " + nodes);
    }

    @Test
    void uchessMovesInDescriptiveAndLatin() {
        assertThat(CliRun.of("moves", "--variant", "uchess", "--notation", "descriptive").lines())
                .containsExactly("P-K3", "P-K4", "P-Q3", "P-Q4");
        assertThat(CliRun.of("moves", "--variant", "uchess", "--notation", "latin").lines())
                .containsExactly("P3D", "P3R", "P4D", "P4R");
    }

    @Test
    void uchessMovesCanBeEnteredInLatinAndTheSeedGameEndsInStalemate() {
        CliRun run = CliRun.of("show", "--variant", "uchess", "--moves", "P4R P4R P4D P4D C2R C2R C2D C2D");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("1/2-1/2 (stalemate)");
    }

    @Test
    void explainGivesEveryPseudoLegalMoveWithItsStatus() {
        CliRun run = CliRun.of("moves", "--variant", "uchess", "--explain");
        assertThat(run.lines()).hasSize(20);
        assertThat(run.out()).contains("N-B3").contains("also denotes Ng1-f3");
        assertThat(run.lines()[0]).contains("legal");
    }

    @Test
    void explainInLatinWritesEveryMoveInLatin() {
        CliRun run = CliRun.of("moves", "--variant", "uchess", "--explain", "--notation", "latin");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()).hasSize(20)
                .contains("b1c3   Cb1-c3   C3A     ambiguous            C3A also denotes Cg1-f3")
                .contains("e2e4   e2-e4    P4R     legal                P4R denotes this move alone");
        assertThat(run.out()).doesNotContain("N-B3").doesNotContain("Ng1").doesNotContain("P-K4");
    }

    @Test
    void explainNeedsADescriptiveNotation() {
        CliRun run = CliRun.of("moves", "--variant", "uchess", "--explain", "--notation", "san");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("error: --explain writes moves in descriptive notation: --notation descriptive"
                + " or latin, not san" + System.lineSeparator());
    }

    @Test
    void explainIsRefusedForGamesWithoutAWritingRule() {
        CliRun run = CliRun.of("moves", "--variant", "chess", "--explain");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("--explain is for U-Chess");
    }

    @Test
    void ambiguousMovesListEachSquareWithItsCandidates() {
        CliRun run = CliRun.of("moves", "--variant", "ambiguous");
        assertThat(run.lines()).hasSize(16).contains("a3: a3 Na3", "e4: e4");
    }

    @Test
    void unachessShowsHandsBesideTheBoardAndTakesDrops() {
        CliRun run = CliRun.of("show", "--variant", "unachess", "--moves", "K@e1 Q*d5");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("White in hand").contains("Black in hand").contains("♛");
        CliRun moves = CliRun.of("moves", "--variant", "parachute", "--notation", "san");
        assertThat(moves.out()).contains("K@e1", "P@e4").doesNotContain("P@e5");
    }

    @Test
    void shogiTakesAnSfenAndWritesUsiMoves() {
        CliRun run = CliRun.of("perft", "--variant", "shogi", "--fen",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "--depth", "1", "--divide");
        assertThat(run.out()).contains("7g7f 1").contains("2h5h 1");
        assertThat(run.lastLine()).isEqualTo("Nodes searched: 30");
    }

    @Test
    void aliceShowsBothBoards() {
        CliRun run = CliRun.of("show", "--variant", "alice", "--moves", "e4");
        assertThat(run.out()).contains("Board A").contains("Board B");
    }
}
