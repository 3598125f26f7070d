package org.heterodox.engine.match;

import org.heterodox.rules.Position;

/** Something that picks a move: the engine, a baseline opponent, later an external program. */
public interface Player {
    String name();

    /**
     * A legal move of {@code position}, which has at least one.
     *
     * @param priorHashes hashes of the game's earlier positions, oldest first
     */
    int choose(Position position, long[] priorHashes);

    /** Called before each game so that a player can forget the previous one. */
    default void newGame() {
    }
}
