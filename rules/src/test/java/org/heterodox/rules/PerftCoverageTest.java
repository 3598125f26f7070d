package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link PerftTest} runs every table, and the deep perft group is left to its own profile, so the default
 * build must still check every game and option of the reference tables: each keeps at least one row
 * outside the {@linkplain PerftRows.Group#DEEP deep group}.
 */
class PerftCoverageTest {

    static List<String> files() {
        return PerftRows.FILES;
    }

    @Test
    void everyTableOfTheResourcesIsRun() throws IOException, URISyntaxException {
        Path dir = Path.of(PerftRows.class.getResource("/perft").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString()).toList())
                    .containsExactlyInAnyOrderElementsOf(PerftRows.FILES);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void everyGameAndOptionKeepsARowOutsideTheDeepGroup(String file) {
        List<PerftRows> all = PerftRows.load(file, variant -> true, 0, Long.MAX_VALUE);
        Set<String> everyVariant = all.stream().map(PerftRows::variant).collect(Collectors.toCollection(TreeSet::new));
        Set<String> checkedByDefault = all.stream().filter(row -> row.group() != PerftRows.Group.DEEP)
                .map(PerftRows::variant).collect(Collectors.toCollection(TreeSet::new));
        assertThat(checkedByDefault).as("games and options with a row outside the deep group in " + file)
                .isEqualTo(everyVariant);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"chess.tsv", "shogi.tsv"})
    void everyNamedPositionKeepsARowOutsideTheDeepGroup(String file) {
        List<PerftRows> all = PerftRows.load(file, variant -> true, 0, Long.MAX_VALUE);
        Set<String> everyPosition = all.stream().map(PerftRows::name).collect(Collectors.toCollection(TreeSet::new));
        Set<String> checkedByDefault = all.stream().filter(row -> row.group() != PerftRows.Group.DEEP)
                .map(PerftRows::name).collect(Collectors.toCollection(TreeSet::new));
        assertThat(checkedByDefault).as("positions with a row outside the deep group in " + file).isEqualTo(everyPosition);
    }

    @Test
    void theGroupsFollowTheNodeCountsAndEachIsUsed() {
        assertThat(new PerftRows("chess", "", 1, 2_000_000, "").group()).isEqualTo(PerftRows.Group.FAST);
        assertThat(new PerftRows("chess", "", 1, 2_000_001, "").group()).isEqualTo(PerftRows.Group.SLOW);
        assertThat(new PerftRows("chess", "", 1, PerftRows.DEEP_LIMIT + 1, "").group()).isEqualTo(PerftRows.Group.DEEP);
        assertThat(new PerftRows("ambiguous:checkmate", "", 1, 653_693, "").group()).isEqualTo(PerftRows.Group.SLOW);
        assertThat(new PerftRows("shogi", "", 4, 516_925_165, "").group()).isEqualTo(PerftRows.Group.DEEP);
        for (PerftRows.Group group : PerftRows.Group.values()) {
            assertThat(PerftRows.group(group)).as("rows in the %s group", group).isNotEmpty();
        }
    }
}
