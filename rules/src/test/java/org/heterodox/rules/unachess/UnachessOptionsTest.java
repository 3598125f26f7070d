package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.unachess.UnachessTesting.moves;
import static org.heterodox.rules.unachess.UnachessTesting.play;
import static org.heterodox.rules.unachess.UnachessTesting.position;
import static org.heterodox.rules.unachess.UnachessTesting.start;

import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** The options of docs/rules.md#unachess-options: no-castling, no-en-passant, no-double-step, pawn-ranks-1-4. */
class UnachessOptionsTest {
    private static final String DOUBLE_STEP_FEN =
            "4k3/8/8/8/3p4/8/4P3/4K3[QRRBBNNPPPPPPPqrrbbnnppppppp] w - - 0 6";

    @Test
    void noCastlingDropsGiveNoRightsAndNoCastlingMove() throws Exception {
        UnachessPosition p = start("unachess:no-castling");
        play(p, "K@e1", "k@e8", "R@h1", "r@a8");
        assertThat(p.toFen()).contains(" w - - ");
        assertThat(moves(p)).doesNotContain("e1g1");
        play(p, "h1h2");
        assertThat(moves(p)).doesNotContain("e8c8");
    }

    @Test
    void noCastlingRejectsAFenWithCastlingRights() {
        assertThatThrownBy(() -> position("unachess:no-castling",
                "4k3/8/8/8/8/8/8/4K2R[QRBBNNPPPPPPPPqrrbbnnpppppppp] w K - 0 5"))
                .isInstanceOf(FormatException.class).hasMessageContaining("has no castling");
    }

    @Test
    void noEnPassantKeepsTheDoubleStepButNotTheCapture() throws Exception {
        UnachessPosition p = position("unachess:no-en-passant", DOUBLE_STEP_FEN);
        play(p, "e2e4");
        assertThat(p.toFen()).contains(" b - - ");
        assertThat(moves(p)).doesNotContain("d4e3");
    }

    @Test
    void noEnPassantRejectsAFenWithAnEnPassantSquare() {
        assertThatThrownBy(() -> position("unachess:no-en-passant",
                "4k3/8/8/8/3pP3/8/8/4K3[QRRBBNNPPPPPPPqrrbbnnppppppp] b - e3 0 6"))
                .isInstanceOf(FormatException.class).hasMessageContaining("no en passant");
    }

    @Test
    void noDoubleStepAllowsOnlySingleSteps() throws Exception {
        UnachessPosition p = position("unachess:no-double-step", DOUBLE_STEP_FEN);
        assertThat(moves(p)).contains("e2e3").doesNotContain("e2e4");
    }

    @Test
    void noDoubleStepAlsoRemovesEnPassantInUnachessII() throws Exception {
        UnachessPosition p = position("unachess2:no-double-step", DOUBLE_STEP_FEN);
        assertThat(moves(p)).contains("e2e3").doesNotContain("e2e4");
    }

    @Test
    void pawnRanks1to4AllowsDropsOnTheFirstRank() throws Exception {
        assertThat(moves(start("unachess:pawn-ranks-1-4"))).contains("P@a1", "P@h1", "P@e4").doesNotContain("P@e5");
        assertThat(moves(start("unachess"))).doesNotContain("P@a1");
        UnachessPosition black = position("unachess:pawn-ranks-1-4",
                "8/8/8/8/8/8/8/K7[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 1 1");
        assertThat(moves(black)).contains("P@e8", "P@e5").doesNotContain("P@e4");
    }

    @Test
    void pawnRanks1to4APawnOnTheFirstRankStepsOneThenMayDoubleStep() throws Exception {
        UnachessPosition p = position("unachess:pawn-ranks-1-4",
                "4k3/8/8/8/8/8/8/K3P3[QRRBBNNPPPPPPPqrrbbnnpppppppp] w - - 0 6");
        assertThat(moves(p)).contains("e1e2").doesNotContain("e1e3");
        play(p, "e1e2", "e8d8");
        assertThat(moves(p)).contains("e2e3", "e2e4");
    }

    @Test
    void pawnRanks1to4WorksInUnachessIIAndParachute() throws Exception {
        assertThat(start("unachess2:pawn-ranks-1-4").perft(1)).isEqualTo(352);
        assertThat(start("parachute:pawn-ranks-1-4").perft(1)).isEqualTo(352);
    }

    @Test
    void noDoubleStepWorksInParachute() throws Exception {
        UnachessPosition p = position("parachute:no-double-step", DOUBLE_STEP_FEN);
        assertThat(moves(p)).contains("e2e3").doesNotContain("e2e4");
    }

    @Test
    void optionsCanBeCombined() throws Exception {
        UnachessPosition p = start("unachess:no-castling,no-en-passant,no-double-step,pawn-ranks-1-4");
        assertThat(p.rules()).isEqualTo(new UnachessRules(false, false, false, true, DropBan.NONE));
        assertThat(p.perft(1)).isEqualTo(352);
    }

    @Test
    void unachessIIAndParachuteRejectTheOptionsTheyDoNotHave() {
        assertThatThrownBy(() -> Variants.of("unachess2:no-castling"))
                .isInstanceOf(FormatException.class).hasMessageContaining("unknown option 'no-castling'");
        assertThatThrownBy(() -> Variants.of("parachute:no-en-passant"))
                .isInstanceOf(FormatException.class).hasMessageContaining("unknown option 'no-en-passant'");
    }
}
