package org.heterodox.server.engine;

import java.util.function.Consumer;
import org.heterodox.rules.Position;

/**
 * A move-choosing engine the server can seat as a player. Implementations adapt the project's
 * engine; the server calls them only from {@link EnginePool} threads.
 */
public interface EngineOpponent {
    /**
     * Chooses a legal move of {@code position} (a private copy) at strength {@code level}
     * ({@link EngineLevels#MIN}..{@link EngineLevels#MAX}), returning within about
     * {@code budgetMillis}. The calling thread is interrupted when the budget is long past; an
     * implementation should then return its best move so far or throw. {@code priorHashes} are the
     * hashes of the game's earlier positions, oldest first, so that the engine can see repetitions.
     * {@code progress} may be given reports while the engine thinks (called on the engine thread).
     */
    int chooseMove(Position position, long[] priorHashes, int level, long budgetMillis,
                   Consumer<EngineAnalysis> progress) throws InterruptedException;
}
