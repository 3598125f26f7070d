package org.heterodox.engine.problem;

/**
 * A solve stopped before it could prove its answer: its node budget ran out ({@link NodeLimitException}),
 * its time ran out, or its caller cancelled it ({@link SolveControl#cancel}). Nothing it found so far
 * is an answer: only a finished solve is exhaustive.
 */
public class SolveStoppedException extends RuntimeException {
    public SolveStoppedException(String message) {
        super(message);
    }
}
