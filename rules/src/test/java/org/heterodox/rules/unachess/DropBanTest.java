package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.unachess.UnachessTesting.moves;
import static org.heterodox.rules.unachess.UnachessTesting.play;
import static org.heterodox.rules.unachess.UnachessTesting.position;
import static org.heterodox.rules.unachess.UnachessTesting.start;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** Unachess II (no drop attacking the enemy king, no castling, no en passant) and Parachute Chess. */
class DropBanTest {
    /** Black king e8 and pawn e5 on the board; White's king in hand. */
    private static final String KING_AND_PAWN =
            "4k3/8/8/4p3/8/8/8/8[KQRRBBNNPPPPPPPPqrrbbnnppppppp] w - - 0 3";

    // ----- Unachess II -----

    @Test
    void unachessIIRefusesDropsAttackingTheEnemyKingEvenWithTheOwnKingInHand() throws Exception {
        UnachessPosition p = position("unachess2", KING_AND_PAWN);
        assertThat(moves(p)).doesNotContain("N@d6", "N@f6", "B@a4", "Q@a4", "Q@h8", "R@a8", "R@e6")
                .contains("N@a1", "B@a1", "R@a1", "R@e1", "K@e1");
    }

    @Test
    void unachessIIAllowsTheSameDropsInUnachess() throws Exception {
        assertThat(moves(position("unachess", KING_AND_PAWN))).contains("N@d6", "B@a4", "R@a8");
    }

    @Test
    void unachessIISlidersStopAtTheFirstPiece() throws Exception {
        // R@e1 is legal above because the black pawn on e5 blocks the file.
        UnachessPosition p = position("unachess2", KING_AND_PAWN);
        assertThat(moves(p)).contains("R@e1", "Q@e1").doesNotContain("R@e6");
    }

    @Test
    void unachessIIPawnDropsAttackingTheKingAreRefused() throws Exception {
        UnachessPosition p = position("unachess2", "8/8/8/4k3/8/8/8/8[KQRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 2");
        assertThat(moves(p)).doesNotContain("P@d4", "P@f4").contains("P@e4", "P@d3");
    }

    @Test
    void unachessIIPutsNoLimitWhileTheEnemyKingIsInHand() throws Exception {
        assertThat(start("unachess2").perft(1)).isEqualTo(344);
        UnachessPosition p = position("unachess2", "8/8/8/4p3/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnppppppp] w - - 0 2");
        assertThat(moves(p)).contains("N@d3", "P@d4");
    }

    @Test
    void unachessIIMovesMayStillAttackTheKing() throws Exception {
        UnachessPosition p = position("unachess2", "4k3/8/8/8/8/8/8/R6K[QRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 4");
        assertThat(moves(p)).contains("a1a8", "a1e1");
    }

    @Test
    void unachessIIForbidsTheDropEvenWhenItIsTheOnlyEscapeFromMate() throws Exception {
        // Rf8+ : only a drop on g8 could interpose, and a queen or rook there attacks the king on g6.
        String fen = "5R1k/8/6K1/8/8/8/8/8[QRBBNNPPPPPPPPqr] b - - 0 20";
        assertThat(moves(position("unachess", fen))).containsExactlyInAnyOrder("Q@g8", "R@g8");
        UnachessPosition p = position("unachess2", fen);
        assertThat(moves(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(Outcome.win(Piece.WHITE, Reason.CHECKMATE));
    }

    @Test
    void unachessIIHasNoCastling() throws Exception {
        UnachessPosition p = start("unachess2");
        play(p, "K@e1", "k@e8", "R@h1", "r@a8");
        assertThat(p.toFen()).contains(" w - - ");
        assertThat(moves(p)).doesNotContain("e1g1");
        assertThatThrownBy(() -> position("unachess2", "4k3/8/8/8/8/8/8/4K2R[QRBBNNPPPPPPPPqrrbbnnpppppppp] w K - 0 5"))
                .isInstanceOf(FormatException.class).hasMessageContaining("has no castling");
    }

    @Test
    void unachessIIHasNoEnPassant() throws Exception {
        UnachessPosition p = position("unachess2", "4k3/8/8/8/3p4/8/4P3/4K3[QRRBBNNPPPPPPPqrrbbnnppppppp] w - - 0 6");
        play(p, "e2e4");
        assertThat(p.toFen()).contains(" b - - ");
        assertThat(moves(p)).doesNotContain("d4e3");
    }

    // ----- Parachute Chess -----

    @Test
    void parachuteRefusesAKnightDropAttackingAPawn() throws Exception {
        UnachessPosition p = position("parachute", KING_AND_PAWN);
        assertThat(moves(p)).doesNotContain("N@d3", "N@f3", "N@c4", "N@c6").contains("N@a1", "N@e4");
        assertThat(moves(position("unachess2", KING_AND_PAWN))).contains("N@d3");
    }

    @Test
    void parachuteRefusesAKingDropNextToAnEnemyPiece() throws Exception {
        UnachessPosition p = position("parachute", KING_AND_PAWN);
        assertThat(moves(p)).doesNotContain("K@d4", "K@e4", "K@f4", "K@d6").contains("K@e3", "K@a1");
    }

    @Test
    void parachuteAppliesWhileTheEnemyKingIsInHand() throws Exception {
        UnachessPosition p = position("parachute", "8/8/8/4p3/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnppppppp] w - - 0 2");
        assertThat(moves(p)).doesNotContain("N@d3", "P@d4", "R@e1", "B@b2").contains("P@e4", "N@e4");
    }

    @Test
    void parachuteSlidersStopAtTheFirstPiece() throws Exception {
        // The white knight on d4 shields the black rook on h8 from a bishop dropped on a1.
        String fen = "7r/8/8/8/3N4/8/8/8[KQRRBBNPPPPPPPPkqrbbnnpppppppp] w - - 0 3";
        assertThat(moves(position("parachute", fen))).contains("B@a1", "B@b2").doesNotContain("B@e5", "Q@h1");
    }

    @Test
    void parachuteDropsMayAttackOwnPieces() throws Exception {
        UnachessPosition p = position("parachute", "8/8/8/8/3N4/8/8/8[KQRRBBNPPPPPPPPkqrrbbnnpppppppp] w - - 0 3");
        assertThat(moves(p)).contains("N@b3", "Q@d1", "P@c3");
    }

    @Test
    void parachuteCanLeaveNoLegalDrop() throws Exception {
        // Black's king has no move and its pawn in hand no square: every free square of ranks 5
        // and 7 would attack a white piece on rank 4 or 6. Stalemate with a piece in hand.
        String fen = "7k/8/PPPPPNKP/8/PPQRRBBN/8/8/8[p] b - - 0 40";
        assertThat(moves(position("unachess", fen))).hasSize(16);
        UnachessPosition p = position("parachute", fen);
        assertThat(moves(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
    }
}
