package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.match.Adjudication.Verdict;
import org.junit.jupiter.api.Test;

class AdjudicationTest {

    @Test
    void resignsAfterTheGivenNumberOfHopelessMovesInARow() {
        Adjudication.Tracker t = Adjudication.NONE.withResign(3, 600).tracker();
        assertThat(t.record(1, -700, 20, 40)).isEqualTo(Verdict.NONE);
        assertThat(t.record(0, 700, 21, 41)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -650, 21, 42)).isEqualTo(Verdict.NONE);
        assertThat(t.record(0, 650, 22, 43)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -600, 22, 44)).isEqualTo(Verdict.MOVER_LOSES);
    }

    @Test
    void aBetterScoreOrAnUnknownOneBreaksTheRun() {
        Adjudication.Tracker t = Adjudication.NONE.withResign(2, 600).tracker();
        assertThat(t.record(1, -700, 20, 40)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -100, 21, 42)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -700, 22, 44)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, null, 23, 46)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -700, 24, 48)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -700, 25, 50)).isEqualTo(Verdict.MOVER_LOSES);
    }

    @Test
    void drawNeedsBothSidesCloseToZeroFromTheMoveNumberOn() {
        Adjudication.Tracker t = Adjudication.NONE.withDraw(30, 2, 10).tracker();
        // Before move 30 nothing counts.
        assertThat(t.record(0, 0, 28, 55)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, 0, 28, 56)).isEqualTo(Verdict.NONE);
        assertThat(t.record(0, 5, 30, 59)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -5, 30, 60)).isEqualTo(Verdict.NONE);
        assertThat(t.record(0, 10, 31, 61)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, -10, 31, 62)).isEqualTo(Verdict.DRAW);
    }

    @Test
    void drawRunIsBrokenByOneLargeScore() {
        Adjudication.Tracker t = Adjudication.NONE.withDraw(1, 2, 10).tracker();
        t.record(0, 0, 1, 1);
        t.record(1, 0, 1, 2);
        t.record(0, 50, 2, 3);
        assertThat(t.record(1, 0, 2, 4)).isEqualTo(Verdict.NONE);
    }

    @Test
    void maxMovesDrawsAfterThatManyFullMoves() {
        Adjudication.Tracker t = Adjudication.NONE.withMaxMoves(2).tracker();
        assertThat(t.record(0, null, 1, 1)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, null, 1, 2)).isEqualTo(Verdict.NONE);
        assertThat(t.record(0, null, 2, 3)).isEqualTo(Verdict.NONE);
        assertThat(t.record(1, null, 2, 4)).isEqualTo(Verdict.MAX_MOVES);
    }

    @Test
    void withoutRulesNothingIsAdjudicated() {
        Adjudication.Tracker t = Adjudication.NONE.tracker();
        for (int ply = 1; ply < 400; ply++) {
            assertThat(t.record(ply % 2, -5000, ply / 2 + 1, ply)).isEqualTo(Verdict.NONE);
        }
    }
}
