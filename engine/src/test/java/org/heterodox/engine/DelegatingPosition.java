package org.heterodox.engine;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * A test position that forwards the abstract methods of {@link Position} to a real one, so that a
 * test overrides only the behaviour it changes (the defaults of the interface stay the interface's).
 */
abstract class DelegatingPosition implements Position {
    protected final Position inner;

    DelegatingPosition(Position inner) {
        this.inner = inner;
    }

    @Override
    public Variant variant() {
        return inner.variant();
    }

    @Override
    public int sideToMove() {
        return inner.sideToMove();
    }

    @Override
    public int onBoard(int side, String letter) {
        return inner.onBoard(side, letter);
    }

    @Override
    public void generate(MoveList out) {
        inner.generate(out);
    }

    @Override
    public void make(int move) {
        inner.make(move);
    }

    @Override
    public void unmake() {
        inner.unmake();
    }

    @Override
    public long hash() {
        return inner.hash();
    }

    @Override
    public int movesMade() {
        return inner.movesMade();
    }

    @Override
    public boolean inCheck() {
        return inner.inCheck();
    }

    @Override
    public Outcome outcome() {
        return inner.outcome();
    }

    @Override
    public Outcome ruleOutcome(int occurrences) {
        return inner.ruleOutcome(occurrences);
    }

    @Override
    public int pliesSinceIrreversible() {
        return inner.pliesSinceIrreversible();
    }

    @Override
    public String toFen() {
        return inner.toFen();
    }
}
