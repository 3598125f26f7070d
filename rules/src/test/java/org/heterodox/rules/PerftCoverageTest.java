package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The deep perft group is left to its own profile, so the default build must still check every game and
 * option of the reference tables: each keeps at least one row at or below {@link PerftRows#DEEP_LIMIT}.
 */
class PerftCoverageTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"chess.tsv", "variants.tsv", "shogi.tsv"})
    void everyGameAndOptionKeepsARowOutsideTheDeepGroup(String file) {
        List<PerftRows> all = PerftRows.load(file, variant -> true, 0, Long.MAX_VALUE);
        Set<String> everyVariant = all.stream().map(PerftRows::variant).collect(Collectors.toCollection(TreeSet::new));
        Set<String> checkedByDefault = all.stream().filter(row -> row.nodes() <= PerftRows.DEEP_LIMIT)
                .map(PerftRows::variant).collect(Collectors.toCollection(TreeSet::new));
        assertThat(checkedByDefault).as("games and options with a row outside the deep group in " + file)
                .isEqualTo(everyVariant);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"chess.tsv", "shogi.tsv"})
    void everyNamedPositionKeepsARowOutsideTheDeepGroup(String file) {
        List<PerftRows> all = PerftRows.load(file, variant -> true, 0, Long.MAX_VALUE);
        Set<String> everyPosition = all.stream().map(PerftRows::name).collect(Collectors.toCollection(TreeSet::new));
        Set<String> checkedByDefault = all.stream().filter(row -> row.nodes() <= PerftRows.DEEP_LIMIT)
                .map(PerftRows::name).collect(Collectors.toCollection(TreeSet::new));
        assertThat(checkedByDefault).as("positions with a row outside the deep group in " + file).isEqualTo(everyPosition);
    }
}
