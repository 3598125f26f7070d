package org.heterodox.engine.nnue;

import java.util.Arrays;
import java.util.function.Function;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.Evaluators;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * Orthodox chess evaluated by a {@link ChessNetwork} in integer arithmetic, its hidden layer (the
 * accumulator of each view) updated incrementally: the search evaluates positions one after another
 * in tree order, so each evaluation adds and removes only the inputs of the pieces that differ from
 * the board evaluated before, and recomputes from scratch when many do. What the search may assume
 * (piece values, pruning, exchanges) and positions with a lone king (where the hand-written mop-up
 * drives the king to the edge) come from {@link ChessEvaluator}.
 */
public final class NnueEvaluator implements Evaluator {
    /** Fixed-point scale of the hidden layer (input weights and biases). */
    static final int ONE = 4096;
    /** The output reads activations in 256 steps (the accumulator shifted right by this, rounded). */
    private static final int ACTIVATION_SHIFT = 4;
    private static final int ACTIVATION_ROUND = 1 << (ACTIVATION_SHIFT - 1);
    /** Fixed-point scale of the output weights. */
    static final int OUTPUT_ONE = 256;
    /** More changed pieces than this and the accumulators are recomputed. */
    private static final int MAX_UPDATES = 12;

    private final ChessEvaluator fallback;
    private final int hidden;
    private final int[] inputWeights;
    private final int[] inputBias;
    /** Output weights of the side to move's half and of the other's. */
    private final int[] toMoveWeights;
    private final int[] otherWeights;
    private final double outputBias;
    private final boolean addsToHandWritten;
    /** Accumulators of White's view (0) and Black's (1). */
    private final int[][] accumulator;
    /** The pieces of the board the accumulators hold, by side and type; valid once {@code ready}. */
    private final long[][] held = new long[2][7];
    private boolean ready;

    /**
     * The engine's choice of evaluation with {@code network} for orthodox chess: every other game keeps
     * its own ({@link Evaluators#forPosition}).
     */
    public static Function<Position, Evaluator> forChess(ChessNetwork network) {
        return position -> ChessNetwork.evaluates(position.variant()) ? new NnueEvaluator(network) : Evaluators.forPosition(position);
    }

    public NnueEvaluator(ChessNetwork network) {
        this(network, new ChessEvaluator());
    }

    public NnueEvaluator(ChessNetwork network, ChessEvaluator fallback) {
        this.fallback = fallback;
        this.hidden = network.hidden();
        inputWeights = network.fixedInputWeights;
        inputBias = network.fixedInputBias;
        toMoveWeights = Arrays.copyOfRange(network.fixedOutputWeights, 0, hidden);
        otherWeights = Arrays.copyOfRange(network.fixedOutputWeights, hidden, 2 * hidden);
        outputBias = network.outputBias();
        addsToHandWritten = network.addsToHandWritten();
        accumulator = new int[2][hidden];
    }

    @Override
    public int evaluate(Position position) {
        ChessBoard board = (ChessBoard) position;
        if (board.pieces(Piece.WHITE) == (1L << Math.max(0, board.kingSquare(Piece.WHITE)))
                || board.pieces(Piece.BLACK) == (1L << Math.max(0, board.kingSquare(Piece.BLACK)))) {
            return fallback.evaluate(position);
        }
        update(board);
        int toMove = board.sideToMove();
        long sum = (long) half(accumulator[toMove], toMoveWeights, hidden) + half(accumulator[toMove ^ 1], otherWeights, hidden);
        double output = (double) sum / ((double) (ONE >> ACTIVATION_SHIFT) * OUTPUT_ONE) + outputBias;
        double centipawns = output * ChessNetwork.SCORE_SCALE + (addsToHandWritten ? fallback.evaluate(position) : 0);
        return (int) Math.round(Math.max(-20_000, Math.min(20_000, centipawns)));
    }

    /**
     * One view's part of the output: activations cut to 256 steps times output weights (x 256), in
     * {@code int} so that the loop vectorises; at most 256 units of weights up to 100 cannot overflow.
     */
    private static int half(int[] values, int[] weights, int hidden) {
        int sum = 0;
        for (int unit = 0; unit < hidden; unit++) {
            int clipped = Math.min(Math.max(values[unit], 0), ONE);
            sum += ((clipped + ACTIVATION_ROUND) >> ACTIVATION_SHIFT) * weights[unit];
        }
        return sum;
    }

    /** Brings the accumulators to {@code board}: by the differences from the board they hold, or afresh. */
    private void update(ChessBoard board) {
        if (ready) {
            int changed = 0;
            for (int side = 0; side < 2; side++) {
                for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                    changed += Long.bitCount(board.pieces(side, type) ^ held[side][type]);
                }
            }
            if (changed <= MAX_UPDATES) {
                for (int side = 0; side < 2; side++) {
                    for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                        long now = board.pieces(side, type);
                        long before = held[side][type];
                        apply(side, type, before & ~now, -1);
                        apply(side, type, now & ~before, 1);
                        held[side][type] = now;
                    }
                }
                return;
            }
        }
        for (int view = 0; view < 2; view++) {
            System.arraycopy(inputBias, 0, accumulator[view], 0, hidden);
        }
        for (int side = 0; side < 2; side++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                long now = board.pieces(side, type);
                apply(side, type, now, 1);
                held[side][type] = now;
            }
        }
        ready = true;
    }

    private void apply(int side, int type, long squares, int sign) {
        while (squares != 0) {
            int square = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            for (int view = 0; view < 2; view++) {
                int row = ChessFeatures.index(view, side, type, square) * hidden;
                int[] values = accumulator[view];
                int[] weights = inputWeights;
                if (sign > 0) {
                    for (int unit = 0; unit < hidden; unit++) {
                        values[unit] += weights[row + unit];
                    }
                } else {
                    for (int unit = 0; unit < hidden; unit++) {
                        values[unit] -= weights[row + unit];
                    }
                }
            }
        }
    }

    @Override
    public int pieceValue(int pieceType) {
        return fallback.pieceValue(pieceType);
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return fallback.allowsNullMove(position);
    }

    @Override
    public boolean allowsReductions() {
        return fallback.allowsReductions();
    }

    @Override
    public boolean allowsLateMoveReductions() {
        return fallback.allowsLateMoveReductions();
    }

    @Override
    public boolean losesMaterial(Position position, int move) {
        return fallback.losesMaterial(position, move);
    }

    @Override
    public long correctionKey(Position position) {
        return fallback.correctionKey(position);
    }
}
