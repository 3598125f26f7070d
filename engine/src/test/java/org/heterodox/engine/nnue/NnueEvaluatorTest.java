package org.heterodox.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.engine.SearchResult;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessBoard;
import org.junit.jupiter.api.Test;

/** The network evaluation: incremental updates agree with evaluating afresh and with the trainer's arithmetic. */
class NnueEvaluatorTest {
    private final ChessNetwork network = Networks.random(16, 7);

    /** Random games walked forwards and back: one evaluator updated along the way scores each node as a new one does. */
    @Test
    void incrementalUpdatesGiveTheScoreOfAFreshEvaluator() throws Exception {
        NnueEvaluator walking = new NnueEvaluator(network);
        Random random = new Random(5);
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            Position position = Variants.of("chess").startPosition();
            for (int ply = 0; ply < 120; ply++) {
                MoveList moves = new MoveList();
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                // Look at a few children (make, evaluate, unmake), as a search does, then go on.
                for (int k = 0; k < Math.min(3, moves.size()); k++) {
                    position.make(moves.get(random.nextInt(moves.size())));
                    assertThat(walking.evaluate(position)).isEqualTo(new NnueEvaluator(network).evaluate(position));
                    position.unmake();
                    checked++;
                }
                position.make(moves.get(random.nextInt(moves.size())));
                assertThat(walking.evaluate(position)).as(position.toFen())
                        .isEqualTo(new NnueEvaluator(network).evaluate(position));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(2000);
    }

    /** The evaluator's fixed point stays within a few centipawns of the network's floating point. */
    @Test
    void fixedPointAgreesWithTheTrainersArithmetic() throws Exception {
        Random random = new Random(9);
        Position position = Variants.of("chess").startPosition();
        for (int ply = 0; ply < 60; ply++) {
            ChessBoard board = (ChessBoard) position;
            short[] white = new short[32];
            int count = ChessFeatures.whiteView(board, white);
            short[] black = new short[32];
            for (int i = 0; i < count; i++) {
                black[i] = (short) ChessFeatures.flip(white[i]);
            }
            boolean whiteToMove = board.sideToMove() == 0;
            double output = network.output(whiteToMove ? white : black, count, whiteToMove ? black : white, count);
            boolean loneKing = Long.bitCount(board.pieces(0)) == 1 || Long.bitCount(board.pieces(1)) == 1;
            if (!loneKing) {
                assertThat((double) new NnueEvaluator(network).evaluate(position))
                        .isCloseTo(output * ChessNetwork.SCORE_SCALE, org.assertj.core.data.Offset.offset(8.0));
            }
            MoveList moves = new MoveList();
            position.generate(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.make(moves.get(random.nextInt(moves.size())));
        }
    }

    /** A position and its colour-swapped mirror look the same to the side to move. */
    @Test
    void aPositionAndItsMirrorScoreAlike() throws Exception {
        Position italian = Variants.of("chess").fromFen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Position mirrored = Variants.of("chess").fromFen("rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/2N5/PPPP1PPP/R1BQK1NR b KQkq - 4 4");
        assertThat(new NnueEvaluator(network).evaluate(italian)).isEqualTo(new NnueEvaluator(network).evaluate(mirrored));
    }

    @Test
    void aCorrectionIsAddedToTheHandWrittenScore() throws Exception {
        NnueEvaluator whole = new NnueEvaluator(Networks.random(16, 7, false));
        NnueEvaluator correction = new NnueEvaluator(Networks.random(16, 7, true));
        ChessEvaluator handWritten = new ChessEvaluator();
        for (String fen : new String[] {"r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "8/5pk1/6p1/8/3R4/6P1/5PK1/2r5 b - - 3 40"}) {
            Position position = Variants.of("chess").fromFen(fen);
            assertThat(correction.evaluate(position)).isCloseTo(whole.evaluate(position) + handWritten.evaluate(position),
                    org.assertj.core.data.Offset.offset(1));
        }
    }

    @Test
    void aLoneKingIsLeftToTheHandWrittenMopUp() throws Exception {
        Position rookEnding = Variants.of("chess").fromFen("8/8/8/4k3/8/8/8/4K2R w K - 0 1");
        assertThat(new NnueEvaluator(network).evaluate(rookEnding)).isEqualTo(new ChessEvaluator().evaluate(rookEnding));
    }

    /** The engine searches with it; other games keep their own evaluation. */
    @Test
    void theEngineSearchesChessWithItAndOtherGamesAsBefore() throws Exception {
        Engine engine = new Engine(4);
        engine.setEvaluators(NnueEvaluator.forChess(network));
        SearchResult chess = engine.analyse(Variants.of("chess").startPosition(), Limits.ofDepth(4), SearchListener.NONE);
        assertThat(chess.bestMove()).isNotZero();
        assertThat(NnueEvaluator.forChess(network).apply(Variants.of("chess").startPosition())).isInstanceOf(NnueEvaluator.class);
        assertThat(NnueEvaluator.forChess(network).apply(Variants.of("uchess").startPosition()))
                .isNotInstanceOf(NnueEvaluator.class);
    }
}
