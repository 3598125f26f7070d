package org.heterodox.engine;

/** The UCI-family protocol that carries a game: UCI for the chess family, USI for the shogi games. */
public enum MachineProtocol {
    UCI,
    USI
}
