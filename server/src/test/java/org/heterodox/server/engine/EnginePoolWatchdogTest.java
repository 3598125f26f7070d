package org.heterodox.server.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The pool's watchdog stops a search that overruns its budget through the engine's own stop (the
 * search never looks at thread interrupts), and the move found so far is played.
 */
class EnginePoolWatchdogTest {
    /** The real engine seat, but told to think for a minute whatever budget the pool gives it. */
    private static final class Overrunning implements EngineOpponent {
        private final HeterodoxEngineOpponent engine = new HeterodoxEngineOpponent();

        @Override
        public int chooseMove(Position position, int level, long budgetMillis, Consumer<EngineAnalysis> progress) {
            return engine.chooseMove(position, EngineLevels.MAX, 60_000, progress);
        }

        @Override
        public void stop(Thread thinker) {
            engine.stop(thinker);
        }
    }

    @Test
    void anOverrunningSearchIsStoppedAndItsMoveIsPlayed() throws Exception {
        ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor();
        try (EnginePool pool = new EnginePool(new Overrunning(), 1, watchdog)) {
            Position position = Variants.of("chess").startPosition();
            CompletableFuture<Integer> moved = new CompletableFuture<>();
            long start = System.nanoTime();
            pool.request(position.copy(), EngineLevels.MAX, 50, analysis -> { }, moved::complete,
                    () -> moved.completeExceptionally(new AssertionError("the engine failed")));
            int move = moved.get(20, TimeUnit.SECONDS);
            long ms = (System.nanoTime() - start) / 1_000_000L;
            MoveList legal = new MoveList();
            position.generate(legal);
            assertThat(legal.contains(move)).isTrue();
            assertThat(ms).as("stopped at the budget plus the grace, not after a minute")
                    .isGreaterThanOrEqualTo(50 + EnginePool.GRACE_MS).isLessThan(15_000);
        } finally {
            watchdog.shutdownNow();
        }
    }
}
