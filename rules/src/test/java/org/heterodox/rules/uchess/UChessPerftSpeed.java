package org.heterodox.rules.uchess;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;

/**
 * Not a test: compares U-Chess and orthodox perft speed on the same positions (issue 3 asks for at
 * least half the orthodox nodes per second). Thread CPU time is used so that other processes on a
 * shared machine do not distort the figures. Run after {@code mvn -q -pl rules test-compile}:
 * <pre>java -cp rules/target/classes:rules/target/test-classes org.heterodox.rules.uchess.UChessPerftSpeed</pre>
 */
public final class UChessPerftSpeed {
    private static final String[][] CASES = {
        // fen, orthodox depth, U-Chess depth
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "6", "7"},
        {"r1b3k1/p1p5/P1P2p2/3R2B1/1p4Pp/2P2P2/2P1K2p/6N1 b - g3 0 34", "5", "5"},
        {"rn2kbnr/pp2p1pp/4p3/2p4Q/3q4/3B4/PPPP1PPP/RNB1K1NR b KQkq - 3 9", "5", "6"},
    };

    private UChessPerftSpeed() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        for (String[] c : CASES) {
            double chess = best("chess", c[0], Integer.parseInt(c[1]), rounds);
            double aise = best("uchess", c[0], Integer.parseInt(c[2]), rounds);
            double kingCapture = best("uchess:king-capture", c[0], Integer.parseInt(c[2]), rounds);
            System.out.printf("%s%n  chess %.1f Mnps, uchess %.1f Mnps (%.2f), uchess:king-capture %.1f Mnps (%.2f)%n",
                    c[0], chess, aise, aise / chess, kingCapture, kingCapture / chess);
        }
    }

    /** Best of {@code rounds} runs, in million nodes per CPU second. */
    private static double best(String spec, String fen, int depth, int rounds) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Position p = Variants.of(spec).fromFen(fen);
        double best = 0;
        for (int r = 0; r < rounds; r++) {
            long start = threads.getCurrentThreadCpuTime();
            long nodes = p.perft(depth);
            long cpu = Math.max(1, threads.getCurrentThreadCpuTime() - start);
            best = Math.max(best, nodes * 1e3 / cpu);
        }
        return best;
    }
}
