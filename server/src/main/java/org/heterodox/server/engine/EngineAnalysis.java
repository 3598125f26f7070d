package org.heterodox.server.engine;

import java.util.List;

/**
 * One progress report of an engine thinking about its move, for the live channel: search depth,
 * score from the engine's side (centipawns, or moves to mate: positive when the engine mates),
 * effort, and the principal variation in the game's record notation.
 */
public record EngineAnalysis(int depth, Integer centipawns, Integer mateIn, long nodes, long timeMs,
                             List<String> principalVariation) {
    public EngineAnalysis {
        principalVariation = List.copyOf(principalVariation);
        if ((centipawns == null) == (mateIn == null)) {
            throw new IllegalArgumentException("an analysis has either a centipawn score or a mate distance");
        }
    }
}
