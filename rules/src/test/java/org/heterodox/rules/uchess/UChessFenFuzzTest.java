package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Mutated FENs under both rule sets: reading gives a position that generates, reports its
 * outcome and writes back the same FEN, or a FormatException; never another exception.
 */
class UChessFenFuzzTest {
    private static final String ALPHABET = "KQRBNPkqrbnp12345678/ wb-";
    private static final String[] SEEDS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "7k/6P1/8/8/8/8/8/4K3 w - - 0 1",
        "7P/8/8/8/8/8/8/4K3 b - - 0 1",
        "r6k/1P6/8/3r4/4P3/8/8/6K1 w - - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
    };

    @Test
    void mutatedFensAreReadOrRefusedWithAFormatException() throws Exception {
        Random random = new Random(99);
        Variant[] variants = {Variants.of("uchess"), Variants.of("uchess:king-capture")};
        int read = 0;
        for (int i = 0; i < 4000; i++) {
            String fen = mutate(random, SEEDS[random.nextInt(SEEDS.length)]);
            for (Variant v : variants) {
                try {
                    Position p = v.fromFen(fen);
                    MoveList moves = new MoveList();
                    p.generate(moves);
                    p.outcome();
                    assertThat(v.fromFen(p.toFen()).toFen()).isEqualTo(p.toFen());
                    read++;
                } catch (FormatException e) {
                    assertThat(e.getMessage()).isNotBlank();
                }
            }
        }
        assertThat(read).isPositive();
    }

    private static String mutate(Random random, String seed) {
        StringBuilder sb = new StringBuilder(seed);
        int edits = 1 + random.nextInt(2);
        for (int i = 0; i < edits; i++) {
            int at = random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, c);
                case 1 -> sb.deleteCharAt(at);
                default -> sb.setCharAt(at, c);
            }
            if (sb.length() == 0) {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
