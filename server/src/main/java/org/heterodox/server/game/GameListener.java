package org.heterodox.server.game;

/** Hears of every stored change of a game, while the game's lock is held (so in order). */
public interface GameListener {
    /** {@code event} names what happened: created, joined, move, draw-offer, draw-declined, finished, aborted, resumed. */
    void changed(GameSnapshot game, String event);
}
