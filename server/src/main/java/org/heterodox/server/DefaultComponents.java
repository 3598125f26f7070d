package org.heterodox.server;

import org.heterodox.server.engine.EngineOpponent;
import org.heterodox.server.engine.HeterodoxEngineOpponent;
import org.heterodox.server.game.PgnCodec;
import org.heterodox.server.game.RulesPgnCodec;

/**
 * The engine and PGN implementations the server uses unless told otherwise: the project's own,
 * adapted to the server's small interfaces.
 */
final class DefaultComponents {
    private DefaultComponents() {
    }

    /** The project's engine. */
    static EngineOpponent engine() {
        return new HeterodoxEngineOpponent();
    }

    /** The rules library's PGN reader and writer. */
    static PgnCodec pgn() {
        return new RulesPgnCodec();
    }
}
