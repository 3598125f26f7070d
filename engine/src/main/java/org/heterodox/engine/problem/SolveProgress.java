package org.heterodox.engine.problem;

/**
 * What a long solve reports while it runs (a server's queued job shows it): the positions searched so
 * far, the time taken, and what the solver is doing (e.g. "key 7 of 31", "mate in 3").
 */
@FunctionalInterface
public interface SolveProgress {
    void report(long nodes, long elapsedMillis, String stage);
}
