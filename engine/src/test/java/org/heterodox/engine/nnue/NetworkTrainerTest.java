package org.heterodox.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.engine.tune.TuningPosition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;
import org.junit.jupiter.api.Test;

/** Training learns what the targets say: here, a material count. */
class NetworkTrainerTest {
    private static final int[] VALUE = {0, 100, 300, 300, 500, 900, 0};

    @Test
    void learnsMaterialFromScoredPositions() throws Exception {
        List<TuningPosition> positions = positions(4000, 11);
        TrainingSamples samples = TrainingSamples.of(positions, 0);
        List<double[]> log = new ArrayList<>();
        NetworkTrainer.Result result = new NetworkTrainer(samples, new NetworkTrainer.Settings(16, 30, 256, 0.01, 3, 2))
                .train((epoch, epochs, training, heldOut) -> log.add(new double[] {training, heldOut}));
        assertThat(log).hasSize(30);
        assertThat(result.heldOut()).hasSize(200);
        assertThat(result.trainingPositions()).isEqualTo(3800);
        assertThat(result.validationAfter()).isLessThan(result.validationBefore() / 4);
        // The network now prefers the side with the extra queen, from either side's view.
        NnueEvaluator evaluator = new NnueEvaluator(result.network());
        Variant chess = Variants.of("chess");
        assertThat(evaluator.evaluate(chess.fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")))
                .isGreaterThan(200);
        assertThat(evaluator.evaluate(chess.fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")))
                .isLessThan(-200);
    }

    @Test
    void targetsMixResultAndSearchScoreFromTheSideToMovesView() throws Exception {
        Variant chess = Variants.of("chess");
        List<TuningPosition> positions = List.of(
                new TuningPosition(chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 1.0, 0),
                new TuningPosition(chess, "4k3/8/8/8/8/8/8/4K3 b - - 0 1", 1.0, 400),
                new TuningPosition(chess, "4k3/8/8/8/8/8/8/4K3 b - - 0 1", 0.0));
        TrainingSamples samples = TrainingSamples.of(positions, 0.5);
        assertThat(samples.target(0)).isEqualTo(0.75f);
        assertThat((double) samples.target(1)).isCloseTo(0.5 * TrainingSamples.sigmoid(-1),
                org.assertj.core.data.Offset.offset(1e-6));
        assertThat(samples.target(2)).as("no score: the result alone").isEqualTo(1.0f);
    }

    /** Positions of random play, each scored by its material count for White. */
    private static List<TuningPosition> positions(int count, long seed) throws Exception {
        Variant chess = Variants.of("chess");
        Random random = new Random(seed);
        List<TuningPosition> out = new ArrayList<>();
        while (out.size() < count) {
            Position position = chess.startPosition();
            for (int ply = 0; ply < 80 && out.size() < count; ply++) {
                MoveList moves = new MoveList();
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
                ChessBoard board = (ChessBoard) position;
                int material = 0;
                for (int type = Piece.PAWN; type < Piece.KING; type++) {
                    material += VALUE[type] * (Long.bitCount(board.pieces(0, type)) - Long.bitCount(board.pieces(1, type)));
                }
                if (ply % 4 == 0) {
                    out.add(new TuningPosition(chess, position.toFen(), 0.5, material));
                }
            }
        }
        return out;
    }
}
