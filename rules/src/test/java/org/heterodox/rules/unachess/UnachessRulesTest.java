package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.unachess.UnachessTesting.moves;
import static org.heterodox.rules.unachess.UnachessTesting.play;
import static org.heterodox.rules.unachess.UnachessTesting.position;
import static org.heterodox.rules.unachess.UnachessTesting.start;

import java.util.Set;
import java.util.stream.Collectors;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.CastleFlags;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;
import org.junit.jupiter.api.Test;

/** docs/rules.md#unachess-rules, rules 1 to 7 of Unachess, each proved by a position. */
class UnachessRulesTest {

    // ----- 1. empty board, 16 pieces in hand each -----

    @Test
    void rule1StartIsAnEmptyBoardWithBothArmiesInHand() throws Exception {
        UnachessPosition p = start("unachess");
        assertThat(p.toFen()).isEqualTo("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1");
        assertThat(p.occupied()).isZero();
        for (int side = 0; side < 2; side++) {
            assertThat(p.handCount(side, Piece.PAWN)).isEqualTo(8);
            assertThat(p.handCount(side, Piece.KNIGHT)).isEqualTo(2);
            assertThat(p.handCount(side, Piece.BISHOP)).isEqualTo(2);
            assertThat(p.handCount(side, Piece.ROOK)).isEqualTo(2);
            assertThat(p.handCount(side, Piece.QUEEN)).isEqualTo(1);
            assertThat(p.handCount(side, Piece.KING)).isEqualTo(1);
        }
    }

    // ----- 2. drop on an empty square, move, or capture; captured pieces leave the game -----

    @Test
    void rule2DropsGoOnlyToEmptySquares() throws Exception {
        UnachessPosition p = position("unachess", "8/8/8/8/4n3/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnpppppppp] w - - 0 2");
        assertThat(moves(p)).noneMatch(m -> m.endsWith("@e4"));
        // 344 from the empty board minus the six drops on e4.
        assertThat(moves(p)).hasSize(338);
    }

