package org.heterodox.server.engine;

/** Engine strength levels and the thinking time each may spend on a move. */
public final class EngineLevels {
    public static final int MIN = 1;
    public static final int MAX = 8;
    private static final long[] BUDGET_MS = {0, 50, 100, 200, 400, 700, 1000, 2000, 3000};
    /** Never plan less than this, even when the clock is nearly out. */
    private static final long FLOOR_MS = 20;

    private EngineLevels() {
    }

    public static boolean valid(int level) {
        return level >= MIN && level <= MAX;
    }

    /**
     * The time for one move: the level's budget, but no more than a thirtieth of the clock plus
     * half the increment so that the engine does not lose on time.
     */
    public static long budgetMillis(int level, boolean timed, long remainingMs, long incrementMs) {
        long budget = BUDGET_MS[level];
        if (timed) {
            budget = Math.min(budget, remainingMs / 30 + incrementMs / 2);
        }
        return Math.max(FLOOR_MS, budget);
    }
}
