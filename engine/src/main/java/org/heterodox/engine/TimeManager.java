package org.heterodox.engine;

/**
 * Turns limits into two deadlines: a soft one after which no new iteration starts, and a hard one
 * at which the search stops wherever it is. Without a clock or move time both are unlimited.
 */
public final class TimeManager {
    /** Time kept back for the protocol round trip and the operating system. */
    static final long OVERHEAD_MS = 30;
    /** Moves assumed still to play when the clock has no moves-to-go. */
    static final int DEFAULT_MOVES_TO_GO = 30;

    private final long softMs;
    private final long hardMs;

    private TimeManager(long softMs, long hardMs) {
        this.softMs = softMs;
        this.hardMs = hardMs;
    }

    public static TimeManager of(Limits limits, int side) {
        if (limits.infinite()) {
            return new TimeManager(Long.MAX_VALUE, Long.MAX_VALUE);
        }
        if (limits.moveTimeMs() > 0) {
            long t = Math.max(1, limits.moveTimeMs() - 5);
            return new TimeManager(t, t);
        }
        if (!limits.hasClock()) {
            return new TimeManager(Long.MAX_VALUE, Long.MAX_VALUE);
        }
        long time = limits.timeMs(side);
        long increment = limits.incrementMs(side);
        int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 50) : DEFAULT_MOVES_TO_GO;
        long available = Math.max(1, time - OVERHEAD_MS);
        long soft = available / movesToGo + increment * 3 / 4;
        // With one move to the control we may spend almost everything; otherwise keep half in reserve.
        long cap = movesToGo == 1 ? available * 9 / 10 : available / 2;
        long hard = Math.max(1, Math.min(soft * 4, cap));
        return new TimeManager(Math.max(1, Math.min(soft, hard)), hard);
    }

    public long softMs() {
        return softMs;
    }

    public long hardMs() {
        return hardMs;
    }

    public boolean isLimited() {
        return hardMs != Long.MAX_VALUE;
    }
}
