package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Perft speed benchmark on fixed positions; one warm-up run, then the median of the timed runs.
 * Counts are checked so a fast wrong generator cannot pass unnoticed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, subcommands = SearchBenchCommand.class,
        description = "Measure perft speed (nodes/s) on reference positions: chess startpos 6 and Kiwipete 5 "
                + "by default, or a custom case with --variant/--fen/--depth; 'bench search' runs the engine's node-count bench.")
final class BenchCommand implements Callable<Integer> {
    record Case(String variant, String fen, int depth, long nodes, String name) {
    }

    /** The default game's (orthodox chess) start position and Kiwipete. */
    static final List<Case> CHESS = List.of(
            new Case(Variants.DEFAULT, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324L, "startpos"),
            new Case(Variants.DEFAULT, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690L,
                    "kiwipete"));

    @Spec
    CommandSpec spec;

    @Option(names = "--runs", defaultValue = "3", description = "Timed runs per case (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--variant", paramLabel = "SPEC",
            description = "Benchmark a custom case instead: variant spec (with --fen and --depth).")
    String variant;

    @Option(names = "--fen", paramLabel = "FEN")
    String fen;

    @Option(names = "--depth", paramLabel = "N")
    Integer depth;

    @Override
    public Integer call() throws Exception {
        if (runs < 1 || runs > 100) {
            throw new UserInputException("--runs must be between 1 and 100");
        }
        PrintWriter out = spec.commandLine().getOut();
        List<Case> cases = CHESS;
        if (variant != null) {
            if (depth == null) {
                throw new UserInputException("--variant needs --depth");
            }
            String startFen = fen != null ? fen : Variants.of(variant).startFen();
            cases = List.of(new Case(variant, startFen, depth, -1, "custom"));
        }
        for (Case c : cases) {
            Position position = Variants.of(c.variant()).fromFen(c.fen());
            long nodes = position.perft(c.depth());
            if (c.nodes() >= 0 && nodes != c.nodes()) {
                throw new IllegalStateException(c.name() + ": perft " + c.depth() + " gave " + nodes + ", expected " + c.nodes());
            }
            double[] seconds = new double[runs];
            for (int r = 0; r < runs; r++) {
                long t0 = System.nanoTime();
                position.perft(c.depth());
                seconds[r] = (System.nanoTime() - t0) / 1e9;
            }
            java.util.Arrays.sort(seconds);
            double median = seconds[runs / 2];
            out.printf("%-8s %-10s perft %d: %d nodes, median %.3f s, %.1f Mnodes/s%n",
                    c.variant(), c.name(), c.depth(), nodes, median, nodes / median / 1e6);
            out.flush();
        }
        return 0;
    }
}
