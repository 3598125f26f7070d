package org.heterodox.server.game;

import org.heterodox.server.engine.EngineAnalysis;

/** Hears of every stored change of a game, while the game's lock is held (so in order). */
public interface GameListener {
    /** {@code event} names what happened: created, joined, move, draw-offer, draw-declined, finished, aborted, resumed. */
    void changed(GameSnapshot game, String event);

    /** An engine seat's progress while it thinks about its move after {@code plies} moves, as {@code side}. */
    default void analysis(String gameId, int plies, int side, EngineAnalysis analysis) {
    }
}
