package org.heterodox.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.engine.eval.Weights;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tuner on positions labelled by a known evaluation (soft labels: the logistic curve of the
 * truth's score), so that the best weights are known: it must move towards them and lower the error.
 */
class TexelTunerTest {
    private static final Function<Weights, Evaluator> CHESS = ChessEvaluator::new;
    private static final Weights SHIPPED = Weights.builtIn("chess");
    private static List<Position> positions;

    @BeforeAll
    static void randomPositions() throws FormatException {
        Variant chess = Variants.of("chess");
        Random random = new Random(5);
        positions = new ArrayList<>();
        MoveList moves = new MoveList();
        while (positions.size() < 3000) {
            Position position = chess.startPosition();
            for (int ply = 0; ply < 50; ply++) {
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
                if (ply >= 6 && !position.inCheck()) {
                    positions.add(chess.fromFen(position.toFen()));
                }
            }
        }
    }

    /** The shipped table with both knight values set to {@code knight}. */
    private static Weights withKnight(int knight) {
        int[] flat = SHIPPED.flatten();
        for (int j = 0; j < flat.length; j++) {
            if (SHIPPED.label(j).equals("value.mg[2]") || SHIPPED.label(j).equals("value.eg[2]")) {
                flat[j] = knight;
            }
        }
        return SHIPPED.with(flat);
    }

    /** Each position labelled with the truth's expected score for the first player (K = 1). */
    private static List<TuningPosition> labelledBy(Weights truth) {
        Evaluator evaluator = new ChessEvaluator(truth);
        List<TuningPosition> labelled = new ArrayList<>();
        for (Position position : positions) {
            int score = evaluator.evaluate(position);
            int first = position.sideToMove() == 0 ? score : -score;
            labelled.add(new TuningPosition(position.variant(), position.toFen(), TexelTuner.sigmoid(1, first)));
        }
        return labelled;
    }

    @Test
    void kIsFoundFromTheLabels() {
        TexelTuner tuner = new TexelTuner(CHESS, labelledBy(SHIPPED), 2);
        double k = tuner.fitK(tuner.scores(SHIPPED, null, "scoring"));
        assertThat(k).isBetween(0.97, 1.03);
    }

    @Test
    void aWrongKnightValueIsPulledTowardsTheTruthAndTheErrorFalls() {
        TexelTuner tuner = new TexelTuner(CHESS, labelledBy(withKnight(420)), 2);
        List<String> stages = new ArrayList<>();
        TexelTuner.Result result = tuner.tune(SHIPPED, 2, 300, (stage, done, total) -> {
            if (stages.isEmpty() || !stages.get(stages.size() - 1).equals(stage)) {
                stages.add(stage);
            }
        });
        assertThat(result.errorAfter()).isLessThan(result.errorBefore() / 2);
        int knightMg = result.weights().vector("value.mg", 7)[2];
        int knightEg = result.weights().vector("value.eg", 7)[2];
        // The two halves of a tapered value are not separately identifiable in every position; their
        // mean is, and must have come more than half of the way.
        assertThat((knightMg + knightEg) / 2.0).isBetween(370.0, 470.0);
        assertThat(stages).startsWith("scoring the positions", "round 1/2: linearising", "round 1/2: fitting", "round 1/2: checking");
        assertThat(result.roundErrors()).isNotEmpty().isSortedAccordingTo((a, b) -> Double.compare(b, a));
    }

    @Test
    void withoutTheResultsTheRecordedSearchScoresAreTheTargets() {
        // Each result drawn at random with the truth's odds (one game's noisy verdict), and the truth's
        // score recorded as if by a search.
        Evaluator truth = new ChessEvaluator(withKnight(420));
        Random draw = new Random(8);
        List<TuningPosition> labelled = new ArrayList<>();
        for (Position position : positions) {
            int score = truth.evaluate(position);
            int first = position.sideToMove() == 0 ? score : -score;
            double result = draw.nextDouble() < TexelTuner.sigmoid(1, first) ? 1 : 0;
            labelled.add(new TuningPosition(position.variant(), position.toFen(), result, first));
        }
        TexelTuner tuner = new TexelTuner(CHESS, labelled, 2);
        TexelTuner.Result blind = tuner.tune(SHIPPED, name -> name.startsWith("value"), 0, 2, 300, null);
        int knight = (blind.weights().vector("value.mg", 7)[2] + blind.weights().vector("value.eg", 7)[2]) / 2;
        assertThat(knight).isBetween(370, 470);
        assertThatThrownBy(() -> tuner.tune(SHIPPED, name -> true, 1.5, 1, 1, null)).hasMessageContaining("from 0 to 1");
    }

    @Test
    void weightsTheDataNeverShowStayAsTheyWere() {
        TexelTuner tuner = new TexelTuner(CHESS, labelledBy(withKnight(420)), 2);
        TexelTuner.Result result = tuner.tune(SHIPPED, 1, 100, null);
        // A pawn on the first rank never occurs; the eighth-rank pawn entries stay too.
        int[] before = SHIPPED.vector("pst.mg.pawn", 64);
        int[] after = result.weights().vector("pst.mg.pawn", 64);
        for (int sq = 0; sq < 8; sq++) {
            assertThat(after[sq]).isEqualTo(before[sq]);
            assertThat(after[56 + sq]).isEqualTo(before[56 + sq]);
        }
        assertThat(result.tuned()).isLessThan(SHIPPED.size());
    }

    @Test
    void theTruthItselfIsKept() {
        TexelTuner tuner = new TexelTuner(CHESS, labelledBy(SHIPPED), 2);
        TexelTuner.Result result = tuner.tune(SHIPPED, 1, 50, null);
        assertThat(result.errorAfter()).isLessThanOrEqualTo(result.errorBefore());
        assertThat(result.errorBefore()).isLessThan(1e-4);
    }

    @Test
    void nothingToTuneOnIsRefused() {
        assertThatThrownBy(() -> new TexelTuner(CHESS, List.of(), 1)).hasMessageContaining("no positions");
        assertThatThrownBy(() -> new TexelTuner(CHESS, labelledBy(SHIPPED).subList(0, 1), 0)).hasMessageContaining("threads");
    }
}
