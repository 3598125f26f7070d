package org.heterodox.server.engine;

import java.util.function.Consumer;
import org.heterodox.rules.Position;

/**
 * A move-choosing engine the server can seat as a player. Implementations adapt the project's
 * engine; the server calls them only from {@link EnginePool} threads.
 */
public interface EngineOpponent {
    /**
     * Chooses a legal move of {@code position} (a private copy, which keeps the game's history, so
     * the engine sees repetitions) at strength {@code level} ({@link EngineLevels#MIN}..{@link
     * EngineLevels#MAX}), returning within about {@code budgetMillis}. When the budget is long past
     * the pool calls {@link #stop} from another thread; the implementation should then return its
     * best move so far or throw. {@code progress} may be given reports while the engine thinks
     * (called on the engine thread).
     */
    int chooseMove(Position position, int level, long budgetMillis,
                   Consumer<EngineAnalysis> progress) throws InterruptedException;

    /**
     * Asks the move being chosen on {@code thinker} (a pool thread inside {@link #chooseMove}) to
     * end now. The default interrupts the thread, which suits an implementation that waits; a
     * searching engine, which does not look at interrupts, stops its search instead.
     */
    default void stop(Thread thinker) {
        thinker.interrupt();
    }
}
