package org.heterodox.engine.problem;

/**
 * The bounds of one solve and the way to stop it: a node budget, a time budget, cancellation from
 * another thread, and a progress callback called every {@value #REPORT_EVERY} positions or so. Every
 * search of the problem package counts its positions here; when a bound is reached the search
 * throws a {@link SolveStoppedException} (a {@link NodeLimitException} for the node budget).
 */
public final class SolveControl {
    static final int REPORT_EVERY = 1 << 16;

    private final long startNanos = System.nanoTime();
    private long nodes;
    private long nodeLimit = Long.MAX_VALUE;
    private long deadlineNanos;
    private boolean hasDeadline;
    private volatile boolean cancelled;
    private SolveProgress progress;
    private String stage = "";

    /** Stops the solve with a {@link NodeLimitException} once it has searched more than {@code limit} positions. */
    public SolveControl nodeLimit(long limit) {
        this.nodeLimit = limit;
        return this;
    }

    /** Stops the solve once {@code millis} have passed since this control was made. */
    public SolveControl timeLimit(long millis) {
        this.deadlineNanos = startNanos + Math.max(0, millis) * 1_000_000L;
        this.hasDeadline = true;
        return this;
    }

    /** Calls {@code listener} now and then while solving, on the solving thread. */
    public SolveControl progress(SolveProgress listener) {
        this.progress = listener;
        return this;
    }

    /** Asks the solve to stop (from any thread); it throws a {@link SolveStoppedException} soon after. */
    public void cancel() {
        cancelled = true;
    }

    public boolean cancelled() {
        return cancelled;
    }

    public long nodes() {
        return nodes;
    }

    public long nodeLimit() {
        return nodeLimit;
    }

    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    /** Names what the solver is doing, for the next progress report. */
    void stage(String text) {
        stage = text;
        if (progress != null) {
            progress.report(nodes, elapsedMillis(), stage);
        }
    }

    /** Counts one position; checks the bounds every few thousand. */
    void count() {
        if (++nodes > nodeLimit) {
            throw new NodeLimitException(nodeLimit);
        }
        if ((nodes & (REPORT_EVERY - 1)) == 0) {
            checkpoint();
        }
    }

    /** Adds positions counted elsewhere (a sub-solve), then checks the bounds. */
    void add(long more) {
        nodes += more;
        if (nodes > nodeLimit) {
            throw new NodeLimitException(nodeLimit);
        }
        checkpoint();
    }

    private void checkpoint() {
        if (cancelled) {
            throw new SolveStoppedException("the solve was cancelled after " + nodes + " positions");
        }
        long now = System.nanoTime();
        if (hasDeadline && now - deadlineNanos > 0) {
            throw new SolveStoppedException("the solve ran out of time after " + nodes + " positions ("
                    + (now - startNanos) / 1_000_000L + " ms)");
        }
        if (progress != null) {
            progress.report(nodes, (now - startNanos) / 1_000_000L, stage);
        }
    }
}
