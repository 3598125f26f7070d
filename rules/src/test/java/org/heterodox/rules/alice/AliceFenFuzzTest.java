package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Thousands of mutated Alice FENs (both placement forms): the reader returns a coherent position that
 * reads back from its own FEN, or throws {@link FormatException}; never anything else.
 */
class AliceFenFuzzTest {
    private static final String[] SEEDS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/8/4|p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2",
        "|R1b1kbnr/1p6/|n4|p2/|p3|p1p|p/|P2p|P2|P/1|p|P|P1|P1|N/1|B|q2|KP1/1N|Q2B2 w k - 2 16",
        "2b1kbnr/1p6/8/6p1/3p4/8/6P1/1N3B2|R7/8/n4p2/p3p2p/P3P2P/1pPP1P1N/1Bq2K2/2Q5 w k - 2 16",
        "2rqk2r/4p3/8/P2pP3/p5p1/7b/1B4pP/3R1B2|8/6b1/2p4n/7p/1R1Q4/5P2/3N4/6K1 b k - 1 24",
        "r3k2r/8/8/8/8/8/8/R3K|r1R w KQkq - 0 1",
    };
    private static final String ALPHABET = "|/12345678pnbrqkPNBRQK wb-KQkq0e3[] x9";

    @Test
    void mutatedFensAreReadOrRejectedCleanly() {
        Random random = new Random(20261123L);
        int accepted = 0;
        for (int i = 0; i < 20_000; i++) {
            String fen = mutate(SEEDS[random.nextInt(SEEDS.length)], random);
            AlicePosition p;
            try {
                p = AliceTesting.position(fen);
            } catch (FormatException e) {
                assertThat(e.getMessage()).as(fen).isNotBlank();
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("reader threw " + e + " for " + fen, e);
            }
            accepted++;
            assertThat(p.consistencyProblem()).as(fen).isNull();
            try {
                assertThat(AliceTesting.position(p.toFen()).toFen()).as(fen).isEqualTo(p.toFen());
                assertThat(AliceTesting.position(AliceFen.writeTwoBoards(p)).toFen()).as(fen).isEqualTo(p.toFen());
            } catch (FormatException e) {
                throw new AssertionError("own FEN of " + fen + " rejected: " + e.getMessage(), e);
            }
        }
        // The mutations are small enough that some inputs stay valid, so both paths are exercised.
        assertThat(accepted).isGreaterThan(100);
    }

    private static String mutate(String fen, Random random) {
        StringBuilder sb = new StringBuilder(fen);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = random.nextInt(sb.length() + 1);
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(4)) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, c);
                    }
                }
                default -> {
                    // Swap two characters: keeps the length, moves '|' marks and pieces around.
                    int other = random.nextInt(sb.length());
                    if (at < sb.length()) {
                        char t = sb.charAt(at);
                        sb.setCharAt(at, sb.charAt(other));
                        sb.setCharAt(other, t);
                    }
                }
            }
        }
        return sb.toString();
    }
}
