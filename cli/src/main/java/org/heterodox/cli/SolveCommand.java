package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.SolutionWriter;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox solve}: every solution of a directmate, selfmate or helpmate in any game, by the
 * game's own rules; "no solution" is proven by the exhaustive search. Directmates and selfmates print
 * each key with its variations (every defence and the continuations that answer it; several marked
 * as duals).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a problem: #N (directmate), s#N (selfmate), h#N or h#N.5 (helpmate), in any game. "
                + "Prints every solution (keys with their variations), then 'Solutions: K' and 'Nodes searched: N'.")
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @Option(names = "--stipulation", required = true, paramLabel = "STIP", description = "#N, s#N, h#N or h#N.5 (N up to 12).")
    String stipulationText;

    @Option(names = "--notation", paramLabel = "NAME",
            description = "Write moves in this notation of the game (e.g. uci, san; default the game's record notation).")
    String notationName;

    @Option(names = "--epd", paramLabel = "FILE",
            description = "Solve every position of an EPD file instead of one position (each headed by its id).")
    java.nio.file.Path epd;

    @Override
    public Integer call() throws Exception {
        Stipulation stipulation;
        try {
            stipulation = Stipulation.parse(stipulationText);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--stipulation': " + e.getMessage());
        }
        if (epd != null && (options.fen != null || options.moves != null)) {
            throw new UserInputException("--epd takes its positions from the file: leave out --fen and --moves");
        }
        Variant variant = options.variant();
        MoveNotation notation = notationName == null ? variant.notations().get(0) : variant.notation(notationName);
        PrintWriter out = spec.commandLine().getOut();
        long startNanos = System.nanoTime();
        if (epd != null) {
            String text;
            try {
                text = java.nio.file.Files.readString(epd);
            } catch (java.nio.file.NoSuchFileException e) {
                throw new UserInputException("no such EPD file: " + epd);
            }
            List<org.heterodox.rules.format.EpdRecord> records = org.heterodox.rules.format.Epd.readAll(variant, text);
            long nodes = 0;
            for (int i = 0; i < records.size(); i++) {
                org.heterodox.rules.format.EpdRecord record = records.get(i);
                out.println("== " + (record.id() != null ? record.id() : "position " + (i + 1)));
                nodes += solveOne(record.position(), variant, notation, stipulation, out);
            }
            out.println("Nodes searched: " + nodes);
            out.flush();
            spec.commandLine().getErr().printf("Time: %.3f s%n", (System.nanoTime() - startNanos) / 1e9);
            return 0;
        }
        long nodes = solveOne(options.position(), variant, notation, stipulation, out);
        out.println("Nodes searched: " + nodes);
        out.flush();
        spec.commandLine().getErr().printf("Time: %.3f s%n", (System.nanoTime() - startNanos) / 1e9);
        return 0;
    }

    /** Solves one position, printing its solutions; returns the nodes searched. */
    private static long solveOne(Position position, Variant variant, MoveNotation notation, Stipulation stipulation,
                                 PrintWriter out) {
        ProblemSolver solver = new ProblemSolver(position, stipulation);
        SolutionWriter.write(position, solver, stipulation, notation).forEach(out::println);
        return solver.nodes();
    }
}
