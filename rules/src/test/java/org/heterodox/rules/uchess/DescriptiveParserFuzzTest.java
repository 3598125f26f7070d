package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** Thousands of random and mutated writings: the parsers return a legal move or a FormatException, nothing else. */
class DescriptiveParserFuzzTest {
    private static final String ALPHABET = "PNBRQKTCADpnbrqktcad12345678x-=()/O0o +#!?.e:Z9";
    private static final String[] SEEDS = {"P-K4", "N-B3", "NxB", "O-O", "O-O-O", "P=Q", "P4R", "C3A", "CxA",
        "0-0", "P=D", "KN-KB3", "QxKBP", "R(QR1)-Q1", "PxP e.p.", "C3AR", "TD1D", "PxR=Q", "P(Q5)xP(K5)"};

    @Test
    void parsersReturnALegalMoveOrAFormatExceptionForRandomText() throws Exception {
        Random random = new Random(2026);
        List<Position> positions = positions(random);
        int accepted = 0;
        for (int i = 0; i < 6000; i++) {
            String text = random.nextInt(3) == 0 ? randomText(random) : mutate(random, SEEDS[random.nextInt(SEEDS.length)]);
            Position p = positions.get(random.nextInt(positions.size()));
            for (DescriptiveNotation n : new DescriptiveNotation[] {DescriptiveNotation.ENGLISH, DescriptiveNotation.LATIN}) {
                String before = p.toFen();
                try {
                    int move = n.parse(p, text);
                    MoveList legal = new MoveList();
                    p.generate(legal);
                    assertThat(legal.contains(move)).as(text + " in " + before).isTrue();
                    accepted++;
                } catch (FormatException e) {
                    assertThat(e.getMessage()).isNotBlank();
                }
                assertThat(p.toFen()).isEqualTo(before);
            }
        }
        assertThat(accepted).isPositive();
    }

    private static List<Position> positions(Random random) throws FormatException {
        List<Position> out = new ArrayList<>();
        for (String spec : new String[] {"uchess", "uchess:king-capture", "chess"}) {
            for (int game = 0; game < 6; game++) {
                Position p = Variants.of(spec).startPosition();
                int plies = random.nextInt(60);
                for (int ply = 0; ply < plies; ply++) {
                    MoveList legal = new MoveList();
                    p.generate(legal);
                    if (legal.isEmpty()) {
                        break;
                    }
                    p.make(legal.get(random.nextInt(legal.size())));
                }
                out.add(p.copy());
            }
        }
        return out;
    }

    private static String randomText(Random random) {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(12);
        for (int i = 0; i < n; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    private static String mutate(Random random, String seed) {
        StringBuilder sb = new StringBuilder(seed);
        int edits = 1 + random.nextInt(3);
        for (int i = 0; i < edits; i++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (sb.length() > 0) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(at, c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
