package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.Perft;
import org.heterodox.rules.PerftRows;
import org.heterodox.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * U-Chess perft (both rule sets) through the generic {@link Perft} over {@code generate()}: the reference
 * rows themselves run in {@link org.heterodox.rules.PerftTest}, through U-Chess's own counting path.
 */
class UChessPerftTest {

    /** Small rows through the generic {@link Perft} too, so generate() is checked, not only the counting path. */
    static List<PerftRows> generic() {
        return PerftRows.load("variants.tsv", UChessPerftTest::isUChess, 0, 200_000);
    }

    private static boolean isUChess(String variant) {
        return variant.equals("uchess") || variant.equals("uchess:king-capture");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generic")
    void genericPerftOverGenerateMatchesReference(PerftRows row) throws Exception {
        assertThat(Perft.count(Variants.of(row.variant()).fromFen(row.fen()), row.depth())).isEqualTo(row.nodes());
    }
}
