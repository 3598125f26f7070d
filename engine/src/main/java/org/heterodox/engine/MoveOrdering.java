package org.heterodox.engine;

import java.util.Arrays;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;

/**
 * Move ordering for the search: the table move first, then captures by MVV-LVA (losing captures by
 * static exchange last of all), promotions, two killer moves per ply, and quiet moves by history:
 * the sum of the side's history of the move itself and its continuation history after the moves
 * played one and two plies before (the piece and square of each).
 */
final class MoveOrdering {
    static final int TT_MOVE = 4_000_000;
    private static final int ORDER_CAPTURE = 2_000_000;
    private static final int ORDER_PROMOTION = 1_500_000;
    private static final int ORDER_KILLER = 1_000_000;
    /** Captures that lose material come after every quiet move (history stays above this). */
    private static final int ORDER_BAD_CAPTURE = -2_000_000;
    /** Every history entry stays within plus or minus this (updates shrink as they near it). */
    static final int HISTORY_LIMIT = 16_384;
    private static final int PIECE_SQUARES = 1 << 11;

    private final int[][] buffers;
    private final int[][] killers;
    /** By side, then from-square (or dropped piece) x to-square. */
    private final int[][] history = new int[2][1 << 14];
    /**
     * Continuation history: a block for each side, distance (one or two plies back) and earlier
     * move's piece and square, indexed by this move's piece and square. A node scores all its moves
     * in one block (it stays in cache); blocks are made when first written (a game uses few).
     */
    private final short[][] continuation = new short[2 * 2 * PIECE_SQUARES][];
    /** The move played at each ply of the current line ({@link Move#NONE} for a null move); set by the search. */
    private final int[] played;

    MoveOrdering(int plies) {
        buffers = new int[plies][];
        killers = new int[plies][2];
        played = new int[plies];
        for (int i = 0; i < plies; i++) {
            buffers[i] = new int[256];
        }
    }

    /** Forgets killers and history. */
    void clear() {
        clearKillers();
        for (int[] h : history) {
            Arrays.fill(h, 0);
        }
        for (short[] block : continuation) {
            if (block != null) {
                Arrays.fill(block, (short) 0);
            }
        }
    }

    /** Records the move made at {@code ply} (read by the continuation history of the plies below). */
    void played(int ply, int move) {
        played[ply] = move;
    }

    /** Killers belong to one search's tree; history carries over between searches of a game. */
    void clearKillers() {
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
    }

    boolean isKiller(int ply, int move) {
        return move == killers[ply][0] || move == killers[ply][1];
    }

    /** The ordering score of {@code move} at {@code ply}: higher is tried first. */
    int score(int move, int ply, int ttMove, Position pos, Evaluator eval) {
        int score = quickScore(move, ply, ttMove, pos, eval);
        return isUncheckedCapture(score) && eval.losesMaterial(pos, move) ? badCapture(move, eval) : score;
    }

    /**
     * Like {@link #score} but without the static exchange test: every capture is scored by MVV-LVA
     * as if it won material. {@link #pickNextChecked} runs the test only on the captures it reaches.
     */
    int quickScore(int move, int ply, int ttMove, Position pos, Evaluator eval) {
        if (move == ttMove) {
            return TT_MOVE;
        }
        int captured = pos.capturedBy(move);
        if (captured != 0) {
            int victim = Math.min(eval.pieceValue(captured), 20_000);
            // An announcement names no piece of its own: whichever is chosen, the victim decides its order.
            int attacker = Move.isAnnouncement(move) ? 0 : Math.min(eval.pieceValue(Move.piece(move)), 20_000);
            return ORDER_CAPTURE + victim * 16 - attacker / 16;
        }
        if (Move.promotion(move) != 0) {
            return ORDER_PROMOTION + eval.pieceValue(Move.promotion(move));
        }
        if (move == killers[ply][0]) {
            return ORDER_KILLER + 1;
        }
        if (move == killers[ply][1]) {
            return ORDER_KILLER;
        }
        return quietScore(move, ply, pos.sideToMove());
    }

