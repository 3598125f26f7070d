package org.heterodox.engine.nnue;

import java.util.Arrays;
import java.util.List;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.engine.tune.TuningPosition;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.ChessBoard;

/**
 * Positions as the trainer reads them: each position's inputs seen by White, its side to move and
 * its target, the side to move's expected score from 0 to 1, a mix of the game's result and the
 * recorded search score (on the network's logistic scale).
 */
public final class TrainingSamples {
    private final short[] features;
    /** Where each position's inputs start in {@code features}; one more entry than positions. */
    private final int[] start;
    private final byte[] sideToMove;
    private final float[] target;
    /** The hand-written evaluation of each position on the output's scale, when the network corrects it; else null. */
    private final float[] base;

    private TrainingSamples(short[] features, int[] start, byte[] sideToMove, float[] target, float[] base) {
        this.features = features;
        this.start = start;
        this.sideToMove = sideToMove;
        this.target = target;
        this.base = base;
    }

    /**
     * The samples of chess positions; {@code resultWeight} (0 to 1) is the share of the game's result in
     * each target, the rest the search score (positions without one get the result alone).
     */
    public static TrainingSamples of(List<TuningPosition> positions, double resultWeight) {
        return of(positions, resultWeight, false);
    }

    /**
     * The same; with {@code correction} each sample also holds the hand-written evaluation, for a network
     * that is added to it.
     */
    public static TrainingSamples of(List<TuningPosition> positions, double resultWeight, boolean correction) {
        ChessEvaluator handWritten = correction ? new ChessEvaluator() : null;
        int n = positions.size();
        short[] features = new short[n * 24];
        int[] start = new int[n + 1];
        byte[] sideToMove = new byte[n];
        float[] target = new float[n];
        float[] base = correction ? new float[n] : null;
        short[] scratch = new short[ChessFeatures.MAX_ACTIVE];
        int used = 0;
        for (int i = 0; i < n; i++) {
            TuningPosition labelled = positions.get(i);
            Position position = labelled.position();
            if (!ChessNetwork.evaluates(position.variant())) {
                throw new IllegalArgumentException("a chess network trains on chess positions, not " + labelled.variant());
            }
            ChessBoard board = (ChessBoard) position;
            int count = ChessFeatures.whiteView(board, scratch);
            if (used + count > features.length) {
                features = Arrays.copyOf(features, Math.max(features.length * 3 / 2, used + count));
            }
            System.arraycopy(scratch, 0, features, used, count);
            start[i] = used;
            used += count;
            int mover = board.sideToMove();
            sideToMove[i] = (byte) mover;
            double result = mover == 0 ? labelled.result() : 1 - labelled.result();
            double score = mover == 0 ? labelled.searchScore() : -labelled.searchScore();
            double mixed = Double.isNaN(score) ? result
                    : resultWeight * result + (1 - resultWeight) * sigmoid(score / ChessNetwork.SCORE_SCALE);
            target[i] = (float) mixed;
            if (correction) {
                base[i] = (float) (handWritten.evaluate(board) / ChessNetwork.SCORE_SCALE);
            }
        }
        start[n] = used;
        return new TrainingSamples(Arrays.copyOf(features, used), start, sideToMove, target, base);
    }

    /** The logistic function, which turns the network's output into an expected score. */
    public static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    public int size() {
        return target.length;
    }

    /** Writes position {@code i}'s inputs seen by its side to move (0) or the other side (1); returns how many. */
    int view(int i, int view, short[] out) {
        boolean flip = (sideToMove[i] ^ view) == 1;
        int from = start[i];
        int count = start[i + 1] - from;
        for (int k = 0; k < count; k++) {
            short feature = features[from + k];
            out[k] = flip ? (short) ChessFeatures.flip(feature) : feature;
        }
        return count;
    }

    /** Position {@code i}'s target: the side to move's expected score, from 0 to 1. */
    public float target(int i) {
        return target[i];
    }

    /** Whether the samples train a correction of the hand-written evaluation. */
    public boolean correction() {
        return base != null;
    }

    /** What the output starts from for position {@code i}: its hand-written evaluation (scaled) or 0. */
    double base(int i) {
        return base == null ? 0 : base[i];
    }

    int sideToMove(int i) {
        return sideToMove[i];
    }
}
