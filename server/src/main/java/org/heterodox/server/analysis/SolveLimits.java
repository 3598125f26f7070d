package org.heterodox.server.analysis;

/**
 * The bounds of one problem solved for the board editor ({@code POST /api/positions/solve}): its
 * length in moves, the positions it may visit and its time. {@link #DEFAULTS} follow the solver's
 * measured speed (docs/engine.md, "Against Popeye"): about 3 million positions a CPU-second, so the
 * node budget is about three seconds of one core, and five moves hold every composed problem of the
 * benchmark set that solves within it (#5, s#4, h#5 included).
 */
public record SolveLimits(int maxMoves, long nodes, long millis) {
    public static final SolveLimits DEFAULTS = new SolveLimits(5, 10_000_000, 5_000);

    public SolveLimits {
        if (maxMoves < 1 || nodes < 1 || millis < 1) {
            throw new IllegalArgumentException("solve limits must be positive");
        }
    }
}
