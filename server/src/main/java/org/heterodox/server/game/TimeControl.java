package org.heterodox.server.game;

/**
 * How a game is timed. Clocks are kept by the server in milliseconds; a correspondence game gives
 * each move a fresh allowance of {@code days} days instead of a shared budget.
 */
public record TimeControl(Kind kind, long initialMs, long incrementMs, int days) {
    public static final long DAY_MS = 86_400_000L;
    public static final TimeControl UNLIMITED = new TimeControl(Kind.UNLIMITED, 0, 0, 0);

    public enum Kind {
        UNLIMITED("unlimited"),
        SUDDEN_DEATH("sudden-death"),
        INCREMENT("increment"),
        CORRESPONDENCE("correspondence");

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

    public boolean timed() {
        return kind != Kind.UNLIMITED;
    }

    /** What each side's clock shows before its first move. */
    public long startingClockMs() {
        return switch (kind) {
            case UNLIMITED -> 0;
            case CORRESPONDENCE -> days * DAY_MS;
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
        };
    }
}
