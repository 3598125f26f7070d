package org.heterodox.server.game;

/**
 * Hears of every game that has just finished with a result (not aborted ones), after its end was
 * stored; called under the game's lock, so implementations hand the work to their own thread.
 */
public interface FinishedGameListener {
    void finished(GameSnapshot game);
}
