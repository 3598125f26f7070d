package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#generateNoisy} of every game (each option too) equals, as a set, the captures and
 * promotions of {@link Position#generate}, over the positions of seeded random games that favour
 * captures (so that checks, pins, promotions and en passant come up often).
 */
class NoisyGenerationTest {
    /** Chess-family starts rich in promotions, pins, en passant and checks. */
    static final String[] CHESS_STARTS = {
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    };

    static List<String> specs() {
        return AllGamesRecordTest.specs();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void noisyMovesEqualTheCapturesAndPromotionsOfAllMoves(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(spec.hashCode() * 31L + 7);
        int compared = 0;
        for (int game = 0; game < 30; game++) {
            compared += playAndCompare(variant.startPosition(), random, 150);
        }
        assertThat(compared).as("positions with noisy moves compared").isGreaterThan(40);
    }

    @Test
    void orthodoxNoisyGenerationMatchesFromTacticalStarts() throws Exception {
        Variant chess = Variants.of("chess");
        Random random = new Random(88);
        int compared = 0;
        for (int game = 0; game < 60; game++) {
            compared += playAndCompare(chess.fromFen(CHESS_STARTS[game % CHESS_STARTS.length]), random, 120);
        }
        assertThat(compared).isGreaterThan(500);
    }

    /** Plays one random game, comparing both lists at every ply; returns the plies with noisy moves. */
    private static int playAndCompare(Position position, Random random, int maxPlies) {
        MoveList all = new MoveList();
        MoveList noisy = new MoveList();
        int withNoisy = 0;
        for (int ply = 0; ply < maxPlies; ply++) {
            position.generate(all);
            position.generateNoisy(noisy);
            Set<Integer> expected = new HashSet<>();
            for (int i = 0; i < all.size(); i++) {
                if (Move.isCapture(all.get(i)) || Move.promotion(all.get(i)) != 0) {
                    expected.add(all.get(i));
                }
            }
            Set<Integer> actual = new HashSet<>();
            for (int i = 0; i < noisy.size(); i++) {
                actual.add(noisy.get(i));
            }
            assertThat(noisy.size()).as("no duplicates in %s", position.toFen()).isEqualTo(actual.size());
            assertThat(actual).as("noisy moves of %s", position.toFen()).isEqualTo(expected);
            if (all.isEmpty()) {
                break;
            }
            if (!expected.isEmpty()) {
                withNoisy++;
            }
            // Captures half of the time when there are any: tactical positions, promotions, checks.
            int move = !noisy.isEmpty() && random.nextBoolean()
                    ? noisy.get(random.nextInt(noisy.size()))
                    : all.get(random.nextInt(all.size()));
            position.make(move);
        }
        return withNoisy;
    }
}
