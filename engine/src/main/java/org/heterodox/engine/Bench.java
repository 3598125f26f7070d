package org.heterodox.engine;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;

/**
 * A deterministic node count for regression checks: fixed positions searched to a fixed depth from a
 * cleared state, one after the other. The total node count changes only when the search or the
 * evaluation changes; the speed figures (by wall clock and by the thread's CPU time) are informational.
 */
public final class Bench {
    public static final int DEFAULT_DEPTH = 8;

    /** Variant spec and FEN of each bench position. */
    public static final List<String[]> POSITIONS = List.of(
            new String[] {ChessVariant.NAME, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
            new String[] {ChessVariant.NAME, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
            new String[] {ChessVariant.NAME, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8"},
            new String[] {ChessVariant.NAME, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
            new String[] {ChessVariant.NAME, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"},
            new String[] {ChessVariant.NAME, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"},
            new String[] {ChessVariant.NAME, "2r3k1/1q3pp1/p3p2p/1p1pP3/3P4/P2Q1N1P/1P3PP1/2R3K1 b - - 0 28"},
            new String[] {ChessVariant.NAME, "8/8/4k3/8/2K5/8/3P4/8 w - - 0 1"});

    private Bench() {
    }

    /** Runs the bench at {@code depth} with a fresh engine and reports one line per position and a total. */
    public static long run(int depth, Consumer<String> out) {
        Engine engine = new Engine(16);
        long total = 0;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
        long startCpu = cpuTimed ? threads.getCurrentThreadCpuTime() : 0;
        long startNanos = System.nanoTime();
        for (String[] entry : POSITIONS) {
            Position position = positionOf(entry[0], entry[1]);
            engine.newGame();
            SearchResult result = engine.analyse(position, Limits.ofDepth(depth), SearchListener.NONE);
            total += result.nodes();
            out.accept(String.format(Locale.ROOT, "%-8s %-72s nodes %10d  best %s", entry[0], entry[1], result.nodes(),
                    position.variant().machineNotation().format(position, result.bestMove())));
        }
        long ms = Math.max(1, (System.nanoTime() - startNanos) / 1_000_000L);
        String line = String.format(Locale.ROOT, "total nodes %d  time %d ms  nps %d", total, ms, total * 1000 / ms);
        if (cpuTimed) {
            // CPU time of the searching thread: a speed figure that other processes on the machine do not skew.
            long cpuMs = Math.max(1, (threads.getCurrentThreadCpuTime() - startCpu) / 1_000_000L);
            line += String.format(Locale.ROOT, "  cpu %d ms  cpu-nps %d", cpuMs, total * 1000 / cpuMs);
        }
        out.accept(line);
        return total;
    }

    private static Position positionOf(String spec, String fen) {
        try {
            Variant variant = Variants.of(spec);
            return variant.fromFen(fen);
        } catch (FormatException e) {
            throw new IllegalStateException("bench position " + fen + " of " + spec + " is invalid: " + e.getMessage(), e);
        }
    }
}
