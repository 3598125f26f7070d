package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.shogi.ShogiTestSupport.legalMoves;
import static org.heterodox.rules.shogi.ShogiTestSupport.play;
import static org.heterodox.rules.shogi.ShogiTestSupport.position;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * Unashogi (docs/rules.md#unashogi): kings in hand, no capture before the own king is placed, quasi-check,
 * promotion options.
 */
class UnashogiTest {

    @Test
    void startsFromAnEmptyBoardWithEveryPieceInHand() throws Exception {
        Position p = Variants.of("unashogi").startPosition();
        assertThat(p.toFen()).isEqualTo("9/9/9/9/9/9/9/9/9 b KRB2G2S2N2L9Pkrb2g2s2n2l9p 1");
        assertThat(legalMoves(p)).contains("K*5i", "K*1a", "R*5e", "P*5b").doesNotContain("P*5a", "N*5b");
    }

    @Test
    void noCaptureWhileTheOwnKingIsInHand() throws Exception {
        Position p = position("unashogi", "9/9/9/4p4/9/9/9/4R4/9 b Kk 1");
        assertThat(legalMoves(p)).contains("5h5e").doesNotContain("5h5d");
        play(p, "K*1i", "K*1a");
        assertThat(legalMoves(p)).contains("5h5d");
    }

    @Test
    void piecesGiveNoCheckWhileTheirOwnKingIsInHand() throws Exception {
        // Gote's king stands in front of Sente's dragon, but Sente's king is in hand: quasi-check.
        Position p = position("unashogi", "9/9/9/4k4/4+R4/9/9/9/9 w K 1");
        assertThat(p.inCheck()).isFalse();
        assertThat(legalMoves(p)).contains("5d6d", "5d4c", "5d5c");
    }

    @Test
    void aKingMayBePlacedNextToAnEnemyPieceWhoseKingIsInHand() throws Exception {
        Position p = position("unashogi", "9/9/9/9/4+R4/9/9/9/9 w Kk 1");
        assertThat(legalMoves(p)).contains("K*5d", "K*4e", "K*5a");
    }

    @Test
    void aKingIsNotDroppedIntoARealCheck() throws Exception {
        Position p = position("unashogi", "9/9/9/9/4+R4/9/9/9/K8 w k 1");
        assertThat(legalMoves(p)).contains("K*1a").doesNotContain("K*5d", "K*4d", "K*5a", "K*9e");
    }

    @Test
    void droppingTheKingTurnsQuasiCheckIntoRealCheck() throws Exception {
        Position p = position("unashogi", "9/9/9/4k4/9/4R4/9/9/9 b K 1");
        play(p, "K*9i");
        assertThat(p.inCheck()).isTrue();
        assertThat(legalMoves(p)).allMatch(m -> m.startsWith("5d") || m.matches(".\\*5e"));
    }

    @Test
    void aPawnDropGivingOnlyQuasiCheckIsNotUchifuzume() throws Exception {
        String withoutSenteKing = "7nk/7s1/8G/9/9/9/9/9/9 b KP 1";
        Position quasi = position("unashogi", withoutSenteKing);
        assertThat(legalMoves(quasi)).contains("P*1b");
        play(quasi, "P*1b");
        assertThat(quasi.inCheck()).isFalse();

        Position real = position("unashogi", "7nk/7s1/8G/9/9/9/9/9/4K4 b P 1");
        assertThat(legalMoves(real)).doesNotContain("P*1b");
    }

    @Test
    void withoutOptionsPiecesPromoteWhateverTheKings() throws Exception {
        Position p = position("unashogi", "9/9/9/4S4/9/9/9/9/9 b Kk 1");
        assertThat(legalMoves(p)).contains("5d5c+");
    }

    @Test
    void promoteOwnKingNeedsTheMoversKingOnTheBoard() throws Exception {
        assertThat(legalMoves(position("unashogi:promote-own-king", "9/9/9/4S4/9/9/9/9/9 b Kk 1")))
                .contains("5d5c").doesNotContain("5d5c+");
        assertThat(legalMoves(position("unashogi:promote-own-king", "9/9/9/4S4/9/9/9/9/K8 b k 1")))
                .contains("5d5c", "5d5c+");
    }

    @Test
    void promoteEnemyKingNeedsTheOpponentsKingOnTheBoard() throws Exception {
        assertThat(legalMoves(position("unashogi:promote-enemy-king", "9/9/9/4S4/9/9/9/9/K8 b k 1")))
                .contains("5d5c").doesNotContain("5d5c+");
        assertThat(legalMoves(position("unashogi:promote-enemy-king", "k8/9/9/4S4/9/9/9/9/9 b K 1")))
                .contains("5d5c", "5d5c+");
    }

    @Test
    void promoteBothKingsNeedsBothKingsOnTheBoard() throws Exception {
        String spec = "unashogi:promote-both-kings";
        assertThat(legalMoves(position(spec, "9/9/9/4S4/9/9/9/9/K8 b k 1"))).doesNotContain("5d5c+");
        assertThat(legalMoves(position(spec, "k8/9/9/4S4/9/9/9/9/9 b K 1"))).doesNotContain("5d5c+");
        assertThat(legalMoves(position(spec, "k8/9/9/4S4/9/9/9/9/K8 b - 1"))).contains("5d5c", "5d5c+");
    }

    @Test
    void aMoveThatWouldStrandAPieceIsIllegalWhilePromotionIsNotAllowed() throws Exception {
        Position barred = position("unashogi:promote-own-king", "9/4P4/1L7/5N3/9/9/9/9/9 b Kk 1");
        assertThat(legalMoves(barred)).contains("8c8b").noneMatch(m -> m.matches("5b5a\\+?|8c8a\\+?|4d[35]b\\+?|.*\\+"));
        Position allowed = position("unashogi:promote-own-king", "9/4P4/1L7/5N3/9/9/9/9/K8 b k 1");
        assertThat(legalMoves(allowed)).contains("5b5a+", "8c8a+", "4d3b+");
    }

    @Test
    void dropsOnSquaresWithoutAFutureMoveStayIllegalInUnashogi() throws Exception {
        Position p = position("unashogi", "9/9/9/9/9/9/9/9/9 b KPLNk 1");
        assertThat(legalMoves(p)).noneMatch(m -> m.matches("[PL]\\*.a|N\\*.[ab]"));
    }
}
