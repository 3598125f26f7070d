package org.heterodox.engine.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.Epd;
import org.heterodox.rules.format.EpdRecord;
import org.heterodox.rules.format.MoveReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The seed games' test suites in tools/suites (made by {@code heterodox puzzles suite}): each has at
 * least 50 positions, each read by its game's rules with one legal best move, named uniquely, and
 * every mate it claims ({@code dm N}) is proven again by the problem solver as the one key.
 */
class SeedSuitesTest {
    private static final Path SUITES = Path.of("..", "tools", "suites");
    private static final long PROOF_NODES = 5_000_000;

    static Stream<String> seedGames() {
        return Stream.of("uchess", "uchess:king-capture", "unachess", "unachess2", "parachute", "unashogi",
                "ambiguous", "ambiguous:checkmate", "alice");
    }

    @ParameterizedTest
    @MethodSource("seedGames")
    void everySeedGameHasASuiteTheRulesConfirm(String spec) throws Exception {
        Path file = SUITES.resolve(spec.replace(':', '-') + ".epd");
        assertThat(file).isRegularFile();
        Variant variant = Variants.of(spec);
        List<EpdRecord> records = Epd.readAll(variant, Files.readString(file));
        assertThat(records).as(file.toString()).hasSizeGreaterThanOrEqualTo(50);
        Set<String> ids = new HashSet<>();
        for (EpdRecord record : records) {
            assertThat(ids.add(record.id())).as("id %s unique", record.id()).isTrue();
            assertThat(record.id()).startsWith(spec + ".");
            assertThat(record.bestMoves()).as(record.id()).hasSize(1);
            int move = MoveReader.readDecision(record.position(), record.bestMoves().get(0));
            List<String> dm = record.operations().getOrDefault("dm", List.of());
            Set<String> tags = dm.isEmpty() ? Set.of() : Set.of("mateIn" + dm.get(0));
            assertThat(SuiteCheck.refusal(record.position(), move, tags, PROOF_NODES)).as(record.id()).isEmpty();
        }
    }
}
