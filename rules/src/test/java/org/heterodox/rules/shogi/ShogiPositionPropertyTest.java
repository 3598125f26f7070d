package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.Set;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random games: the fast generator agrees with the slow reference reading of the rules, the
 * incremental hash equals a fresh one, the SFEN round-trips, and unmake restores everything.
 */
class ShogiPositionPropertyTest {

    @ParameterizedTest
    @ValueSource(strings = {"shogi", "unashogi", "unashogi:promote-own-king", "unashogi:promote-enemy-king",
        "unashogi:promote-both-kings"})
    void randomGamesKeepTheGeneratorHashAndSfenConsistent(String spec) throws Exception {
        Random random = new Random(spec.hashCode());
        MoveList moves = new MoveList();
        for (int game = 0; game < 12; game++) {
            ShogiPosition p = (ShogiPosition) Variants.of(spec).startPosition();
            String startSfen = p.toFen();
            for (int ply = 0; ply < 160; ply++) {
                p.generate(moves);
                Set<String> fast = ShogiTestSupport.legalMoves(p);
                assertThat(fast).as("moves of %s", p.toFen()).hasSize(moves.size()).isEqualTo(ReferenceMoves.legal(p));
                if (moves.isEmpty()) {
                    break;
                }
                assertThat(p.hash()).isEqualTo(p.computeHash());
                Position reread = Variants.of(spec).fromFen(p.toFen());
                assertThat(reread.hash()).isEqualTo(p.hash());
                assertThat(reread.toFen()).isEqualTo(p.toFen());
                // Prefer captures and drops now and then so that hands fill and checks happen.
                p.make(moves.get(random.nextInt(moves.size())));
            }
            while (p.movesMade() > 0) {
                p.unmake();
            }
            assertThat(p.toFen()).isEqualTo(startSfen);
            assertThat(p.hash()).isEqualTo(p.computeHash());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"unashogi", "unashogi:promote-own-king"})
    void unashogiSecondPlyCountAgreesWithTheReference(String spec) throws Exception {
        ShogiPosition p = (ShogiPosition) Variants.of(spec).startPosition();
        MoveList first = new MoveList();
        p.generate(first);
        long reference = 0;
        for (int i = 0; i < first.size(); i++) {
            p.make(first.get(i));
            reference += ReferenceMoves.legal(p).size();
            p.unmake();
        }
        assertThat(p.perft(2)).isEqualTo(reference).isEqualTo(369392);
    }
}
