package org.heterodox.server.game;

import org.heterodox.server.engine.EngineAnalysis;

/**
 * The engine's view of one position of a game, asked for by a user.
 *
 * @param plies the moves played before the position
 * @param side the side to move there, from whose view the score is given
 */
public record PositionAnalysis(int plies, int side, EngineAnalysis analysis) {
}
