package org.heterodox.server.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.heterodox.rules.Result;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The judgement and accuracy model against values computed by hand (with a calculator, from lichess's
 * published formulas: winning chances {@code 2 / (1 + e^(-0.00368208 cp)) - 1}, move accuracy
 * {@code 103.1668 e^(-0.04354 loss) - 3.1669 + 1}, game accuracy the mean of the volatility-weighted and
 * harmonic means).
 */
class ReportModelTest {
    private static final WinningChances CHESS = new WinningChances(WinningChances.CHESS_K);

    @Test
    void winningChancesFollowTheLogisticAndStopAtAThousandCentipawns() {
        assertThat(CHESS.ofCentipawns(0)).isEqualTo(0.0);
        assertThat(CHESS.ofCentipawns(100)).isCloseTo(0.18205, within(1e-5));
        assertThat(CHESS.ofCentipawns(-60)).isCloseTo(-0.11002, within(1e-5));
        assertThat(CHESS.ofCentipawns(300)).isCloseTo(0.50225, within(1e-5));
        assertThat(CHESS.ofCentipawns(1500)).isEqualTo(CHESS.ofCentipawns(1000)).isCloseTo(0.95089, within(1e-5));
        assertThat(CHESS.of(PositionScore.mateIn(3))).isEqualTo(CHESS.ofCentipawns(1000));
        assertThat(CHESS.of(PositionScore.mateIn(-1))).isCloseTo(CHESS.ofCentipawns(-1000), within(1e-12));
        assertThat(CHESS.of(PositionScore.ended(Result.SECOND_WINS))).isCloseTo(CHESS.ofCentipawns(-1000), within(1e-12));
        assertThat(CHESS.of(PositionScore.ended(Result.DRAW))).isEqualTo(0.0);
    }

    @Test
    void theShogiSetScalesCentipawnsByEightHundred() throws Exception {
        WinningChances shogi = WinningChances.of(Variants.of("shogi"));
        assertThat(shogi.k()).isEqualTo(1.0 / 800);
        assertThat(shogi.ofCentipawns(800)).isCloseTo(0.46212, within(1e-5));
        assertThat(WinningChances.of(Variants.of("unachess")).k()).isEqualTo(WinningChances.CHESS_K);
        assertThat(WinningChances.of(Variants.of("unashogi")).k()).isEqualTo(1.0 / 800);
    }

    @Test
    void judgementsStartAtLossesOfATenthAFifthAndThreeTenths() {
        assertThat(Judgement.ofLoss(0.0999)).isNull();
        assertThat(Judgement.ofLoss(0.1)).isEqualTo(Judgement.INACCURACY);
        assertThat(Judgement.ofLoss(0.2)).isEqualTo(Judgement.MISTAKE);
        assertThat(Judgement.ofLoss(0.2999)).isEqualTo(Judgement.MISTAKE);
        assertThat(Judgement.ofLoss(0.3)).isEqualTo(Judgement.BLUNDER);
        // +0.30 to -2.50 for the first player: 0.0552 - (-0.4303) = 0.4855 lost.
        assertThat(Judgement.ofLoss(CHESS.ofCentipawns(30) - CHESS.ofCentipawns(-250))).isEqualTo(Judgement.BLUNDER);
        // 0.00 to -0.60: 0.1100 lost, an inaccuracy.
        assertThat(Judgement.ofLoss(CHESS.ofCentipawns(0) - CHESS.ofCentipawns(-60))).isEqualTo(Judgement.INACCURACY);
        assertThat(Judgement.BLUNDER.nag()).isEqualTo(4);
        assertThat(Judgement.MISTAKE.nag()).isEqualTo(2);
        assertThat(Judgement.INACCURACY.nag()).isEqualTo(6);
    }

    @Test
    void aMoveLosingTenWinPercentIsSixtyFourAndAHalfPerCentAccurate() {
        assertThat(Accuracy.ofMove(60, 50)).isCloseTo(64.5798, within(1e-4));
        assertThat(Accuracy.ofMove(50, 20)).isCloseTo(25.7720, within(1e-4));
        assertThat(Accuracy.ofMove(40, 45)).isEqualTo(100.0);
        assertThat(Accuracy.ofMove(100, 0)).isEqualTo(0.0);
    }

    @Test
    void gameAccuracyWeighsTheMovesByTheVolatilityAroundThem() {
        // Scores +0.20, +0.40, +0.30, -2.50, -2.30: the first player's third position is a blunder.
        int[] cps = {20, 40, 30, -250, -230};
        double[] win = new double[cps.length];
        for (int i = 0; i < cps.length; i++) {
            win[i] = 50 + 50 * CHESS.ofCentipawns(cps[i]);
        }
        // Win% 51.840, 53.675, 52.759, 28.485, 30.009; windows of 2: weights 0.918, 0.5, 12, 0.762.
        assertThat(Accuracy.volatilityWeights(win, 4)).containsExactly(new double[] {0.91761, 0.5, 12, 0.76181},
                within(1e-5));
        Double[] accuracy = Accuracy.ofGame(win, new int[] {0, 1, 0, 1});
        // First: moves 100 (weight 0.918) and 33.684 (weight 12): weighted 38.395, harmonic 50.394.
        assertThat(accuracy[0]).isCloseTo(44.3944, within(1e-4));
        // Second: 100 (0.5) and 94.377 (0.762): weighted 96.605, harmonic 97.107.
        assertThat(accuracy[1]).isCloseTo(96.8564, within(1e-4));
    }

    @Test
    void aSideWithoutMovesHasNoAccuracy() {
        Double[] accuracy = Accuracy.ofGame(new double[] {50, 40}, new int[] {0});
        assertThat(accuracy[0]).isNotNull();
        assertThat(accuracy[1]).isNull();
    }
}