    @Test
    void rule2DroppingTakesThePieceFromTheHand() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "Q@b2");
        assertThat(p.pieceAt(Squares.parse("b2"))).isEqualTo(Piece.code(Piece.WHITE, Piece.QUEEN));
        assertThat(p.handCount(Piece.WHITE, Piece.QUEEN)).isZero();
        assertThat(p.toFen()).isEqualTo("8/8/8/8/8/8/1Q6/8[KRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1");
    }

    @Test
    void rule2CapturedPiecesLeaveTheGame() throws Exception {
        UnachessPosition p = position("unachess",
                "4k3/8/8/4n3/8/8/4R3/4K3[QRBBNNPPPPPPPPqrrbbnpppppppp] w - - 0 5");
        play(p, "e2e5");
        assertThat(p.toFen()).isEqualTo("4k3/8/8/4R3/8/8/8/4K3[QRBBNNPPPPPPPPqrrbbnpppppppp] b - - 0 5");
    }

    // ----- 3. pawn drops on ranks 2-4, double step from the 2nd rank, en passant -----

    @Test
    void rule3WhitePawnsAreDroppedOnRanks2To4Only() throws Exception {
        Set<Integer> ranks = pawnDropRanks(start("unachess"));
        assertThat(ranks).containsExactlyInAnyOrder(2, 3, 4);
        assertThat(moves(start("unachess")).stream().filter(m -> m.startsWith("P@"))).hasSize(24);
    }

    @Test
    void rule3BlackPawnsAreDroppedOnRanks5To7Only() throws Exception {
        UnachessPosition p = position("unachess", "8/8/8/8/8/8/8/K7[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 1 1");
        assertThat(pawnDropRanks(p)).containsExactlyInAnyOrder(5, 6, 7);
    }

    @Test
    void rule3APawnOnItsSecondRankStepsTwoAndCanBeTakenEnPassant() throws Exception {
        UnachessPosition p = position("unachess",
                "4k3/8/8/8/3p4/8/4P3/4K3[QRRBBNNPPPPPPPqrrbbnnppppppp] w - - 0 6");
        assertThat(moves(p)).contains("e2e3", "e2e4");
        play(p, "e2e4");
        assertThat(p.toFen()).contains(" b - e3 ");
        assertThat(moves(p)).contains("d4e3");
        play(p, "d4e3");
        assertThat(p.pieceAt(Squares.parse("e4"))).isZero();
    }

    @Test
    void rule3ABlackPawnOnItsSecondRankStepsTwo() throws Exception {
        UnachessPosition p = position("unachess",
                "4k3/3p4/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPqrrbbnnppppppp] b - - 0 6");
        assertThat(moves(p)).contains("d7d6", "d7d5");
    }

    @Test
    void rule3APawnAboveItsSecondRankStepsOnlyOne() throws Exception {
        UnachessPosition p = position("unachess",
                "4k3/8/8/8/8/4P3/8/4K3[QRRBBNNPPPPPPPqrrbbnnpppppppp] w - - 0 6");
        assertThat(moves(p)).contains("e3e4").doesNotContain("e3e5");
    }

    // ----- 4. castling rights gained by dropping, lost by moving -----

    @Test
    void rule4CastlingAfterDroppingKingAndRookOnTheirSquares() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "K@e1", "k@e8", "R@h1", "r@a8");
        assertThat(p.toFen()).contains(" w Kq - ");
        assertThat(moves(p)).contains("e1g1");
        play(p, "e1g1");
        assertThat(p.pieceAt(Squares.parse("g1"))).isEqualTo(Piece.code(Piece.WHITE, Piece.KING));
        assertThat(p.pieceAt(Squares.parse("f1"))).isEqualTo(Piece.code(Piece.WHITE, Piece.ROOK));
        assertThat(moves(p)).contains("e8c8");
    }

    @Test
    void rule4NoCastlingAfterTheKingHasMoved() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "K@e1", "k@e8", "R@h1", "r@a8", "e1e2", "e8d8", "e2e1", "d8e8");
        assertThat(p.toFen()).contains(" w - - ");
        assertThat(moves(p)).doesNotContain("e1g1");
        play(p, "h1h2");
        assertThat(moves(p)).doesNotContain("e8c8");
    }

    @Test
    void rule4NoCastlingAfterTheRookHasMoved() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "K@e1", "k@e8", "R@h1", "n@a6", "h1h2", "a6b8", "h2h1", "b8a6");
        assertThat(moves(p)).doesNotContain("e1g1");
    }

    @Test
    void rule4DroppingTheOtherRookOnTheSquareGainsTheRightAgain() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "K@e1", "k@e8", "R@h1", "n@a6", "h1h3", "a6b8", "R@h1", "b8a6");
        assertThat(moves(p)).contains("e1g1");
    }

    @Test
    void rule4AnotherPieceLeavingTheKingSquareKeepsTheRooksRight() throws Exception {
        // Only the square's own flag goes when a piece moves from it: the rook on h1 never moved.
        UnachessPosition p = start("unachess");
        play(p, "R@h1", "k@e8", "N@e1", "n@a6", "e1f3", "a6b8", "K@e1", "b8a6");
        assertThat(p.toFen()).contains(" w K - ");
        assertThat(moves(p)).contains("e1g1");
    }

    @Test
    void rule4ACaptureOnTheKingSquareKeepsTheRooksRight() throws Exception {
        // White's rook was dropped on h1 while the king is in hand (a lone flag, which FEN cannot say).
        UnachessVariant unachess = (UnachessVariant) Variants.of("unachess");
        Setup setup = unachess.readSetup("4k3/8/8/8/8/3n4/8/4N2R[KQRBBNPPPPPPPPqrrbbnpppppppp] b - - 0 5")
                .toBuilder().unmoved(CastleFlags.squares(CastleFlags.WHITE_H_ROOK)).build();
        UnachessPosition p = (UnachessPosition) unachess.fromSetup(setup);
        play(p, "d3e1", "P@a2", "e1f3", "P@b2", "f3h4", "K@e1", "e8d8");
        assertThat(moves(p)).contains("e1g1");
    }

    @Test
    void rule4CastlingThroughSquaresAttackedOnlyInQuasiCheckIsAllowed() throws Exception {
        // The black rook on f8 attacks f1, but Black's king is in hand.
        UnachessPosition p = position("unachess",
                "5r2/8/8/8/8/8/8/4K2R[QRBBNNPPPPPPPPkqrbbnnpppppppp] w K - 0 5");
        assertThat(moves(p)).contains("e1g1");
    }

    @Test
    void rule4CastlingOutOfQuasiCheckIsAllowed() throws Exception {
        UnachessPosition p = position("unachess",
                "4r3/8/8/8/8/8/8/4K2R[QRBBNNPPPPPPPPkqrbbnnpppppppp] w K - 0 5");
        assertThat(p.inCheck()).isFalse();
        assertThat(moves(p)).contains("e1g1");
    }

    @Test
    void rule4CastlingThroughRealCheckIsRefused() throws Exception {
        UnachessPosition p = position("unachess",
                "k4r2/8/8/8/8/8/8/4K2R[QRBBNNPPPPPPPPqrbbnnpppppppp] w K - 0 5");
        assertThat(moves(p)).doesNotContain("e1g1");
    }

    // ----- 5. no capture while the own king is in hand -----

    @Test
    void rule5NoCaptureWhileTheOwnKingIsInHand() throws Exception {
        String army = "[QRBBNNPPPPPPPPqrrbbnpppppppp] w - - 0 5";
        UnachessPosition inHand = position("unachess", "4k3/8/8/4n3/8/8/4R3/8" + army.replace("[", "[K"));
        assertThat(moves(inHand)).contains("e2e3", "e2e4").doesNotContain("e2e5");
        UnachessPosition placed = position("unachess", "4k3/8/8/4n3/8/8/4R3/K7" + army);
        assertThat(moves(placed)).contains("e2e5");
    }

    @Test
    void rule5NoEnPassantWhileTheOwnKingIsInHand() throws Exception {
        UnachessPosition inHand = position("unachess",
                "8/8/8/8/3pP3/8/8/4K3[QRRBBNNPPPPPPPkqrrbbnnppppppp] b - e3 0 5");
        assertThat(moves(inHand)).doesNotContain("d4e3");
        UnachessPosition placed = position("unachess",
                "7k/8/8/8/3pP3/8/8/4K3[QRRBBNNPPPPPPPqrrbbnnppppppp] b - e3 0 5");
        assertThat(moves(placed)).contains("d4e3");
    }

    // ----- 6. quasi-check -----

    @Test
    void rule6KingMayBeDroppedOnAnAttackedSquareWhileTheEnemyKingIsInHand() throws Exception {
        UnachessPosition p = position("unachess", "4r3/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrbbnnpppppppp] w - - 0 2");
        assertThat(moves(p)).contains("K@e1");
    }

    @Test
    void rule6TheSameKingDropIsIllegalOnceTheEnemyKingIsPlaced() throws Exception {
        UnachessPosition p = position("unachess", "k3r3/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPqrbbnnpppppppp] w - - 0 3");
        assertThat(moves(p)).doesNotContain("K@e1", "K@b7", "K@b8").contains("K@d1");
    }

    @Test
    void rule6QuasiCheckIsNoCheckAndNeedsNoAnswer() throws Exception {
        // The white rook attacks the black king, but White's king is in hand.
        UnachessPosition p = position("unachess", "4k3/8/8/8/8/8/8/4R3[KQRBBNNPPPPPPPPqrrbbnnpppppppp] b - - 0 3");
        assertThat(p.inCheck()).isFalse();
        assertThat(moves(p)).contains("Q@a5", "e8e7");
    }

    @Test
    void rule6AKingMayMoveIntoQuasiCheck() throws Exception {
        UnachessPosition p = position("unachess", "4k3/8/8/8/8/8/8/3R4[KQRBBNNPPPPPPPPqrrbbnnpppppppp] b - - 0 3");
        assertThat(moves(p)).contains("e8d8", "e8d7");
    }

    @Test
    void rule6DroppingAKingGivesRealCheck() throws Exception {
        UnachessPosition p = position("unachess", "4k3/8/8/8/8/8/8/4R3[KQRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 3");
        play(p, "K@a1");
        assertThat(p.inCheck()).isTrue();
        Set<String> replies = moves(p);
        assertThat(replies).contains("Q@e4", "e8d8").doesNotContain("Q@a5", "e8e7");
        assertThat(replies).allMatch(m -> m.startsWith("e8") || m.substring(2).startsWith("e"));
    }

    @Test
    void rule6AMoveMayNotLeaveTheOwnKingInRealCheck() throws Exception {
        String rest = "/8/8/8/8/8/4R3/4K3[QRBBNNPPPPPPPPqrbbnnpppppppp] w - - 0 4";
        UnachessPosition pinned = position("unachess", "k3r3" + rest);
        assertThat(moves(pinned)).doesNotContain("e2d2").contains("e2e5");
        UnachessPosition quasiPinned = position("unachess", "4r3" + rest.replace("[QRBBNNPPPPPPPPq", "[QRBBNNPPPPPPPPkq"));
        assertThat(moves(quasiPinned)).contains("e2d2");
    }

    @Test
    void rule6AKingAttackedWhileTheEnemyKingIsInHandIsNotInCheck() throws Exception {
        UnachessPosition p = position("unachess", "4r3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrbbnnpppppppp] w - - 0 4");
        assertThat(p.inCheck()).isFalse();
        assertThat(moves(p)).contains("Q@a5", "e1e2");
    }

    @Test
    void rule6DropsAgainstARealCheckMustInterpose() throws Exception {
        UnachessPosition p = position("unachess", "k3r3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPqrbbnnpppppppp] w - - 0 4");
        assertThat(p.inCheck()).isTrue();
        Set<String> drops = moves(p).stream().filter(m -> m.contains("@")).collect(Collectors.toSet());
        assertThat(drops).isNotEmpty().allMatch(m -> m.charAt(2) == 'e' && "234567".indexOf(m.charAt(3)) >= 0);
    }

    @Test
    void rule6NoDropHelpsAgainstAKnightCheck() throws Exception {
        UnachessPosition p = position("unachess", "k7/8/8/8/8/3n4/8/4K3[QRRBBNNPPPPPPPPqrrbbnpppppppp] w - - 0 4");
        assertThat(p.inCheck()).isTrue();
        assertThat(moves(p)).noneMatch(m -> m.contains("@"));
    }

    // ----- 7. checkmate, stalemate, repetition, fifty moves -----

    @Test
    void rule7CheckmateWins() throws Exception {
        UnachessPosition p = position("unachess", "7k/6Q1/6K1/8/8/8/8/8[RRBBNNPPPPPPPPqrrbbnnpppppppp] b - - 0 20");
        assertThat(p.outcome()).isEqualTo(Outcome.win(Piece.WHITE, Reason.CHECKMATE));
    }

    @Test
    void rule7StalemateDraws() throws Exception {
        UnachessPosition p = position("unachess", "7k/5Q2/6K1/8/8/8/8/8[RRBBNNPPPPPPPP] b - - 0 40");
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
    }

    @Test
    void rule7ThreefoldRepetitionDrawsWithPiecesInHand() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "K@d1", "k@d8");
        for (int i = 0; i < 2; i++) {
            assertThat(p.outcome().isOver()).isFalse();
            play(p, "d1d2", "d8d7", "d2d1", "d7d8");
        }
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
    }

    @Test
    void rule7AKingDroppedOnItsSquareDiffersFromOneThatMovedBackThere() throws Exception {
        // The unmoved king can still gain castling by a rook drop, so the positions are not the same.
        UnachessPosition p = start("unachess");
        play(p, "K@e1", "k@e8");
        long unmoved = p.hash();
        play(p, "e1e2", "e8e7", "e2e1", "e7e8");
        assertThat(p.hash()).isNotEqualTo(unmoved);
        assertThat(p.repetitionCount()).isEqualTo(1);
    }

    @Test
    void rule7HandsArePartOfThePosition() throws Exception {
        UnachessPosition withKnight = position("unachess", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 30");
        UnachessPosition without = position("unachess", "4k3/8/8/8/8/8/8/4K3[] w - - 0 30");
        assertThat(withKnight.hash()).isNotEqualTo(without.hash());
        assertThat(without.outcome()).isEqualTo(Outcome.draw(Reason.INSUFFICIENT_MATERIAL));
        assertThat(withKnight.outcome().isOver()).isFalse();
    }

    @Test
    void rule7DropsResetTheFiftyMoveCount() throws Exception {
        UnachessPosition p = position("unachess", "4k3/8/8/8/8/8/8/4K3[Rr] w - - 57 60");
        play(p, "e1e2");
        assertThat(p.halfmoveClock()).isEqualTo(58);
        play(p, "r@a5");
        assertThat(p.halfmoveClock()).isZero();
    }

    @Test
    void rule7FiftyMovesWithoutPawnMoveCaptureOrDropDraw() throws Exception {
        UnachessPosition p = position("unachess", "4k3/8/8/8/8/8/8/4K3[Rr] w - - 99 60");
        play(p, "e1e2");
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
    }

    private static Set<Integer> pawnDropRanks(UnachessPosition p) {
        return moves(p).stream().filter(m -> m.toUpperCase().startsWith("P@"))
                .map(m -> m.charAt(3) - '0').collect(Collectors.toSet());
    }
}
