package org.heterodox.engine;

/**
 * What bounds a search: depth, nodes, a fixed time, a clock (sudden death, increment, moves to go),
 * a mate to find, or nothing at all ({@link #infinite}). Zero means "not given" for every field.
 * Mutable with chained setters so that protocol readers can fill it token by token.
 */
public final class Limits {
    private int depth;
    private long nodes;
    private long moveTimeMs;
    private final long[] timeMs = new long[2];
    private final long[] incrementMs = new long[2];
    private int movesToGo;
    private int mate;
    private boolean infinite;

    public static Limits none() {
        return new Limits();
    }

    public static Limits ofDepth(int depth) {
        return new Limits().depth(depth);
    }

    public static Limits ofMoveTime(long ms) {
        return new Limits().moveTime(ms);
    }

    public Limits depth(int value) {
        depth = Math.max(0, value);
        return this;
    }

    public Limits nodes(long value) {
        nodes = Math.max(0, value);
        return this;
    }

    public Limits moveTime(long ms) {
        moveTimeMs = Math.max(0, ms);
        return this;
    }

    /** Remaining clock time of {@code side} (0 = first player). */
    public Limits time(int side, long ms) {
        timeMs[side] = Math.max(0, ms);
        return this;
    }

    public Limits increment(int side, long ms) {
        incrementMs[side] = Math.max(0, ms);
        return this;
    }

    public Limits movesToGo(int value) {
        movesToGo = Math.max(0, value);
        return this;
    }

    /** Search for a mate in at most {@code moves} moves. */
    public Limits mate(int moves) {
        mate = Math.max(0, moves);
        return this;
    }

    public Limits infinite(boolean value) {
        infinite = value;
        return this;
    }

    public int depth() {
        return depth;
    }

    public long nodes() {
        return nodes;
    }

    public long moveTimeMs() {
        return moveTimeMs;
    }

    public long timeMs(int side) {
        return timeMs[side];
    }

    public long incrementMs(int side) {
        return incrementMs[side];
    }

    public int movesToGo() {
        return movesToGo;
    }

    public int mate() {
        return mate;
    }

    public boolean infinite() {
        return infinite;
    }

    /** Whether a clock was given for either side, so time management applies. */
    public boolean hasClock() {
        return timeMs[0] > 0 || timeMs[1] > 0;
    }
}
