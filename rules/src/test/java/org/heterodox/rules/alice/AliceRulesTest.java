package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.alice.AliceTesting.legal;
import static org.heterodox.rules.alice.AliceTesting.legalFrom;
import static org.heterodox.rules.alice.AliceTesting.play;
import static org.heterodox.rules.alice.AliceTesting.position;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.chess.UciNotation;
import org.junit.jupiter.api.Test;

/** Each rule of Alice Chess (docs/rules.md#alice) on a position built to show it. */
class AliceRulesTest {

    // ----- rule 1: the start -----

    @Test
    void startHasTheOrthodoxArrayOnBoardAAndBoardBEmpty() {
        AlicePosition start = (AlicePosition) AliceTesting.ALICE.startPosition();
        assertThat(start.occupancy(AlicePosition.BOARD_B)).isZero();
        assertThat(Long.bitCount(start.occupancy(AlicePosition.BOARD_A))).isEqualTo(32);
        assertThat(legal(start)).hasSize(20);
    }

    // ----- rule 2: moves on the action board alone -----

    @Test
    void piecesOfTheOtherBoardNeitherBlockNorAreLandedOn() throws Exception {
        // The rook stands on B; the pawn a2 and king e1 stand on A.
        AlicePosition p = position("4k3/8/8/8/8/8/P7/|R3K3 w - - 0 1");
        assertThat(legalFrom(p, "a1")).containsExactlyInAnyOrder(
                "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "a1f1", "a1g1", "a1h1");
    }

    @Test
    void piecesCaptureOnlyOnTheirOwnBoard() throws Exception {
        // Rook on A; black knight on B at a5 (neither blocks nor can be taken), black pawn on A at a7.
        AlicePosition p = position("4k3/p7/8/|n7/8/8/8/R3K3 w - - 0 1");
        assertThat(legalFrom(p, "a1")).containsExactlyInAnyOrder(
                "a1a2", "a1a3", "a1a4", "a1a6", "a1a7", "a1b1", "a1c1", "a1d1");
        int capture = UciNotation.INSTANCE.parse(p, "a1a7");
        assertThat(Move.captured(capture)).isEqualTo(1);
    }

    // ----- rule 3: the corresponding square must be empty -----

    @Test
    void destinationMustBeEmptyOnTheOtherBoard() throws Exception {
        // Own pawn on B at f3, enemy knight on B at h3: the knight on A may go to neither.
        AlicePosition p = position("4k3/8/8/8/8/5|P1|n/8/4K1N1 w - - 0 1");
        assertThat(legalFrom(p, "g1")).containsExactly("g1e2");
    }

    // ----- rule 4: the transfer -----

    @Test
    void movedPieceTransfersToTheOtherBoard() throws Exception {
        Position p = AliceTesting.ALICE.startPosition();
        play(p, "e2e4");
        assertThat(p.toFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4|P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    }

    @Test
    void captureOnBoardBTransfersTheCapturerToBoardA() throws Exception {
        Position p = AliceTesting.ALICE.startPosition();
        play(p, "e2e4", "d7d5", "e4d5");
        assertThat(p.toFen()).isEqualTo("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    }

    @Test
    void promotionHappensThenTheNewPieceTransfers() throws Exception {
        AlicePosition p = position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        play(p, "b7b8q");
        assertThat(p.toFen()).isEqualTo("1|Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertThat(p.onSecondBoard(Squares.B8)).isTrue();
    }

    @Test
    void castlingTransfersKingAndRook() throws Exception {
        AlicePosition p = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        play(p, "e1g1");
        assertThat(p.toFen()).isEqualTo("r3k2r/8/8/8/8/8/8/R4|R|K1 b kq - 1 1");
    }

    @Test
    void castlingRefusedWhenALandingSquareIsOccupiedOnBoardB() throws Exception {
        // A black knight on B at g1 (the king's landing square), then a white bishop on B at f1 (the rook's).
        assertThat(legal(position("4k3/8/8/8/8/8/8/R3K1|nR w KQ - 0 1"))).doesNotContain("e1g1").contains("e1c1");
        assertThat(legal(position("4k3/8/8/8/8/8/8/R3K|B1R w KQ - 0 1"))).doesNotContain("e1g1").contains("e1c1");
    }

    @Test
    void castlingIgnoresSquaresPassedOverOnBoardB() throws Exception {
        // The queenside rook passes over b1, taken on B by a white knight: that does not matter.
        AlicePosition p = position("4k3/8/8/8/8/8/8/R|N2K2R w KQ - 0 1");
        assertThat(legal(p)).contains("e1c1", "e1g1");
    }

    @Test
    void castlingRefusedWhenTheKingWouldLandAttackedOnBoardB() throws Exception {
        // A black rook on B at g8 watches g1 on B.
        AlicePosition p = position("4k1|r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(legal(p)).doesNotContain("e1g1").contains("e1c1");
    }

    @Test
    void castlingRookLandingBesideTheKingShieldsItOnBoardB() throws Exception {
        // A black rook on B at f1 sweeps e1, d1 and c1 on B, but the white rook lands on d1 first.
        AlicePosition p = position("4k3/8/8/8/8/8/8/R3K|r1R w KQ - 0 1");
        assertThat(legal(p)).contains("e1c1").doesNotContain("e1g1");
        play(p, "e1c1");
        assertThat(p.toFen()).isEqualTo("4k3/8/8/8/8/8/8/2|K|R1|r1R b - - 1 1");
    }

    @Test
    void castlingRefusedWhenTheKingCrossesASquareAttackedOnBoardA() throws Exception {
        AlicePosition p = position("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(legal(p)).doesNotContain("e1g1").contains("e1c1");
    }

    @Test
    void castlingRefusedOutOfCheckOnBoardA() throws Exception {
        AlicePosition p = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(legal(position("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"))).doesNotContain("e1g1", "e1c1");
        assertThat(legal(p)).contains("e1g1", "e1c1");
    }

    // ----- rule 5: legality -----

    @Test
    void interposingOnTheActionBoardDoesNotParryCheck() throws Exception {
        // Rook e8 (A) checks the king e1 (A). The knight c3 (A) would leave A after Ne2/Ne4; the rook
        // on B at a4 arrives on A at e4 and blocks.
        AlicePosition p = position("4r2k/8/8/8/|R7/2N5/8/4K3 w - - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(legal(p)).doesNotContain("c3e2", "c3e4").contains("a4e4");
        assertThat(legalFrom(p, "a4")).containsExactly("a4e4");
        assertThat(legalFrom(p, "c3")).isEmpty();
    }

    @Test
    void capturingTheCheckerParriesCheck() throws Exception {
        // The knight d6 (A) takes the checking rook e8 (A); the rook on B at a8 cannot take it across boards.
        AlicePosition p = position("|R3r2k/8/3N4/8/8/8/8/4K3 w - - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(legal(p)).contains("d6e8").doesNotContain("a8e8");
        play(p, "d6e8");
        assertThat(p.kingAttacked(0)).isFalse();
        assertThat(p.toFen()).startsWith("|R3|N2k/");
    }

    @Test
    void kingCannotStepOntoASquareAttackedOnItsActionBoardEvenIfTheLandingSquareIsSafe() throws Exception {
        // A black rook on A at a2 sweeps the second rank of A; board B is empty.
        AlicePosition p = position("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
        assertThat(legalFrom(p, "e1")).containsExactlyInAnyOrder("e1d1", "e1f1");
    }

    @Test
    void kingCannotLandOnASquareAttackedOnTheOtherBoard() throws Exception {
        // The same rook on B at a2: the steps are safe on A but land attacked on B.
        AlicePosition p = position("4k3/8/8/8/8/8/|r7/4K3 w - - 0 1");
        assertThat(legalFrom(p, "e1")).containsExactlyInAnyOrder("e1d1", "e1f1");
    }

    @Test
    void kingMoveCountsXRaysThroughTheSquareItLeaves() throws Exception {
        // The rook a1 (A) checks d1 (A); e1 is safe on B but attacked on A through d1.
        AlicePosition p = position("4k3/8/8/8/8/8/8/r2K4 w - - 0 1");
        assertThat(legalFrom(p, "d1")).containsExactlyInAnyOrder("d1c2", "d1d2", "d1e2");
    }

    @Test
    void pieceOnTheKingsBoardCannotMoveAlongItsPinBecauseItLeaves() throws Exception {
        AlicePosition p = position("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
        assertThat(legalFrom(p, "e2")).containsExactly("e2e8");
    }

    @Test
    void capturingThePinnerExposesASecondSliderBehindIt() throws Exception {
        AlicePosition p = position("4q1k1/8/8/8/4r3/8/4R3/4K3 w - - 0 1");
        assertThat(legalFrom(p, "e2")).isEmpty();
    }

    @Test
    void pieceOnTheOtherBoardDoesNotShieldItsKing() throws Exception {
        // The rook on B at e2 stands between king and rook only on paper: White is in check, and the
        // rook may only move to the e-file squares where it lands on A in between.
        AlicePosition p = position("4r1k1/8/8/8/8/8/4|R3/4K3 w - - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(legalFrom(p, "e2")).containsExactlyInAnyOrder("e2e3", "e2e4", "e2e5", "e2e6", "e2e7");
    }

    @Test
    void checkExistsOnlyOnTheKingsOwnBoard() throws Exception {
        // The queen on B at e5 looks at the king e1 (A) only on paper.
        assertThat(position("4k3/8/8/4|q3/8/8/8/4K3 w - - 0 1").inCheck()).isFalse();
        assertThat(position("4k3/8/8/4q3/8/8/8/4K3 w - - 0 1").inCheck()).isTrue();
    }

    @Test
    void afterTheTransferTheMoverMustNotBeInCheckOnItsKingsBoard() throws Exception {
        // The king stands on B, checked by the rook on B at e8. The knight on A lands on B, so Ne2
        // and Ne4 block there.
        AlicePosition p = position("4|r2k/8/8/8/8/2N5/8/4|K3 w - - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(legalFrom(p, "c3")).containsExactlyInAnyOrder("c3e2", "c3e4");
    }

    // ----- rule 6: no en passant, double steps -----

    @Test
    void noEnPassantAfterADoubleStepLandsBesideAPawn() throws Exception {
        AlicePosition p = position("4k3/3p4/8/4|P3/8/8/8/4K3 b - - 0 1");
        play(p, "d7d5");
        assertThat(p.toFen()).isEqualTo("4k3/8/8/3|p|P3/8/8/8/4K3 w - - 0 2");
        assertThat(p.epSquare()).isEqualTo(-1);
        assertThat(legalFrom(p, "e5")).containsExactly("e5e6");
        assertThat(Move.kind(p.lastMove())).isEqualTo(Move.KIND_NORMAL);
    }

    @Test
    void doubleStepNeedsOnlyItsDestinationFreeOnTheOtherBoard() throws Exception {
        // A black knight on B at e3 stops e2-e3 but not e2-e4.
        AlicePosition p = position("4k3/8/8/8/8/4|n3/4P3/K7 w - - 0 1");
        assertThat(legalFrom(p, "e2")).containsExactly("e2e4");
    }

    // ----- the representation -----

    @Test
    void consistencyCheckDetectsAMoveOntoASquareTakenOnTheOtherBoard() throws Exception {
        AlicePosition enemy = position("4k3/8/8/|n7/8/8/8/R3K3 w - - 0 1");
        assertThat(enemy.consistencyProblem()).isNull();
        enemy.make(Move.of(Squares.A1, 32, 4, 0, 0, Move.KIND_NORMAL));
        assertThat(enemy.consistencyProblem()).isNotNull();

        AlicePosition own = position("4k3/8/8/|P7/8/8/8/R3K3 w - - 0 1");
        own.make(Move.of(Squares.A1, 32, 4, 0, 0, Move.KIND_NORMAL));
        assertThat(own.consistencyProblem()).isNotNull();
    }

    @Test
    void legalMovesNeverLandOnASquareTakenOnTheOtherBoard() throws Exception {
        AlicePosition p = position("2b1kbnr/1p6/8/6p1/3p4/8/6P1/1N3B2|R7/8/n4p2/p3p2p/P3P2P/1pPP1P1N/1Bq2K2/2Q5 w k - 2 16");
        MoveList moves = new MoveList();
        p.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            int to = Move.to(m);
            assertThat(p.pieceAt(to) == 0 || p.boardOf(to) == p.boardOf(Move.from(m))).as(UciNotation.write(m)).isTrue();
        }
    }
}