    /** The history of a quiet move at {@code ply}: its own and its continuation after the last two moves. */
    int quietScore(int move, int ply, int side) {
        int score = history[side][historyIndex(move)];
        for (int distance = 1; distance <= 2 && distance <= ply; distance++) {
            short[] block = continuation[block(side, distance, played[ply - distance])];
            if (block != null) {
                score += block[pieceSquare(move)];
            }
        }
        return score;
    }

    /** The continuation block after {@code earlier} (a null move's is never written). */
    private static int block(int side, int distance, int earlier) {
        return (side << 1 | distance - 1) * PIECE_SQUARES + pieceSquare(earlier);
    }

    private static int pieceSquare(int move) {
        return Move.piece(move) << 7 | Move.to(move);
    }

    private static int historyIndex(int move) {
        int from = Move.isDrop(move) ? Move.piece(move) : Move.from(move);
        return (from << 7) | Move.to(move);
    }

    /**
     * A quiet move caused a cut-off: it becomes a killer and gains history (its own and its
     * continuation); the quiet moves tried before it lose as much.
     */
    void rewardQuiet(int move, Position pos, int ply, int depth, MoveList moves, int index) {
        int side = pos.sideToMove();
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int bonus = Math.min(16 * depth * depth + 128 * (depth - 1), 1536);
        update(move, ply, side, bonus);
        for (int j = 0; j < index; j++) {
            int other = moves.get(j);
            if (other != move && pos.capturedBy(other) == 0 && Move.promotion(other) == 0) {
                update(other, ply, side, -bonus);
            }
        }
    }

    private void update(int move, int ply, int side, int bonus) {
        int[] table = history[side];
        int h = historyIndex(move);
        table[h] = gravity(table[h], bonus);
        for (int distance = 1; distance <= 2 && distance <= ply; distance++) {
            int earlier = played[ply - distance];
            if (earlier != Move.NONE) {
                int b = block(side, distance, earlier);
                if (continuation[b] == null) {
                    continuation[b] = new short[PIECE_SQUARES];
                }
                int c = pieceSquare(move);
                continuation[b][c] = (short) gravity(continuation[b][c], bonus);
            }
        }
    }

    /** An entry moved by {@code bonus}, less the nearer it already is to the limit on that side. */
    private static int gravity(int entry, int bonus) {
        return entry + bonus - entry * Math.abs(bonus) / HISTORY_LIMIT;
    }

    /** Whether a score from {@link #quickScore} is that of a capture not yet tested by static exchange. */
    static boolean isUncheckedCapture(int score) {
        return score >= ORDER_CAPTURE && score < TT_MOVE;
    }

    private static int badCapture(int move, Evaluator eval) {
        return ORDER_BAD_CAPTURE + Math.min(eval.pieceValue(Move.captured(move)), 20_000);
    }

    /**
     * {@link #pickNext} over scores from {@link #quickScore}: a capture that comes up is tested by
     * static exchange only now, and one that loses material drops behind the quiet moves. The moves
     * come in the same order as with {@link #score}, but an early cut-off saves the tests of the rest.
     */
    static int pickNextChecked(MoveList moves, int[] scores, int index, int count, Position pos, Evaluator eval) {
        while (true) {
            int move = pickNext(moves, scores, index, count);
            if (!isUncheckedCapture(scores[index]) || !Move.isCapture(move) || !eval.losesMaterial(pos, move)) {
                return move;
            }
            scores[index] = badCapture(move, eval);
        }
    }

    /** Brings the best-scored remaining move to {@code index} (selection sort, lazily) and returns it. */
    static int pickNext(MoveList moves, int[] scores, int index, int count) {
        int best = index;
        for (int j = index + 1; j < count; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int move = moves.get(best);
        if (best != index) {
            moves.set(best, moves.get(index));
            moves.set(index, move);
            int s = scores[best];
            scores[best] = scores[index];
            scores[index] = s;
        }
        return move;
    }

    /** A score buffer for the moves of {@code ply}, large enough for {@code count}. */
    int[] buffer(int ply, int count) {
        if (buffers[ply].length < count) {
            buffers[ply] = new int[count * 2];
        }
        return buffers[ply];
    }
}
