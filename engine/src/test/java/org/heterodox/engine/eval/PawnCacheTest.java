package org.heterodox.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The chess evaluation's pawn cache never changes a score: an evaluator that has seen thousands of
 * positions (so that many slots were overwritten by other pawn structures) scores each position of
 * seeded random games, on a miss and on a hit, like a fresh evaluator.
 */
class PawnCacheTest {
    @Test
    void cachedPawnTermsEqualFreshOnes() throws Exception {
        ChessEvaluator warm = new ChessEvaluator();
        Random random = new Random(31);
        MoveList moves = new MoveList();
        int compared = 0;
        for (int game = 0; game < 40; game++) {
            Position position = Variants.of("chess").startPosition();
            for (int ply = 0; ply < 120; ply++) {
                assertThat(warm.evaluate(position)).as(position.toFen()).isEqualTo(new ChessEvaluator().evaluate(position));
                // Again: the second call is a cache hit for sure.
                assertThat(warm.evaluate(position)).as(position.toFen()).isEqualTo(new ChessEvaluator().evaluate(position));
                compared++;
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }
}
