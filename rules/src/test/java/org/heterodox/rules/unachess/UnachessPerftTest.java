package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The first ply of Unachess from its empty board; the reference rows of Unachess, Unachess II and
 * Parachute Chess run in {@link org.heterodox.rules.PerftTest}.
 */
class UnachessPerftTest {

    @Test
    void emptyStartHas344DropsForWhite() throws Exception {
        // 64 squares for each of K Q R B N, and 24 for pawns (ranks 2-4).
        assertThat(Variants.of("unachess").startPosition().perft(1)).isEqualTo(344);
    }

    @Test
    void pawnRanks1to4AddsTheFirstRankForPawnDrops() throws Exception {
        assertThat(Variants.of("unachess:pawn-ranks-1-4").startPosition().perft(1)).isEqualTo(352);
    }
}
