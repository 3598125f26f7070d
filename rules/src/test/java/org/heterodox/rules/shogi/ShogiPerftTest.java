package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Shogi perft from the start and Unashogi's first ply; the reference rows of shogi.tsv (pawn-drop mate is
 * never a legal move, also at the last ply) run in {@link org.heterodox.rules.PerftTest}.
 */
class ShogiPerftTest {

    @ParameterizedTest(name = "depth {0} = {1}")
    @CsvSource({"1, 30", "2, 900", "3, 25470", "4, 719731"})
    void startPositionPerft(int depth, long nodes) throws Exception {
        assertThat(Variants.of("shogi").startPosition().perft(depth)).isEqualTo(nodes);
    }

    @Test
    void unashogiFirstPlyFromTheEmptyBoardHas612Drops() throws Exception {
        Position start = Variants.of("unashogi").startPosition();
        assertThat(start.perft(1)).isEqualTo(612);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"unashogi:promote-own-king", "unashogi:promote-enemy-king", "unashogi:promote-both-kings"})
    void promotionOptionsChangeNothingBeforeAPieceCanMoveIntoTheZone(String spec) throws Exception {
        long plain = Variants.of("unashogi").startPosition().perft(2);
        assertThat(Variants.of(spec).startPosition().perft(2)).isEqualTo(plain);
    }
}
