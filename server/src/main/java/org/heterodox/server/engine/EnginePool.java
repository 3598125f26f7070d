package org.heterodox.server.engine;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs engine moves on a fixed number of threads, apart from the request threads, so a thinking
 * engine never holds up other games. A watchdog stops each task through
 * {@link EngineOpponent#stop} when it overruns its budget by {@link #GRACE_MS}. At most one request per game is pending, so the queue is bounded by the number
 * of engine games, which the server caps, plus the few analyses on request it allows at once.
 */
public final class EnginePool implements AutoCloseable {
    static final long GRACE_MS = 1000;
    private static final Logger LOG = LoggerFactory.getLogger(EnginePool.class);

    private final EngineOpponent engine;
    private final ThreadPoolExecutor workers;
    private final ScheduledExecutorService watchdog;
    /** How long each search takes, once {@link #observe} named the pool; null before. */
    private volatile Timer thinking;

    public EnginePool(EngineOpponent engine, int threads, ScheduledExecutorService watchdog) {
        this.engine = engine;
        AtomicInteger count = new AtomicInteger();
        this.workers = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
                runnable -> {
                    Thread thread = new Thread(runnable, "engine-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    thread.setPriority(Thread.NORM_PRIORITY - 1);
                    return thread;
                });
        this.watchdog = watchdog;
    }

    /**
     * Asks for a move in {@code position}; {@code onMove} gets it on an engine thread, or
     * {@code onFailure} is run there when the engine fails, returns no move or overruns.
     */
    public void request(Position position, int level, long budgetMillis,
                        Consumer<EngineAnalysis> progress, IntConsumer onMove, Runnable onFailure) {
        workers.execute(() -> {
            // The budget counts from the moment the engine starts, not from when the request was queued.
            Thread thinker = Thread.currentThread();
            AtomicBoolean done = new AtomicBoolean();
            ScheduledFuture<?> dog = watchdog.schedule(() -> {
                if (!done.get()) {
                    LOG.warn("engine overran its {} ms budget by {} ms; stopping it", budgetMillis, GRACE_MS);
                    engine.stop(thinker);
                }
            }, budgetMillis + GRACE_MS, TimeUnit.MILLISECONDS);
            int move;
            long started = System.nanoTime();
            try {
                move = engine.chooseMove(position, level, budgetMillis, progress);
            } catch (InterruptedException e) {
                LOG.warn("engine interrupted after overrunning its {} ms budget", budgetMillis);
                move = Move.NONE;
            } catch (RuntimeException e) {
                LOG.error("engine failed", e);
                move = Move.NONE;
            } finally {
                done.set(true);
                dog.cancel(false);
                Thread.interrupted();
                Timer timer = thinking;
                if (timer != null) {
                    timer.record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
                }
            }
            if (move == Move.NONE) {
                onFailure.run();
            } else {
                onMove.accept(move);
            }
        });
    }

    /**
     * The engine's view of {@code position} at {@code level} (full strength: {@link EngineLevels#MAX})
     * within {@code budgetMillis}: its last progress report, completed on an engine thread, or failed
     * when the engine finds no move.
     */
    public CompletableFuture<EngineAnalysis> analyse(Position position, int level, long budgetMillis) {
        CompletableFuture<EngineAnalysis> result = new CompletableFuture<>();
        AtomicReference<EngineAnalysis> last = new AtomicReference<>();
        request(position, level, budgetMillis, last::set, move -> {
            if (last.get() == null) {
                result.completeExceptionally(new IllegalStateException("the engine moved without reporting a search"));
            } else {
                result.complete(last.get());
            }
        }, () -> result.completeExceptionally(new IllegalStateException("the engine gave no move")));
        return result;
    }

    /**
     * Meters the pool as {@code pool}: searches waiting for a thread ({@code heterodox_engine_queue}),
     * threads searching ({@code heterodox_engine_busy}) and each search's time ({@code heterodox_engine_think_seconds}).
     */
    public void observe(MeterRegistry registry, String pool) {
        Gauge.builder("heterodox.engine.queue", workers, w -> w.getQueue().size())
                .description("Engine searches waiting for a thread").tag("pool", pool).register(registry);
        Gauge.builder("heterodox.engine.busy", workers, ThreadPoolExecutor::getActiveCount)
                .description("Engine threads searching now").tag("pool", pool).register(registry);
        thinking = Timer.builder("heterodox.engine.think").description("Time an engine search took")
                .tag("pool", pool).register(registry);
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
