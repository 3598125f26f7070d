package org.heterodox.server.analysis;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.engine.EngineAnalysis;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.engine.EngineOpponent;
import org.heterodox.server.engine.EnginePool;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;

/**
 * Engine analysis on request: of any position of a game that is over (during play it would help
 * one side), or of a position set up on the board editor. The searches run on a pool of their own
 * with one thread per search admitted ({@link #MAX_AT_ONCE}), apart from the engine seats, so an
 * admitted request starts at once and is answered within its budget; more are refused with 429.
 */
public final class GameAnalyst implements AutoCloseable {
    static final long BUDGET_MS = 1000;
    static final int MAX_AT_ONCE = 2;
    /** How long past its budget a queued or overrunning search is awaited. */
    private static final long WAIT_EXTRA_MS = 5000;

    private final EnginePool engines;
    private final Semaphore running = new Semaphore(MAX_AT_ONCE);
    /** Analyses refused for want of a slot, once {@link #observe}d; null before. */
    private volatile Counter refused;

    /** {@code engines} (a pool of {@link #MAX_AT_ONCE} threads) may be null: then every analysis is refused with 501. */
    GameAnalyst(EnginePool engines) {
        this.engines = engines;
    }

    /** An analyst with a pool of its own for {@code engine} (null: a server without an engine). */
    public static GameAnalyst of(EngineOpponent engine, ScheduledExecutorService watchdog) {
        return new GameAnalyst(engine == null ? null : new EnginePool(engine, MAX_AT_ONCE, watchdog));
    }

    /**
     * Meters the analyses: running now ({@code heterodox_analysis_running}), refused for want of a slot
     * ({@code heterodox_analysis_refused_total}), and the analysis engine pool as pool {@code analysis}.
     */
    public void observe(MeterRegistry registry) {
        Gauge.builder("heterodox.analysis.running", running, slots -> MAX_AT_ONCE - slots.availablePermits())
                .description("Analyses on request running now (at most " + MAX_AT_ONCE + ")").register(registry);
        refused = Counter.builder("heterodox.analysis.refused").description("Analyses refused: every slot was taken")
                .register(registry);
        if (engines != null) {
            engines.observe(registry, "analysis");
        }
    }

    @Override
    public void close() {
        if (engines != null) {
            engines.close();
        }
    }

    /**
     * The engine's view of the position after {@code plies} moves (null: the last) of a game that is
     * over: 409 while it is played or when the position has no moves, 501 without an engine.
     */
    public PositionAnalysis analyse(GameSnapshot game, Integer plies) {
        requireEngine();
        if (game.status() == GameStatus.ACTIVE || game.status() == GameStatus.WAITING) {
            throw GameException.conflict("analysis on request is for games that are over; game " + game.id() + " is "
                    + (game.status() == GameStatus.ACTIVE ? "being played" : "waiting for a player"));
        }
        int total = game.moves().size();
        int at = plies == null ? total : plies;
        if (at < 0 || at > total) {
            throw GameException.badRequest("'ply' must be from 0 to " + total + " (the moves played)");
        }
        Position position;
        try {
            Variant variant = Variants.of(game.variantSpec());
            // Replayed from the start, the position keeps the game's history for repetitions.
            position = variant.fromFen(game.startFen());
            for (int i = 0; i < at; i++) {
                position.make(variant.machineNotation().parse(position, game.moves().get(i).machine()));
            }
        } catch (FormatException e) {
            throw new IllegalStateException("stored game " + game.id() + " cannot be replayed", e);
        }
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            throw GameException.conflict("the position after " + at + " moves has no moves to analyse (" + outcome + ")");
        }
        return search(at, position, EngineLevels.MAX, BUDGET_MS);
    }

    /**
     * The engine's view of a set-up position (no game, so no earlier positions for repetitions) at
     * {@code level} within {@code budgetMillis}; 400 when the position is already decided.
     */
    public PositionAnalysis analyse(Position position, int level, long budgetMillis) {
        requireEngine();
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            throw GameException.badRequest("the position is already decided: " + outcome + "; there is nothing to analyse");
        }
        return search(0, position, level, budgetMillis);
    }

    private void requireEngine() {
        if (engines == null) {
            throw new GameException(GameException.Kind.UNSUPPORTED, "this server has no engine");
        }
    }

    private PositionAnalysis search(int plies, Position position, int level, long budgetMillis) {
        if (!running.tryAcquire()) {
            Counter counter = refused;
            if (counter != null) {
                counter.increment();
            }
            throw new GameException(GameException.Kind.BUSY, "the engine is analysing " + MAX_AT_ONCE + " positions already; try again shortly");
        }
        try {
            // A thread of the pool is free for each admitted search, so the wait is the search's own
            // time: its budget, the watchdog's grace to stop it, and a margin.
            EngineAnalysis analysis = engines.analyse(position, level, budgetMillis)
                    .get(budgetMillis + WAIT_EXTRA_MS, TimeUnit.MILLISECONDS);
            return new PositionAnalysis(plies, position.sideToMove(), analysis, bestMachineMove(position, analysis));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GameException(GameException.Kind.UNAVAILABLE, "the analysis was interrupted");
        } catch (ExecutionException | TimeoutException e) {
            throw new GameException(GameException.Kind.UNAVAILABLE, "the engine gave no analysis of this position");
        } finally {
            running.release();
        }
    }

    /** The first move of the best line in the machine notation (UCI/USI), for drawing it on a board; null when none. */
    private static String bestMachineMove(Position position, EngineAnalysis analysis) {
        if (analysis.principalVariation().isEmpty()) {
            return null;
        }
        Variant variant = position.variant();
        try {
            int move = variant.notations().get(0).parse(position, analysis.principalVariation().get(0));
            return variant.machineNotation().format(position, move);
        } catch (FormatException e) {
            throw new IllegalStateException("the engine's best move " + analysis.principalVariation().get(0)
                    + " cannot be read back", e);
        }
    }
}
