package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.ambiguous.AmbiguousBoard;
import org.heterodox.rules.ambiguous.AmbiguousPosition;
import org.heterodox.rules.chess.Piece;

/**
 * Ambiguous Chess. In the ANNOUNCE phase the announcer is to move: material and placement from its
 * view, and since capturing the king wins and there is no check rule, an announcer that attacks the
 * enemy king wins next move (every candidate to the king's square takes it), while its own
 * attacked king must run. In the CHOOSE phase the chooser is to move and picks the candidate worst
 * for the announcer, so the position is worth the best candidate for the chooser.
 */
public final class AmbiguousEvaluator implements Evaluator {
    private static final int KING_VALUE = 20000;
    private final ChessTerms terms;
    private final int canTakeKing;
    private final int kingAttacked;
    private final int tempo;
    private final MoveList candidates = new MoveList();

    /** The evaluation with {@code weights}: the game's table ({@link Weights}), shipped or tuned. */
    public AmbiguousEvaluator(Weights weights) {
        terms = new ChessTerms(weights);
        canTakeKing = weights.scalar("can-take-king");
        kingAttacked = weights.scalar("king-attacked");
        tempo = weights.scalar("tempo");
    }

    @Override
    public int evaluate(Position position) {
        AmbiguousPosition game = (AmbiguousPosition) position;
        if (game.phase() == AmbiguousPosition.Phase.CHOOSE) {
            return bestChoice(game);
        }
        return announcing(game.board());
    }

    /** The chooser's best candidate, each judged as the announcing position it leads to (the chooser announces next). */
    private int bestChoice(AmbiguousPosition game) {
        game.generate(candidates);
        int[] moves = new int[candidates.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = candidates.get(i);
        }
        int best = -Integer.MAX_VALUE;
        for (int move : moves) {
            game.make(move);
            AmbiguousBoard board = game.board();
            int value = board.kingSquare(game.sideToMove() ^ 1) < 0 ? KING_VALUE : announcing(board);
            game.unmake();
            best = Math.max(best, value);
        }
        return best;
    }

    private int announcing(AmbiguousBoard board) {
        int us = board.sideToMove();
        int white = terms.material(board) + terms.placement(board);
        int score = (us == 0 ? white : -white) + tempo;
        int theirKing = board.kingSquare(us ^ 1);
        int ourKing = board.kingSquare(us);
        if (theirKing < 0) {
            return KING_VALUE;
        }
        if (ourKing < 0) {
            return -KING_VALUE;
        }
        if (board.isAttacked(theirKing, us)) {
            return score + canTakeKing;
        }
        if (board.isAttacked(ourKing, us ^ 1)) {
            score -= kingAttacked;
        }
        return score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? KING_VALUE : pieceType < 7 ? terms.value(pieceType) : 100;
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    @Override
    public boolean allowsReductions() {
        return false;
    }

    @Override
    public boolean allowsLateMoveReductions() {
        return true;
    }
}
