package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.PerftRows;
import org.heterodox.rules.Perft;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** U-Chess perft (both rule sets) against every uchess row of perft/variants.tsv (docs/rules.md#perft). */
class UChessPerftTest {
    static final long FAST_LIMIT = 2_000_000;
    static final long SLOW_LIMIT = 250_000_000;

    static List<PerftRows> fast() {
        return PerftRows.load("variants.tsv", UChessPerftTest::isUChess, 0, FAST_LIMIT);
    }

    static List<PerftRows> slow() {
        return PerftRows.load("variants.tsv", UChessPerftTest::isUChess, FAST_LIMIT + 1, SLOW_LIMIT);
    }

    /** Small rows through the generic {@link Perft} too, so generate() is checked, not only the counting path. */
    static List<PerftRows> generic() {
        return PerftRows.load("variants.tsv", UChessPerftTest::isUChess, 0, 200_000);
    }

    private static boolean isUChess(String variant) {
        return variant.equals("uchess") || variant.equals("uchess:king-capture");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fast")
    void perftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generic")
    void genericPerftOverGenerateMatchesReference(PerftRows row) throws Exception {
        assertThat(Perft.count(Variants.of(row.variant()).fromFen(row.fen()), row.depth())).isEqualTo(row.nodes());
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slow")
    void deepPerftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
    }
}
