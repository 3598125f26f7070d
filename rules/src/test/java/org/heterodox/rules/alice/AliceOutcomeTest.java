package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.alice.AliceTesting.legal;
import static org.heterodox.rules.alice.AliceTesting.play;
import static org.heterodox.rules.alice.AliceTesting.position;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.junit.jupiter.api.Test;

/** docs/rules.md#alice-endings: checkmate, stalemate and the usual draws, with Alice's own notion of check. */
class AliceOutcomeTest {

    @Test
    void knightArrivingFromBoardBMatesAKingWhoseFlightSquaresAreClosedOnBoardB() throws Exception {
        // Black king a8 (A); white king on B at b7 takes b7 and guards a7 and b8 there.
        AlicePosition p = position("k7/1|K6/4|N3/8/8/8/8/8 w - - 0 1");
        play(p, "e6c7");
        assertThat(p.inCheck()).isTrue();
        assertThat(legal(p)).isEmpty();
        assertThat(p.outcome()).isEqualTo(Outcome.win(0, Reason.CHECKMATE));
    }

    @Test
    void kingWithNoMovesAndNoCheckOnItsBoardIsStalemated() throws Exception {
        AlicePosition p = position("k7/1|K6/8/8/8/8/8/7|N b - - 0 1");
        assertThat(p.inCheck()).isFalse();
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
    }

    @Test
    void bareKingsAreADeadPosition() throws Exception {
        assertThat(position("k7/8/8/8/8/8/8/7K w - - 0 1").outcome()).isEqualTo(Outcome.draw(Reason.INSUFFICIENT_MATERIAL));
        assertThat(position("k7/8/8/8/8/8/8/|K7 w - - 0 1").outcome()).isEqualTo(Outcome.draw(Reason.INSUFFICIENT_MATERIAL));
    }

    @Test
    void kingAndMinorPieceAreNotDeadBecauseTheyCanMate() throws Exception {
        assertThat(position("k7/8/8/8/8/8/8/6NK w - - 0 1").outcome()).isEqualTo(Outcome.ONGOING);
        assertThat(position("k7/8/8/8/8/8/8/6BK w - - 0 1").outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void samePlacementOnTheOtherBoardIsNotARepetition() throws Exception {
        AlicePosition p = position("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        long start = p.hash();
        String[] cycle = {"a1b1", "a8b8", "b1c1", "b8c8", "c1a1", "c8a8"};
        play(p, cycle);
        assertThat(p.toFen()).isEqualTo("|r3k3/8/8/8/8/8/8/|R3K3 w - - 6 4");
        assertThat(p.hash()).isNotEqualTo(start);
        assertThat(p.repetitionCount()).isEqualTo(1);
        play(p, cycle);
        assertThat(p.hash()).isEqualTo(start);
        assertThat(p.repetitionCount()).isEqualTo(2);
        assertThat(p.outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void threefoldRepetitionDraws() throws Exception {
        AlicePosition p = position("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        String[] cycle = {"a1b1", "a8b8", "b1c1", "b8c8", "c1a1", "c8a8"};
        for (int i = 0; i < 4; i++) {
            play(p, cycle);
        }
        assertThat(p.repetitionCount()).isEqualTo(3);
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
    }

    @Test
    void fiftyMovesWithoutCaptureOrPawnMoveDraw() throws Exception {
        AlicePosition p = position("4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
        assertThat(p.outcome()).isEqualTo(Outcome.ONGOING);
        play(p, "a1a2");
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
    }
}
