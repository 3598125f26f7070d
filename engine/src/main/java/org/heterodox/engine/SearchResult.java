package org.heterodox.engine;

import org.heterodox.rules.Move;

/**
 * What a search returns: the best move ({@link Move#NONE} when the position has no legal move), the
 * expected reply (or NONE), the score from the side to move's view, and the effort spent.
 */
public record SearchResult(int bestMove, int ponderMove, int score, int depth, long nodes, long timeMs) {

    public boolean hasMove() {
        return bestMove != Move.NONE;
    }
}
