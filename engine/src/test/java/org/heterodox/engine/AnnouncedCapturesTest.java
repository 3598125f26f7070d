package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Ambiguous Chess: announcing a square that holds an enemy piece takes it whichever candidate is
 * chosen, so the search treats the announcement as a capture (`Position.capturedBy`): quiescence
 * searches it, move ordering puts it with the captures, and late-move reductions spare it.
 */
class AnnouncedCapturesTest {
    @Test
    void quiescenceSeesTheRecaptureAnnounced() {
        // Qxe5 wins a pawn and loses the queen to ...d6xe5, announced as "e5". At depth 1 only quiescence
        // can see the recapture; before announcements counted as captures it stood pat and took the pawn.
        Position position = Positions.of("ambiguous", "4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1");
        SearchResult result = new Engine(8).analyse(position, Limits.ofDepth(1), SearchListener.NONE);
        assertThat(Positions.text(position, result.bestMove())).isNotEqualTo("e5");
        assertThat(result.score()).as("a queen for a pawn is not what depth 1 expects").isLessThan(800);
    }

    @Test
    void theAnnouncedCaptureOfTheQueenIsFoundAtOnce() {
        // The hanging queen on d5 is taken by announcing d5 (the knight and the pawn both reach it).
        Position position = Positions.of("ambiguous", "4k3/8/4p3/3q4/2P5/2N5/8/4K3 w - - 0 1");
        SearchResult result = new Engine(8).analyse(position, Limits.ofDepth(2), SearchListener.NONE);
        assertThat(Positions.text(position, result.bestMove())).isEqualTo("d5");
    }
}
