package org.heterodox.match;

import java.util.Locale;

/**
 * How long an engine may think, in cutechess-cli's terms: a clock ({@code moves/base+increment},
 * seconds), a fixed time per move, a depth or a node budget (the last two may be combined with a
 * clock or stand alone). Immutable; the {@code with...} methods return changed copies.
 */
public record TimeControl(int movesPerSession, long baseMs, long incrementMs, long moveTimeMs, int depth, long nodes) {
    /** No limit at all: only meaningful with a depth or node budget (or for built-in players). */
    public static final TimeControl NONE = new TimeControl(0, 0, 0, 0, 0, 0);

    /**
     * Reads a clock as cutechess-cli writes it: {@code 10+0.1}, {@code 40/60}, {@code 40/1:30+1},
     * {@code 60} (seconds, minutes as {@code m:ss}), or {@code inf}.
     */
    public static TimeControl parseClock(String text) {
        String t = text.trim();
        if (t.equals("inf")) {
            return NONE;
        }
        int moves = 0;
        int slash = t.indexOf('/');
        if (slash >= 0) {
            moves = parsePositiveInt(t.substring(0, slash), "moves per session in tc '" + text + "'");
            t = t.substring(slash + 1);
        }
        long inc = 0;
        int plus = t.indexOf('+');
        if (plus >= 0) {
            inc = parseSeconds(t.substring(plus + 1), text);
            t = t.substring(0, plus);
        }
        long base;
        int colon = t.indexOf(':');
        if (colon >= 0) {
            base = parsePositiveInt(t.substring(0, colon), "minutes in tc '" + text + "'") * 60_000L
                    + parseSeconds(t.substring(colon + 1), text);
        } else {
            base = parseSeconds(t, text);
        }
        if (base <= 0) {
            throw new IllegalArgumentException("time control '" + text + "' has no time");
        }
        return new TimeControl(moves, base, inc, 0, 0, 0);
    }

    private static long parseSeconds(String s, String whole) {
        try {
            double seconds = Double.parseDouble(s);
            if (!(seconds >= 0) || seconds > 1e7 || s.contains("e") || s.contains("E") || s.isBlank()) {
                throw new NumberFormatException();
            }
            return Math.round(seconds * 1000);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad seconds '" + s + "' in time control '" + whole + "'");
        }
    }

    static int parsePositiveInt(String s, String what) {
        try {
            int v = Integer.parseInt(s.trim());
            if (v <= 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + ": '" + s + "' (a positive integer)");
        }
    }

    public TimeControl withClock(TimeControl clock) {
        return new TimeControl(clock.movesPerSession, clock.baseMs, clock.incrementMs, moveTimeMs, depth, nodes);
    }

    public TimeControl withMoveTime(long ms) {
        return new TimeControl(movesPerSession, baseMs, incrementMs, ms, depth, nodes);
    }

    public TimeControl withDepth(int plies) {
        return new TimeControl(movesPerSession, baseMs, incrementMs, moveTimeMs, plies, nodes);
    }

    public TimeControl withNodes(long count) {
        return new TimeControl(movesPerSession, baseMs, incrementMs, moveTimeMs, depth, count);
    }

    public boolean hasClock() {
        return baseMs > 0;
    }

    /** Whether anything at all limits a move (otherwise an engine would think for ever). */
    public boolean isLimited() {
        return hasClock() || moveTimeMs > 0 || depth > 0 || nodes > 0;
    }

    /** The PGN {@code TimeControl} tag value, e.g. {@code 10+0.1}, {@code 40/60}, {@code 1/5} (5 s a move). */
    public String pgnTag() {
        if (hasClock()) {
            String base = seconds(baseMs) + (incrementMs > 0 ? "+" + seconds(incrementMs) : "");
            return movesPerSession > 0 ? movesPerSession + "/" + base : base;
        }
        if (moveTimeMs > 0) {
            return "1/" + seconds(moveTimeMs);
        }
        return "-";
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (hasClock()) {
            sb.append("tc=").append(pgnTag());
        }
        if (moveTimeMs > 0) {
            sb.append(sb.length() > 0 ? " " : "").append("st=").append(seconds(moveTimeMs));
        }
        if (depth > 0) {
            sb.append(sb.length() > 0 ? " " : "").append("depth=").append(depth);
        }
        if (nodes > 0) {
            sb.append(sb.length() > 0 ? " " : "").append("nodes=").append(nodes);
        }
        return sb.length() == 0 ? "inf" : sb.toString();
    }

    private static String seconds(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000) : String.format(Locale.ROOT, "%s", ms / 1000.0);
    }
}
