package org.heterodox.engine.problem;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.alice.AlicePosition;
import org.heterodox.rules.chess.ChessPosition;
import org.heterodox.rules.shogi.ShogiPosition;

/**
 * What the solvers may assume about a game, so that they stay exact in every game and fast where
 * they can be. In the games whose play ends only when the side to move has no legal move (chess,
 * Alice, the Unachess family, shogi and Unashogi) a position is final exactly when it has no moves,
 * and repetition and move-count draws are not part of problems (as in Popeye). In chess, Alice and
 * the Unachess family only a checkmate wins, so a move that gives no check cannot mate: the last
 * move of a mate is looked for among checks only. The other games (U-Chess, Ambiguous Chess, where
 * a king can be taken or a turn takes several decisions) ask the game's own {@link Position#outcome}
 * at every position and are searched without such shortcuts.
 */
final class GameTraits {
    private final boolean endsWhenStuck;
    private final boolean winNeedsCheck;
    private final boolean oneDecisionPerMove;
    private final boolean orthodoxChecks;
    private final OrthodoxChecks checks = new OrthodoxChecks();
    private boolean directLegality;

    private GameTraits(boolean endsWhenStuck, boolean winNeedsCheck, boolean oneDecisionPerMove, boolean orthodoxChecks) {
        this.endsWhenStuck = endsWhenStuck;
        this.winNeedsCheck = winNeedsCheck;
        this.oneDecisionPerMove = oneDecisionPerMove;
        this.orthodoxChecks = orthodoxChecks;
    }

    static GameTraits of(Position position) {
        boolean chessFamily = position instanceof ChessPosition || position instanceof AlicePosition;
        boolean stuckEnds = chessFamily || position instanceof ShogiPosition;
        GameTraits traits = new GameTraits(stuckEnds, chessFamily, stuckEnds, position.getClass() == ChessPosition.class);
        traits.directLegality = stuckEnds && position.testsLegalityDirectly();
        return traits;
    }

    /** Whether only a checkmate wins, so that the move before a win always gives check. */
    boolean winNeedsCheck() {
        return winNeedsCheck;
    }

    /** Whether {@link Position#isLegal} is a cheap direct test in this game (not a generation of all moves). */
    boolean directLegality() {
        return directLegality;
    }

    /** Whether every decision is a whole move (all games but Ambiguous Chess). */
    boolean oneDecisionPerMove() {
        return oneDecisionPerMove;
    }

    /**
     * Fills {@code moves} with the legal moves and returns the game's outcome when the position is
     * final, else null.
     */
    Outcome end(Position position, MoveList moves) {
        if (endsWhenStuck) {
            position.generate(moves);
            return moves.isEmpty() ? position.outcome() : null;
        }
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            moves.clear();
            return outcome;
        }
        position.generate(moves);
        return null;
    }

    /** Whether {@link #givesCheck} is a cheap test (orthodox chess), worth asking before playing a move. */
    boolean fastChecks() {
        return orthodoxChecks;
    }

    /**
     * Fills {@code moves} with exactly the legal moves of the side to move that give check and returns
     * true, where the game can generate them directly (orthodox chess without castling or en passant
     * at hand); returns false otherwise.
     */
    boolean generateChecks(Position position, MoveList moves) {
        return orthodoxChecks && checks.generate((ChessPosition) position, moves);
    }

    /** Prepares {@link #givesCheck} for the moves of the side to move in {@code position}. */
    void prepareChecks(Position position) {
        if (orthodoxChecks) {
            checks.prepare((ChessPosition) position);
        }
    }

    /**
     * Whether {@code move} of the side to move puts the opponent in check (after {@link #prepareChecks}
     * on the same position): by bitboards in orthodox chess, by playing it elsewhere.
     */
    boolean givesCheck(Position position, int move) {
        if (orthodoxChecks) {
            int known = checks.givesCheck(move);
            if (known >= 0) {
                return known == 1;
            }
        }
        position.make(move);
        boolean check = position.inCheck();
        position.unmake();
        return check;
    }
}
