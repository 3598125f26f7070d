package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** The correction history: searches teach the static score what it misjudges, within bounds, per game. */
class CorrectionHistoryTest {
    /** The chess evaluation, but two pawns too kind to the side to move in every position. */
    private static final class FlatteringEvaluator implements Evaluator {
        private final ChessEvaluator chess = new ChessEvaluator();

        @Override
        public int evaluate(Position position) {
            return chess.evaluate(position) + 200;
        }

        @Override
        public int pieceValue(int pieceType) {
            return chess.pieceValue(pieceType);
        }

        @Override
        public boolean allowsNullMove(Position position) {
            return chess.allowsNullMove(position);
        }

        @Override
        public boolean allowsReductions() {
            return true;
        }

        @Override
        public long correctionKey(Position position) {
            return chess.correctionKey(position);
        }
    }

    @Test
    void aStaticScoreTheSearchesFindTooKindIsCorrectedDownToTheLimit() throws Exception {
        Searcher searcher = new Searcher(new TranspositionTable(4), JvmHost.INSTANCE);
        searcher.setEvaluators(position -> new FlatteringEvaluator());
        Position start = Variants.of("chess").startPosition();
        assertThat(searcher.correction(start)).isZero();
        searcher.search(start, Limits.ofDepth(8), 1, SearchListener.NONE);
        // Every line ends in a position flattering the other side, so searched scores fall short of
        // static ones: the start's pawn structure learns a negative correction, at most 96 cp.
        assertThat(searcher.correction(start)).isNegative().isGreaterThanOrEqualTo(-96);
        Position blackToMove = Variants.of("chess").fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assertThat(searcher.correction(blackToMove)).isNegative().isGreaterThanOrEqualTo(-96);
        searcher.clearHeuristics();
        assertThat(searcher.correction(start)).as("a new game forgets").isZero();
    }

    @Test
    void onlyGamesWhoseEvaluationNamesAKeyAreCorrected() throws Exception {
        Searcher searcher = new Searcher(new TranspositionTable(4), JvmHost.INSTANCE);
        Position alice = Variants.of("alice").startPosition();
        searcher.search(alice, Limits.ofDepth(4), 1, SearchListener.NONE);
        assertThat(searcher.correction(alice)).isZero();
        Position chess = Variants.of("chess").fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        searcher.search(chess, Limits.ofDepth(8), 1, SearchListener.NONE);
        assertThat(Math.abs(searcher.correction(chess))).isLessThanOrEqualTo(96);
    }
}
