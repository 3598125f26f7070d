package org.heterodox.engine.problem;

/** A solve stopped at its node budget before it could prove its answer (the server bounds each request). */
public final class NodeLimitException extends SolveStoppedException {
    private final long limit;

    public NodeLimitException(long limit) {
        super("the problem needs more than " + limit + " positions to solve");
        this.limit = limit;
    }

    public long limit() {
        return limit;
    }
}
