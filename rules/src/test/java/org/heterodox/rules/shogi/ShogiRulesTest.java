package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.shogi.ShogiTestSupport.legalMoves;
import static org.heterodox.rules.shogi.ShogiTestSupport.play;
import static org.heterodox.rules.shogi.ShogiTestSupport.position;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.junit.jupiter.api.Test;

/** The orthodox shogi rules one by one: drops, promotion, uchifuzume, the end of the game. */
class ShogiRulesTest {

    @Test
    void nifuForbidsAPawnDropOnAFileWithAnOwnUnpromotedPawn() throws Exception {
        Position p = position("shogi", "4k4/9/9/9/4P4/9/9/9/4K4 b P 1");
        assertThat(legalMoves(p)).noneMatch(m -> m.startsWith("P*5")).contains("P*4e", "P*6b");
    }

    @Test
    void aTokinOrAnEnemyPawnOnTheFileDoesNotBlockAPawnDrop() throws Exception {
        Position p = position("shogi", "4k4/9/4p4/9/4+P4/9/9/9/4K4 b P 1");
        assertThat(legalMoves(p)).contains("P*5d", "P*5f", "P*5h");
    }

    @Test
    void pawnsAndLancesAreNeverDroppedOnTheLastRankNorKnightsOnTheLastTwo() throws Exception {
        Position sente = position("shogi", "4k4/9/9/9/9/9/9/9/4K4 b PLN 1");
        assertThat(legalMoves(sente)).noneMatch(m -> m.matches("[PL]\\*.a") || m.matches("N\\*.[ab]"))
                .contains("P*1b", "L*9b", "N*1c");
        Position gote = position("shogi", "4k4/9/9/9/9/9/9/9/4K4 w pln 1");
        assertThat(legalMoves(gote)).noneMatch(m -> m.matches("[PL]\\*.i") || m.matches("N\\*.[hi]"))
                .contains("P*1h", "L*9h", "N*1g");
    }

    @Test
    void promotionIsForcedWhenThePieceCouldNeverMoveAgain() throws Exception {
        Position p = position("shogi", "k8/8P/1L7/3N5/9/9/9/9/4K4 b - 1");
        assertThat(legalMoves(p)).contains("1b1a+", "8c8a+", "8c8b", "8c8b+", "6d5b+", "6d7b+")
                .doesNotContain("1b1a", "8c8a", "6d5b", "6d7b");
    }

    @Test
    void promotionIsOptionalEnteringLeavingOrInsideTheZone() throws Exception {
        Position p = position("shogi", "4k4/9/2S6/5S3/9/9/B8/9/4K4 b - 1");
        assertThat(legalMoves(p)).contains(
                "4d4c", "4d4c+", // entering
                "7c6d", "7c6d+", // leaving
                "7c7b", "7c7b+", // inside
                "9g5c", "9g5c+");
        assertThat(legalMoves(p)).doesNotContain("4d4e+", "9g8h+");
    }

    @Test
    void goldsKingsAndPromotedPiecesNeverPromote() throws Exception {
        Position p = position("shogi", "4k4/9/9/3G1+S3/9/9/9/9/4K4 b - 1");
        assertThat(legalMoves(p)).contains("6d6c", "4d4c").noneMatch(m -> m.endsWith("+"));
    }

    @Test
    void aMatingPawnDropIsIllegal() throws Exception {
        Position p = position("shogi", "7nk/7s1/8G/9/9/9/9/9/4K4 b P 1");
        assertThat(legalMoves(p)).doesNotContain("P*1b").contains("P*1d");
    }

    @Test
    void aCheckingPawnDropThatIsNotMateIsLegal() throws Exception {
        Position kingTakes = position("shogi", "7nk/7s1/9/9/9/9/9/9/4K4 b P 1");
        assertThat(legalMoves(kingTakes)).contains("P*1b");
        Position silverCould = position("shogi", "7nk/9/7sG/9/9/9/9/9/4K4 b P 1");
        assertThat(legalMoves(silverCould)).contains("P*1b");
    }

    @Test
    void aPawnDropIsMateWhenTheOnlyCaptorIsPinned() throws Exception {
        // King on 1a boxed in by its gold (2a) and silver (2b); the pawn on 1b is guarded by the knight
        // on 2d; only the gold could take it, and the rook on 9a pins the gold.
        Position p = position("shogi", "R6gk/7s1/9/7N1/9/9/9/9/4K4 b P 1");
        assertThat(legalMoves(p)).doesNotContain("P*1b");
        Position unpinned = position("shogi", "7gk/7s1/9/7N1/9/9/9/9/4K4 b P 1");
        assertThat(legalMoves(unpinned)).contains("P*1b");
    }

    @Test
    void matingByMovingAPawnIsLegal() throws Exception {
        Position p = position("shogi", "7nk/7s1/7GP/9/9/9/9/9/4K4 b - 1");
        assertThat(legalMoves(p)).contains("1c1b", "1c1b+");
        play(p, "1c1b");
        assertThat(p.inCheck()).isTrue();
        assertThat(legalMoves(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.CHECKMATE));
    }

    @Test
    void aSideWithoutLegalMovesLosesEvenWhenNotInCheck() throws Exception {
        Position p = position("shogi", "8k/6S2/8G/9/9/9/9/9/4K4 w - 1");
        assertThat(p.inCheck()).isFalse();
        assertThat(legalMoves(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.STALEMATE));
    }

    @Test
    void aPinnedPieceMovesOnlyAlongItsPinLine() throws Exception {
        Position p = position("shogi", "4r3k/9/9/9/9/9/4G4/9/4K4 b - 1");
        assertThat(legalMoves(p)).filteredOn(m -> m.startsWith("5g")).containsExactlyInAnyOrder("5g5f", "5g5h");
    }

    @Test
    void inCheckOnlyEvasionsAreLegal() throws Exception {
        Position p = position("shogi", "4r3k/9/9/9/9/9/9/3G5/4K4 b S 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(legalMoves(p)).contains("6h5h", "5i4i", "S*5e", "S*5h")
                .doesNotContain("6h7h", "S*1a");
    }

    @Test
    void capturedPiecesGoToTheHandUnpromoted() throws Exception {
        Position p = position("shogi", "4k4/9/9/9/4+r4/9/9/4R4/4K4 b - 1");
        play(p, "5h5e");
        assertThat(p.toFen()).isEqualTo("4k4/9/9/9/4R4/9/9/9/4K4 w R 2");
    }
}
