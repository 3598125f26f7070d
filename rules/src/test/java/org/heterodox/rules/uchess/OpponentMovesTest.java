package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link UChessPosition#countOpponentLegal} (an evaluation's mobility term) counts the moves the
 * opponent would have were it to move, and leaves the position exactly as it was.
 */
class OpponentMovesTest {

    @ParameterizedTest
    @ValueSource(strings = {"uchess", "uchess:king-capture"})
    void countsTheOpponentsMovesWithoutChangingThePosition(String spec) throws FormatException {
        UChessVariant variant = (UChessVariant) Variants.of(spec);
        Random random = new Random(spec.hashCode());
        MoveList moves = new MoveList();
        int compared = 0;
        for (int game = 0; game < 20; game++) {
            UChessPosition position = (UChessPosition) variant.startPosition();
            for (int ply = 0; ply < 100; ply++) {
                String fen = position.toFen();
                long hash = position.hash();
                int made = position.movesMade();
                int count = position.countOpponentLegal();
                assertThat(position.toFen()).isEqualTo(fen);
                assertThat(position.hash()).isEqualTo(hash);
                assertThat(position.movesMade()).isEqualTo(made);

                // The same position with the other side to move (and so no en passant), set up afresh.
                Setup flipped = position.toSetup().toBuilder()
                        .sideToMove(position.sideToMove() ^ 1).epSquare(-1).build();
                UChessPosition other;
                try {
                    other = (UChessPosition) variant.fromSetup(flipped);
                } catch (FormatException e) {
                    other = null; // the side to move is in check: the flipped set-up is not a legal position
                }
                if (other != null) {
                    assertThat(count).as("in %s", fen).isEqualTo(other.countLegal());
                    compared++;
                }
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(compared).isGreaterThan(500);
    }
}
