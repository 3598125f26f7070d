package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Counts legal move sequences; the last line on stdout is exactly {@code Nodes searched: N}. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the legal move sequences of exactly DEPTH plies. "
                + "Prints 'Nodes searched: N' last; time and nodes/s go to stderr.")
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @Option(names = {"-d", "--depth"}, required = true, paramLabel = "N", description = "Depth in plies (0..30).")
    int depth;

    @Option(names = "--divide", description = "Print '<move> <count>' for every root move first.")
    boolean divide;

    @Override
    public Integer call() throws Exception {
        if (depth < 0 || depth > 30) {
            // A usage error like a depth that is not a number: picocli prints it with the usage, status 2.
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--depth': " + depth + " is not between 0 and 30");
        }
        Position position = options.position();
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long nodes;
        if (divide && depth > 0) {
            nodes = divide(position, out);
        } else {
            nodes = position.perft(depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println("Nodes searched: " + nodes);
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.printf("Time: %.3f s, %.0f nodes/s%n", seconds, seconds > 0 ? nodes / seconds : 0.0);
        err.flush();
        return 0;
    }

    private long divide(Position position, PrintWriter out) throws Exception {
        MoveNotation notation = options.variant().machineNotation();
        MoveList moves = new MoveList();
        position.generate(moves);
        List<String> lines = new ArrayList<>();
        long total = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            String name = notation.format(position, move);
            position.make(move);
            long count = position.perft(depth - 1);
            position.unmake();
            lines.add(name + " " + count);
            total += count;
        }
        lines.sort(null);
        for (String line : lines) {
            out.println(line);
        }
        out.println();
        return total;
    }
}
