package org.heterodox.engine;

import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.shogi.ShogiVariant;

/** The UCI-family protocol that carries a game: UCI for the chess family, USI for the shogi games. */
public enum MachineProtocol {
    UCI(ChessVariant.NAME),
    USI(ShogiVariant.SHOGI_NAME);

    private final String standardGame;

    MachineProtocol(String standardGame) {
        this.standardGame = standardGame;
    }

    /**
     * The spec of the game an engine of this protocol plays until a variant option names another:
     * orthodox chess over UCI, shogi over USI.
     */
    public String standardGame() {
        return standardGame;
    }
}
