package org.heterodox.server;

import org.heterodox.server.engine.EngineOpponent;
import org.heterodox.server.pgn.PgnCodec;

/**
 * The engine and PGN implementations the server uses unless told otherwise: the project's own,
 * adapted to the server's small interfaces.
 */
final class DefaultComponents {
    private DefaultComponents() {
    }

    /** The project's engine, or null while the server is built without one. */
    static EngineOpponent engine() {
        return null;
    }

    /** The rules library's PGN reader and writer, or null while the server is built without them. */
    static PgnCodec pgn() {
        return null;
    }
}
