package org.heterodox.engine;

import org.heterodox.rules.Position;

/**
 * A game family's static evaluation plus what the search may assume about that game. The search
 * is generic; everything game-specific it needs comes through here.
 */
public interface Evaluator {
    /** Score of the position in centipawns from the side to move's view (positive = good for it). */
    int evaluate(Position position);

    /**
     * Worth of a piece type (as in {@link org.heterodox.rules.Move#piece}) for move ordering and
     * capture pruning, in centipawns; the king of a king-capture game should be worth a lot.
     */
    int pieceValue(int pieceType);

    /**
     * Whether null-move pruning is sound in this position: false where passing could be the best
     * move (zugzwang-prone endings) or where a pass is meaningless (king capture, drop games).
     */
    boolean allowsNullMove(Position position);

    /**
     * Whether the static evaluation may prune: reverse futility, move-count and futility pruning of late
     * quiet moves, standing pat in quiescence before looking for moves, delta and exchange pruning of
     * captures. Implies {@link #allowsLateMoveReductions()}. Such a search may stand pat before it
     * looks for moves, so the evaluation must itself score a position the rules have ended without
     * moves (a king taken) as lost. A mate search ignores this and prunes nothing.
     */
    boolean allowsReductions();

    /**
     * Whether late quiet moves may be searched less deep first (re-searched at full depth when they
     * beat alpha). This trusts the move ordering, not the evaluation, so games that allow no pruning
     * may still allow it.
     */
    default boolean allowsLateMoveReductions() {
        return allowsReductions();
    }

    /**
     * Whether the capture {@code move} (legal in {@code position}) loses material by static exchange,
     * so that the search tries it late and quiescence skips it. Games without an exchange
     * evaluator answer false and every capture is tried.
     */
    default boolean losesMaterial(Position position, int move) {
        return false;
    }

    /**
     * A key of the part of the position this evaluation most often misjudges in the same way (in
     * chess the pawns), under which the search learns a correction of its static scores from the
     * scores its searches return; 0 (the default) when the game has none, and then nothing is corrected.
     */
    default long correctionKey(Position position) {
        return 0;
    }
}
