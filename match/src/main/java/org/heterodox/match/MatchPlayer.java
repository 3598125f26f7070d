package org.heterodox.match;

import org.heterodox.rules.Variant;

/**
 * A participant as the match runner drives it: told when a game starts, asked for a move with the
 * clocks, closed at the end. Any failure (crash, hang, protocol breach) is an {@link EngineFailure};
 * the runner then scores the game as lost and starts the player afresh for the next one.
 */
interface MatchPlayer extends AutoCloseable {
    String name();

    /** A new game of {@code variant} from {@code startFen} ({@code standardStart} when it is the variant's own). */
    void newGame(Variant variant, String startFen, boolean standardStart) throws EngineFailure;

    /** The move of the side to move in {@code turn}, as the player wrote it, with its score if it gave one. */
    Reply think(Turn turn) throws EngineFailure;

    /** False once the player has failed: it is then replaced before the next game. */
    boolean isHealthy();

    @Override
    void close();

    /** A move as sent by the player and its evaluation in centipawns for the mover, when known. */
    record Reply(String move, Integer score) {
    }
}
