package org.heterodox.engine;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;

/**
 * The fallback for games without their own evaluation: the difference between the two sides'
 * numbers of legal moves. It knows nothing about the game, so the search prunes nothing with it.
 */
public final class MobilityEvaluator implements Evaluator {
    private static final int PER_MOVE = 10;
    private final MoveList scratch = new MoveList();

    @Override
    public int evaluate(Position position) {
        position.generate(scratch);
        int own = scratch.size();
        int theirs = own;
        // The opponent's mobility needs a pass; games without one are scored on our moves only.
        if (!position.inCheck() && position.makeNull()) {
            position.generate(scratch);
            theirs = scratch.size();
            position.unmakeNull();
        }
        return (own - theirs) * PER_MOVE;
    }

    @Override
    public int pieceValue(int pieceType) {
        return 100 * pieceType;
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    @Override
    public boolean allowsReductions() {
        return false;
    }
}
