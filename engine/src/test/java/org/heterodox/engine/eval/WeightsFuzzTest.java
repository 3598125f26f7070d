package org.heterodox.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * The weights reader on thousands of mutated tables (seeded): a table or a {@link FormatException},
 * never another exception; a table read always writes back to the same values.
 */
class WeightsFuzzTest {
    private static final String ALPHABET = "0123456789-+ \t\n#abcxyz._[]\r\u00e9\u0000";

    @Test
    void mutatedTablesReadOrFailWithAFormatException() throws FormatException {
        String shipped = Weights.builtIn("alice").format(List.of("fuzz"));
        Random random = new Random(21);
        int read = 0;
        for (int round = 0; round < 3000; round++) {
            StringBuilder text = new StringBuilder(random.nextInt(4) == 0 ? shipped.substring(0, random.nextInt(shipped.length())) : shipped);
            int edits = 1 + random.nextInt(6);
            for (int e = 0; e < edits && text.length() > 0; e++) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(4)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    case 2 -> text.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    default -> text.insert(at, text.substring(at, Math.min(text.length(), at + random.nextInt(80))));
                }
            }
            Weights weights;
            try {
                weights = Weights.parse(text.toString());
            } catch (FormatException expected) {
                assertThat(expected.getMessage()).startsWith("weights");
                continue;
            }
            read++;
            assertThat(Weights.parse(weights.format(List.of())).flatten()).containsExactly(weights.flatten());
        }
        assertThat(read).as("some mutations stay valid tables").isPositive();
    }
}
