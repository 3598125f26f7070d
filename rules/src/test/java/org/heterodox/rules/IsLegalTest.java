package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#isLegal} of every game (each option too) answers exactly whether {@link
 * Position#generate} holds the move: for every legal move, for the moves of the positions seen
 * earlier in seeded random games (legal elsewhere, often not here) and for moves with random bits
 * flipped.
 */
class IsLegalTest {
    /** The noisy-generation test's tactical starts, and Kiwipete. */
    private static final String[] CHESS_STARTS = Stream.concat(Arrays.stream(NoisyGenerationTest.CHESS_STARTS),
            Stream.of("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")).toArray(String[]::new);

    static List<String> specs() {
        return NoisyGenerationTest.specs();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void isLegalAgreesWithGeneration(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(spec.hashCode() * 17L + 3);
        for (int game = 0; game < 12; game++) {
            playAndCompare(variant.startPosition(), random, 100);
        }
    }

    @Test
    void orthodoxDirectTestAgreesFromTacticalStarts() throws Exception {
        Variant chess = Variants.of("chess");
        assertThat(chess.startPosition().testsLegalityDirectly()).isTrue();
        Random random = new Random(99);
        for (int game = 0; game < 60; game++) {
            playAndCompare(chess.fromFen(CHESS_STARTS[game % CHESS_STARTS.length]), random, 100);
        }
    }

    private static void playAndCompare(Position position, Random random, int maxPlies) {
        MoveList all = new MoveList();
        List<Integer> seen = new ArrayList<>();
        for (int ply = 0; ply < maxPlies; ply++) {
            position.generate(all);
            String fen = position.toFen();
            // The generating default is checked more lightly: it costs a generation per call.
            boolean direct = position.testsLegalityDirectly();
            for (int i = 0; i < all.size(); i += direct ? 1 : 7) {
                assertThat(position.isLegal(all.get(i))).as("legal %08x in %s", all.get(i), fen).isTrue();
            }
            for (int k = 0; k < (direct ? 40 : 4) && !seen.isEmpty(); k++) {
                int move = seen.get(random.nextInt(seen.size()));
                if (k % 2 == 1) {
                    move ^= 1 << random.nextInt(32);
                }
                assertThat(position.isLegal(move)).as("%08x in %s", move, fen).isEqualTo(all.contains(move));
            }
            assertThat(position.isLegal(Move.NONE)).isFalse();
            if (all.isEmpty()) {
                break;
            }
            for (int i = 0; i < all.size(); i++) {
                if (seen.size() < 4000) {
                    seen.add(all.get(i));
                }
            }
            position.make(all.get(random.nextInt(all.size())));
        }
    }
}
