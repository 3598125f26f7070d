package org.heterodox.cli;

import java.util.Locale;

/**
 * A progress line for long commands: a bar, the count, the share done and the time left estimated
 * from the rate so far. On a terminal it redraws one line; elsewhere (a file, a pipe) it prints a
 * line at each tenth of the work, so logs stay short.
 */
final class ProgressBar {
    static final int WIDTH = 30;

    private final int total;
    private final long startNanos;
    private final boolean terminal;
    private final String unit;
    private int lastTenth = -1;

    ProgressBar(int total, long startNanos, boolean terminal) {
        this(total, startNanos, terminal, "games");
    }

    /** @param unit what is counted, e.g. {@code games} or {@code MB} */
    ProgressBar(int total, long startNanos, boolean terminal, String unit) {
        this.total = total;
        this.startNanos = startNanos;
        this.terminal = terminal;
        this.unit = unit;
    }

    /** What to print after {@code done} of the work at {@code nowNanos} (may be empty off a terminal). */
    String line(int done, long nowNanos) {
        int tenth = done * 10 / total;
        if (!terminal && tenth == lastTenth && done != total) {
            return "";
        }
        lastTenth = tenth;
        int filled = (int) ((long) done * WIDTH / total);
        String bar = "#".repeat(filled) + ".".repeat(WIDTH - filled);
        String text = String.format(Locale.ROOT, "[%s] %d/%d %s %3d%%  %s", bar, done, total, unit,
                (int) ((long) done * 100 / total), done == total ? "done in " + duration(nowNanos - startNanos)
                        : "ETA " + duration(remaining(done, nowNanos)));
        return terminal ? "\r" + text : text + System.lineSeparator();
    }

    private long remaining(int done, long nowNanos) {
        if (done == 0) {
            return 0;
        }
        return (nowNanos - startNanos) / done * (total - done);
    }

    static String duration(long nanos) {
        long seconds = Math.max(0, Math.round(nanos / 1e9));
        if (seconds >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60);
        }
        if (seconds >= 60) {
            return String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
        }
        return seconds + "s";
    }
}
