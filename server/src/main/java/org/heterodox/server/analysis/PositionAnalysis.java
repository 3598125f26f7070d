package org.heterodox.server.analysis;

import org.heterodox.server.engine.EngineAnalysis;

/**
 * The engine's view of one position (of a game, or set up), asked for by a user.
 *
 * @param plies the moves played before the position (0 for a set-up position)
 * @param side the side to move there, from whose view the score is given
 * @param bestMachine the best line's first move in the game's machine notation (UCI, USI; an
 *                    Ambiguous Chess announcement is its square), or null when the line is empty
 */
public record PositionAnalysis(int plies, int side, EngineAnalysis analysis, String bestMachine) {
}
