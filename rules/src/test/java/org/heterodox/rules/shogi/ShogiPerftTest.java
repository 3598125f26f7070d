package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.PerftRows;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Shogi perft against the reference counts (pawn-drop mate is never a legal move, also at the last
 * ply) and Unashogi's first ply.
 */
class ShogiPerftTest {
    static final long FAST_LIMIT = 1_000_000;
    static final long SLOW_LIMIT = 60_000_000;

    static List<PerftRows> fast() {
        return PerftRows.load("shogi.tsv", "shogi"::equals, 0, FAST_LIMIT);
    }

    static List<PerftRows> slow() {
        return PerftRows.load("shogi.tsv", "shogi"::equals, FAST_LIMIT + 1, SLOW_LIMIT);
    }

    @ParameterizedTest(name = "depth {0} = {1}")
    @CsvSource({"1, 30", "2, 900", "3, 25470", "4, 719731"})
    void startPositionPerft(int depth, long nodes) throws Exception {
        assertThat(Variants.of("shogi").startPosition().perft(depth)).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fast")
    void perftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slow")
    void deepPerftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
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
