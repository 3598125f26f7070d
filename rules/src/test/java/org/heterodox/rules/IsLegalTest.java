package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
    private static final String[] CHESS_STARTS = {
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    };

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
