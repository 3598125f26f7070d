package org.heterodox.server.report;

import org.heterodox.rules.Position;

/** Scores one position of a game for its report, within the report budget. */
public interface ReportSearch {
    /**
     * The engine's score of {@code position} (not changed; it keeps the game's history) from the side to
     * move's view, and its best move (a decision of {@link Position#generate}).
     */
    Scored score(Position position);

    /** Called before the first position of each report: forget what earlier games taught. */
    default void newGame() {
    }

    /** A search's answer: either {@code cp} or {@code mate} (moves, positive: the side to move mates). */
    record Scored(Integer cp, Integer mate, int bestMove) {
    }
}
