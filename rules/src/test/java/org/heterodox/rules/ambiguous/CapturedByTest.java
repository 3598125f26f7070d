package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.ambiguous.Fixtures.position;
import static org.heterodox.rules.ambiguous.Fixtures.sq;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.chess.Piece;
import org.junit.jupiter.api.Test;

/** What a decision takes: an announcement takes the enemy piece on its square, whichever candidate is chosen. */
class CapturedByTest {
    @Test
    void anAnnouncementTakesTheEnemyPieceOnItsSquare() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/4p3/3q4/2P5/2N5/8/4K3 w - - 0 1");
        assertThat(p.capturedBy(Move.announce(sq("d5")))).isEqualTo(Piece.QUEEN);
        assertThat(p.capturedBy(Move.announce(sq("b5")))).as("an empty square").isZero();
    }

    @Test
    void aChoiceTakesWhatItsMoveTakes() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/4p3/3q4/2P5/2N5/8/4K3 w - - 0 1");
        p.make(Move.announce(sq("d5")));
        MoveList choices = new MoveList();
        p.generate(choices);
        assertThat(choices.size()).as("the knight and the pawn").isEqualTo(2);
        for (int i = 0; i < choices.size(); i++) {
            assertThat(p.capturedBy(choices.get(i))).isEqualTo(Move.captured(choices.get(i))).isEqualTo(Piece.QUEEN);
        }
    }
}
