package org.heterodox.server.game;

/**
 * How a game is timed. Clocks are kept by the server in milliseconds; a correspondence game gives
 * each move a fresh allowance of {@code days} days instead of a shared budget.
 *
 * <p>Byoyomi (the shogi time control): {@code initialMs} of main time, then {@code periods} periods
 * of {@code periodMs} each. A side's clock holds the whole time it has before its flag falls (main
 * time plus the periods left), which is all the state byoyomi needs: periods are only used once the
 * main time is gone, so a clock above {@code periods × periodMs} still has main time and every
 * period, and one at or below it is in byoyomi with as many periods as it spans.
 */
public record TimeControl(Kind kind, long initialMs, long incrementMs, int days, long periodMs, int periods) {
    public static final long DAY_MS = 86_400_000L;
    public static final TimeControl UNLIMITED = new TimeControl(Kind.UNLIMITED, 0, 0, 0);

    public enum Kind {
        UNLIMITED("unlimited"),
        SUDDEN_DEATH("sudden-death"),
        INCREMENT("increment"),
        CORRESPONDENCE("correspondence"),
        BYOYOMI("byoyomi");

        private final String wire;

        Kind(String wire) {
            this.wire = wire;
        }

        /** The name used in JSON and the database. */
        public String wire() {
            return wire;
        }

        public static Kind fromWire(String text) {
            for (Kind kind : values()) {
                if (kind.wire.equals(text)) {
                    return kind;
                }
            }
            return null;
        }
    }

    /** A time control without byoyomi periods. */
    public TimeControl(Kind kind, long initialMs, long incrementMs, int days) {
        this(kind, initialMs, incrementMs, days, 0, 0);
    }

    /** A byoyomi time control: main time, then {@code periods} periods of {@code periodMs}. */
    public static TimeControl byoyomi(long mainMs, long periodMs, int periods) {
        return new TimeControl(Kind.BYOYOMI, mainMs, 0, 0, periodMs, periods);
    }

    public boolean timed() {
        return kind != Kind.UNLIMITED;
    }

    /** What each side's clock shows before its first move. */
    public long startingClockMs() {
        return switch (kind) {
            case UNLIMITED -> 0;
            case CORRESPONDENCE -> days * DAY_MS;
            case BYOYOMI -> initialMs + byoyomiMs();
            default -> initialMs;
        };
    }

    /** The mover's clock after completing a move with {@code remainingMs} left. */
    public long clockAfterMove(long remainingMs) {
        return switch (kind) {
            case UNLIMITED -> 0;
            case SUDDEN_DEATH -> remainingMs;
            case INCREMENT -> remainingMs + incrementMs;
            case CORRESPONDENCE -> days * DAY_MS;
            case BYOYOMI -> remainingMs > byoyomiMs()
                    ? remainingMs // moved in main time
                    : periodsLeft(remainingMs) * periodMs; // the period moved in is kept, whole again
        };
    }

    /**
     * The time each move gets besides the clock's budget: the increment, or a byoyomi period (a move
     * made within it costs nothing). The engine's thinking time counts it.
     */
    public long perMoveMs() {
        return kind == Kind.BYOYOMI ? periodMs : incrementMs;
    }

    /** All the byoyomi periods together. */
    public long byoyomiMs() {
        return periods * periodMs;
    }

    /**
     * The periods left, counting the one running, for a byoyomi clock with {@code remainingMs} before
     * its flag falls.
     */
    public int periodsLeft(long remainingMs) {
        if (remainingMs <= 0) {
            return 0;
        }
        return (int) Math.min(periods, (remainingMs + periodMs - 1) / periodMs);
    }
}
