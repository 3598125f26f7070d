package org.heterodox.match;

import org.heterodox.rules.Variant;

/**
 * A participant of a match, in this JVM ({@link InProcessPlayer}: the random mover, the greedy
 * player; {@link EnginePlayer}: our engine) or an external program ({@link UciPlayer},
 * {@link UsiPlayer}, {@link XboardPlayer}). The runner tells it when a game starts and asks it for
 * each decision of the side it plays, with the clocks; it answers in the game's machine notation,
 * which the runner checks against the rules. Any failure (crash, hang, protocol breach) is an
 * {@link EngineFailure}: the runner scores the game as lost and starts the player afresh for the next one.
 */
public interface Player extends AutoCloseable {
    String name();

    /** A new game of {@code variant} from {@code startFen} ({@code standardStart} when it is the variant's own). */
    void newGame(Variant variant, String startFen, boolean standardStart) throws EngineFailure;

    /**
     * The decision of the side to move in {@code turn} (a move; in Ambiguous Chess an announcement or a
     * choice), as the player wrote it, with its score if it gave one.
     */
    Reply think(Turn turn) throws EngineFailure;

    /** False once the player has failed: it is then replaced before the next game. */
    default boolean isHealthy() {
        return true;
    }

    /** Ends an external program; an in-process player has nothing to release. */
    @Override
    default void close() {
    }

    /**
     * A decision as sent by the player (null for a resignation) and its evaluation in centipawns for
     * the mover (mates as +-(30000 - plies)), when known.
     */
    record Reply(String move, Integer score) {
    }
}
