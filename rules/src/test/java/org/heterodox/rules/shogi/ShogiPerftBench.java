package org.heterodox.rules.shogi;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;

/**
 * Perft speed harness (not a test): {@code java -cp rules/target/classes:rules/target/test-classes
 * org.heterodox.rules.shogi.ShogiPerftBench [spec] [depth] [runs] [sfen]}. Prints nodes and nodes/s per run.
 */
public final class ShogiPerftBench {
    private ShogiPerftBench() {
    }

    public static void main(String[] args) throws Exception {
        String spec = args.length > 0 ? args[0] : "shogi";
        int depth = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Position start = args.length > 3 ? Variants.of(spec).fromFen(args[3]) : Variants.of(spec).startPosition();
        for (int run = 1; run <= runs; run++) {
            Position p = start.copy();
            java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long nodes = p.perft(depth);
            double seconds = (System.nanoTime() - t0) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
            System.out.printf("run %d: %s perft %d = %d nodes in %.3f s (%.3f s CPU), %.1f Mnps (%.1f Mnps per CPU second)%n",
                    run, spec, depth, nodes, seconds, cpu, nodes / seconds / 1e6, nodes / cpu / 1e6);
        }
    }
}
