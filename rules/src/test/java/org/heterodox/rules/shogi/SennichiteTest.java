package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.shogi.ShogiTestSupport.play;
import static org.heterodox.rules.shogi.ShogiTestSupport.position;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** Fourfold repetition: a draw, unless one side checked on every one of its moves, which then loses. */
class SennichiteTest {
    private static final String[] KING_SHUFFLE = {"5i5h", "5a5b", "5h5i", "5b5a"};
    private static final String[] ROOK_CHECKS = {"9b9a", "1a1b", "9a9b", "1b1a"};

    @Test
    void theFourthOccurrenceOfAPositionIsADraw() throws Exception {
        Position p = Variants.of("shogi").startPosition();
        for (int cycle = 0; cycle < 3; cycle++) {
            assertThat(p.outcome().isOver()).isFalse();
            play(p, KING_SHUFFLE);
        }
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.FOURFOLD_REPETITION));
    }

    @Test
    void threeOccurrencesAreNotEnough() throws Exception {
        Position p = Variants.of("shogi").startPosition();
        play(p, KING_SHUFFLE);
        play(p, KING_SHUFFLE);
        assertThat(p.outcome()).isEqualTo(Outcome.ONGOING); // the start position for the third time
        play(p, "5i5h", "5a5b", "5h5i");
        assertThat(p.outcome()).isEqualTo(Outcome.ONGOING); // every position of the cycle three times
    }

    @Test
    void theSideThatCheckedOnEveryMoveLoses() throws Exception {
        Position p = position("shogi", "8k/R8/9/9/9/9/9/9/4K4 b - 1");
        for (int cycle = 0; cycle < 3; cycle++) {
            assertThat(p.outcome().isOver()).isFalse();
            play(p, ROOK_CHECKS);
        }
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.PERPETUAL_CHECK));
    }

    @Test
    void aRepetitionWithOneQuietMoveAmongTheChecksIsADraw() throws Exception {
        Position p = position("shogi", "8k/R8/9/9/9/9/9/9/4K4 b - 1");
        play(p, ROOK_CHECKS);
        play(p, "5i5h", "1a2a", "5h5i", "2a1a"); // Sente's king moves do not check
        play(p, ROOK_CHECKS);
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.FOURFOLD_REPETITION));
    }

    @Test
    void judgingARepetitionLeavesThePositionUnchanged() throws Exception {
        Position p = position("shogi", "8k/R8/9/9/9/9/9/9/4K4 b - 1");
        for (int cycle = 0; cycle < 3; cycle++) {
            play(p, ROOK_CHECKS);
        }
        String fen = p.toFen();
        long hash = p.hash();
        p.outcome();
        assertThat(p.toFen()).isEqualTo(fen);
        assertThat(p.hash()).isEqualTo(hash);
        assertThat(p.movesMade()).isEqualTo(12);
    }
}
