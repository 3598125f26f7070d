package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Thousands of mutated FENs with holdings: the reader either returns a position that writes back
 * to a FEN it reads again identically and whose moves make and unmake cleanly, or throws
 * {@link FormatException}; never another exception.
 */
class UnachessFenFuzzTest {
    private static final String[] SEEDS = {
        "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
        "5r2/8/n7/8/8/8/8/4K2R[QRBBNNPPPPPPPPkqrbbnpppppppp] w K - 0 3",
        "6k1/8/7n/8/3Pp3/8/PP6/6K1[QRRBBNNPPPPPqrrbbnppppppp] b - d3 0 5",
        "3q3B/2p1R1N1/pp6/4R1p1/5PN1/4Qr2/8/1n3K2[BPPPPPPPkrbbpppp] b - - 1 10",
        "r1R1k3/p6p/R1b5/8/8/1N2r3/b3N2P/1P4q1[KQBBPPPPPPnnpppppp] w q - 0 9",
        "N3KN2/R1p3p1/R1Q1p3/P3p3/1pkP4/3b1rq1/8/4n3[PPPPPpp] b - - 0 22",
    };
    private static final String ALPHABET = "KQRBNPkqrbnp12345678/[]- wbacdefgh0123456789@*|x";
    private static final String[] SPECS = {"unachess", "unachess:pawn-ranks-1-4", "unachess:no-castling",
        "unachess2", "parachute:no-double-step"};

    @Test
    void mutatedFensAreReadOrRejectedCleanly() throws Exception {
        Random random = new Random(20260323L);
        int accepted = 0;
        for (int i = 0; i < 6000; i++) {
            String fen = mutate(SEEDS[random.nextInt(SEEDS.length)], random);
            Variant variant = Variants.of(SPECS[random.nextInt(SPECS.length)]);
            Position position;
            try {
                position = variant.fromFen(fen);
            } catch (FormatException expected) {
                assertThat(expected.getMessage()).isNotBlank();
                continue;
            }
            accepted++;
            checkConsistent(variant, position);
        }
        // The mutations must leave a good share readable, or the test proves little about valid input.
        assertThat(accepted).isGreaterThan(150);
    }

    @Test
    void randomHoldingsAreReadOrRejectedCleanly() throws Exception {
        Random random = new Random(7L);
        Variant variant = Variants.of("unachess");
        for (int i = 0; i < 3000; i++) {
            StringBuilder holdings = new StringBuilder();
            int n = random.nextInt(40);
            for (int j = 0; j < n; j++) {
                holdings.append("KQRBNPkqrbnpX-1".charAt(random.nextInt(15)));
            }
            String fen = "8/8/8/8/8/8/8/8[" + holdings + "] " + (random.nextBoolean() ? "w" : "b") + " - - 0 1";
            try {
                checkConsistent(variant, variant.fromFen(fen));
            } catch (FormatException expected) {
                assertThat(expected.getMessage()).isNotBlank();
            }
        }
    }

    private static void checkConsistent(Variant variant, Position position) throws FormatException {
        String fen = position.toFen();
        assertThat(variant.fromFen(fen).toFen()).isEqualTo(fen);
        long hash = position.hash();
        MoveList moves = new MoveList();
        position.generate(moves);
        for (int m = 0; m < moves.size(); m++) {
            position.make(moves.get(m));
            position.unmake();
        }
        assertThat(position.hash()).isEqualTo(hash);
        assertThat(position.toFen()).isEqualTo(fen);
    }

    private static String mutate(String seed, Random random) {
        StringBuilder sb = new StringBuilder(seed);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(4)) {
                case 0 -> sb.setCharAt(at, c);
                case 1 -> sb.insert(at, c);
                case 2 -> sb.deleteCharAt(at);
                default -> {
                    // Move a piece letter into or out of the holdings.
                    int bracket = sb.indexOf("[");
                    if (bracket > 0 && Character.isLetter(sb.charAt(at)) && at < bracket) {
                        char piece = sb.charAt(at);
                        sb.setCharAt(at, '1');
                        sb.insert(sb.indexOf("[") + 1, piece);
                    } else {
                        sb.setCharAt(at, c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
