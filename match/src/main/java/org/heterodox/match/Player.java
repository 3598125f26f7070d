package org.heterodox.match;

import org.heterodox.rules.Position;

/** Something that picks a move: the engine, a baseline opponent, later an external program. */
public interface Player {
    String name();

    /**
     * A legal move of {@code position}, which has at least one. The position keeps the game's
     * history (repetitions count through it).
     */
    int choose(Position position);

    /** Called before each game so that a player can forget the previous one. */
    default void newGame() {
    }
}
