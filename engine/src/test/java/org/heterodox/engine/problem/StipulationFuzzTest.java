package org.heterodox.engine.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Stipulations as users type them: every string either reads as a stipulation that writes back the
 * same way, or is refused with an IllegalArgumentException naming the problem, never another
 * exception. Seeded random mutations of valid stipulations, thousands of them.
 */
class StipulationFuzzTest {
    private static final List<String> VALID = List.of("#1", "#3", "#12", "s#2", "s#4", "h#3", "h#5", "h#2.5", "tsume",
            "tsume 1", "tsume 7", "tsume 15", "tsume 255", "TSUME 9");
    private static final String ALPHABET = "#sht.5 0123456789umeSH\t-+x";

    @Test
    void everyKindReadsAndWritesBack() {
        assertThat(Stipulation.parse("#3")).isEqualTo(new Stipulation(Stipulation.Kind.DIRECT, 3, false));
        assertThat(Stipulation.parse("tsume")).isEqualTo(new Stipulation(Stipulation.Kind.TSUME, 0, false));
        assertThat(Stipulation.parse(" tsume  11 ")).isEqualTo(new Stipulation(Stipulation.Kind.TSUME, 11, false));
        assertThat(Stipulation.parse("tsume 11").plies()).isEqualTo(11);
        assertThat(Stipulation.parse("tsume").plies()).isEqualTo(Stipulation.MAX_TSUME_PLIES);
        for (String text : VALID) {
            Stipulation read = Stipulation.parse(text);
            assertThat(Stipulation.parse(read.toString())).as(text).isEqualTo(read);
        }
        assertThatThrownBy(() -> Stipulation.parse("tsume 8")).hasMessageContaining("odd");
        assertThatThrownBy(() -> Stipulation.parse("tsume 257")).hasMessageContaining("from 1 to 255");
        assertThatThrownBy(() -> Stipulation.parse("tsume7")).hasMessageContaining("tsume N");
        assertThatThrownBy(() -> Stipulation.parse(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void mutatedStipulationsAreReadOrRefusedCleanly() {
        Random random = new Random(20261127);
        int read = 0;
        int refused = 0;
        for (int i = 0; i < 20_000; i++) {
            String text = mutate(VALID.get(random.nextInt(VALID.size())), random);
            try {
                Stipulation stipulation = Stipulation.parse(text);
                assertThat(Stipulation.parse(stipulation.toString())).as(text).isEqualTo(stipulation);
                assertThat(stipulation.plies()).as(text).isBetween(1, Stipulation.MAX_TSUME_PLIES);
                read++;
            } catch (IllegalArgumentException e) {
                assertThat(e.getMessage()).as(text).isNotBlank();
                refused++;
            }
        }
        assertThat(read).isGreaterThan(100);
        assertThat(refused).isGreaterThan(100);
    }

    private static String mutate(String text, Random random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length() + 1);
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, c);
                    }
                }
            }
        }
        return random.nextInt(50) == 0 ? sb.toString().repeat(200) : sb.toString();
    }
}
