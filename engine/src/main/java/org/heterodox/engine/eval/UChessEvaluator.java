package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.uchess.UChessPosition;

/**
 * U-Chess ({@code uchess}, {@code uchess:king-capture}): material and placement, plus mobility
 * counted in U-legal moves only, for both sides (the difference). Few U-legal moves is a real danger
 * in this game (the writing rule alone can stalemate a side, and a side with few moves cannot
 * defend), so the last handful of moves are worth much more than the twentieth. Under king capture
 * a side that can take the enemy king is as good as winning. The terms were chosen by play against
 * the generic material evaluation (the mobility difference scored 95%, the mover's moves alone 60%);
 * their weights are the table {@code uchess} (both rule sets), fitted by {@code heterodox tune}.
 */
public final class UChessEvaluator implements Evaluator {
    private static final int KING_VALUE = 20000;
    private final ChessTerms terms;
    private final int perMove;
    private final int mobilityCap;
    /** Penalty for having only 0 (the opponent, were it to move: stalemated), 1, 2, 3 or 4 U-legal moves. */
    private final int[] fewMoves;
    private final int kingEnPrise;
    private final int tempo;

    /** The evaluation with {@code weights}: the game's table ({@link Weights}), shipped or tuned. */
    public UChessEvaluator(Weights weights) {
        terms = new ChessTerms(weights);
        perMove = weights.scalar("mobility.per-move");
        mobilityCap = weights.scalar("mobility.cap");
        fewMoves = weights.vector("few-moves", 5);
        kingEnPrise = weights.scalar("king-en-prise");
        tempo = weights.scalar("tempo");
    }

    @Override
    public int evaluate(Position position) {
        UChessPosition board = (UChessPosition) position;
        int us = board.sideToMove();
        if (board.kingCaptureRules() && board.kingSquare(us) < 0) {
            // The game is over (our king was taken). A pruning search may stand pat here before it
            // looks for moves, so the evaluation must say so.
            return -KING_VALUE;
        }
        int white = terms.material(board) + terms.placement(board);
        int score = (us == 0 ? white : -white) + tempo;
        if (board.kingCaptureRules()) {
            int theirKing = board.kingSquare(us ^ 1);
            if (theirKing >= 0 && board.isAttacked(theirKing, us)) {
                // Usually the capture is U-legal; if not, the attack is still a strong threat.
                score += kingEnPrise;
            }
        }
        // The opponent's count passes the turn inside the position and takes the pass back, keeping
        // side, en passant and hash in step: the search's position is never seen half-changed.
        return score + mobility(board.countLegal()) - mobility(board.countOpponentLegal());
    }

    private int mobility(int moves) {
        int score = perMove * Math.min(moves, mobilityCap);
        return moves < fewMoves.length ? score - fewMoves[moves] : score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? KING_VALUE : terms.value(pieceType);
    }

    /** A pass could be the best move where the writing rule leaves few moves: no null move. */
    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    /**
     * The search may prune by this evaluation and reduce late moves, in both rule sets: SPRT-tested
     * (docs/engine-history.md). A stalemate the writing rule makes is then missed where quiescence stands
     * pat; the deeper search is worth more.
     */
    @Override
    public boolean allowsReductions() {
        return true;
    }
}
