package org.heterodox.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.engine.problem.ProblemPositions;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.SolutionWriter;
import org.heterodox.engine.problem.SolveControl;
import org.heterodox.engine.problem.SolveStoppedException;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.Epd;
import org.heterodox.rules.format.EpdRecord;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code heterodox solve}: every solution of a directmate, selfmate or helpmate in any game, by the
 * game's own rules, or the main line of a tsume (every attacking move checks) in the drop games;
 * "no solution" is proven by the exhaustive search. Directmates and selfmates print each key with its
 * variations (every defence and the continuations that answer it; several marked as duals).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a problem: #N (directmate), s#N (selfmate), h#N or h#N.5 (helpmate), in any game; "
                + "tsume N or tsume (the shortest) in shogi, Unashogi and the Unachess family. "
                + "Prints every solution (keys with their variations), then 'Solutions: K' and 'Nodes searched: N'.")
final class SolveCommand implements Callable<Integer> {
    /** Any tsume: positions are read as problem diagrams (in shogi, the attacker may have no king). */
    private static final Stipulation TSUME = new Stipulation(Stipulation.Kind.TSUME, 0, false);

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @Option(names = "--stipulation", paramLabel = "STIP",
            description = "#N, s#N, h#N or h#N.5 (N up to " + Stipulation.MAX_MOVES + "), tsume N (N plies, odd, up to "
                    + Stipulation.MAX_TSUME_PLIES + ") or tsume. With --epd, a position's own 'stip' operation wins.")
    String stipulationText;

    @Option(names = "--notation", paramLabel = "NAME",
            description = "Write moves in this notation of the game (e.g. uci, san; default the game's record notation).")
    String notationName;

    @Option(names = "--epd", paramLabel = "FILE",
            description = "Solve every position of an EPD file instead of one position (each headed by its id; "
                    + "an operation stip \"#3\" gives a position its own stipulation).")
    Path epd;

    @Option(names = "--no-variations",
            description = "Print only the solutions: the keys of a directmate or selfmate without threats and "
                    + "variations (as Popeye without option Variation), the lines of a helpmate.")
    boolean noVariations;

    @Option(names = "--nodes", paramLabel = "N", description = "Give up after searching N positions.")
    Long nodeLimit;

    @Option(names = "--time", paramLabel = "SECONDS", description = "Give up after this many seconds.")
    Double timeLimit;

    @Override
    public Integer call() throws Exception {
        Stipulation stipulation = stipulationText == null ? null : parse(stipulationText);
        if (stipulation == null && epd == null) {
            throw new ParameterException(spec.commandLine(), "Missing required option: '--stipulation=STIP'");
        }
        if (epd != null && (options.fen != null || options.moves != null)) {
            throw new UserInputException("--epd takes its positions from the file: leave out --fen and --moves");
        }
        Variant variant = options.variant();
        MoveNotation notation = notationName == null ? variant.notations().get(0) : variant.notation(notationName);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long startNanos = System.nanoTime();
        long nodes = 0;
        if (epd != null) {
            String text;
            try {
                text = Files.readString(epd);
            } catch (NoSuchFileException e) {
                throw new UserInputException("no such EPD file: " + epd);
            }
            List<EpdRecord> records = Epd.readAll(ProblemPositions.reader(variant, TSUME), text);
            for (int i = 0; i < records.size(); i++) {
                EpdRecord record = records.get(i);
                String id = record.id() != null ? record.id() : "position " + (i + 1);
                Stipulation own = stipulation;
                List<String> stip = record.operations().get("stip");
                if (stip != null && !stip.isEmpty()) {
                    own = parse(stip.get(0));
                }
                if (own == null) {
                    throw new UserInputException(id + ": no stipulation: give --stipulation or an operation stip \"#N\"");
                }
                out.println("== " + id);
                long before = System.nanoTime();
                long cpuBefore = cpuNanos();
                long searched = solveOne(record.position(), notation, own, out);
                nodes += searched;
                out.flush();
                err.printf("Time for %s: %.3f s (CPU %.3f s, %d nodes)%n", id, (System.nanoTime() - before) / 1e9,
                        (cpuNanos() - cpuBefore) / 1e9, searched);
            }
        } else {
            nodes = solveOne(position(variant), notation, stipulation, out);
        }
        out.println("Nodes searched: " + nodes);
        out.flush();
        err.printf("Time: %.3f s%n", (System.nanoTime() - startNanos) / 1e9);
        return 0;
    }

    /**
     * The position to solve: the game's own reading of --fen and --moves, or where the game cannot
     * read it, a tsume diagram of the shogi games (no king for the attacker).
     */
    private Position position(Variant variant) throws FormatException {
        try {
            return options.position();
        } catch (FormatException e) {
            if (options.fen == null || ProblemPositions.reader(variant, TSUME) == variant) {
                throw e;
            }
            Position position = ProblemPositions.read(variant, options.fen, TSUME);
            if (options.moves != null) {
                for (String text : options.moves.trim().split("[\\s,]+")) {
                    if (!text.isEmpty()) {
                        position.make(MoveReader.readDecision(position, text));
                    }
                }
            }
            return position;
        }
    }

    /** The solving thread's CPU time, which a busy machine does not inflate (0 where the JVM cannot tell). */
    private static long cpuNanos() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
    }

    private Stipulation parse(String text) {
        try {
            return Stipulation.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--stipulation': " + e.getMessage());
        }
    }

    /**
     * Solves one position, printing its solutions; returns the nodes searched. A solve stopped by
     * --nodes or --time is an error for one position; in an EPD file its position says so and the
     * next one follows.
     */
    private long solveOne(Position position, MoveNotation notation, Stipulation stipulation, PrintWriter out)
            throws UserInputException {
        SolveControl control = new SolveControl();
        if (nodeLimit != null) {
            control.nodeLimit(nodeLimit);
        }
        if (timeLimit != null) {
            control.timeLimit(Math.round(timeLimit * 1000));
        }
        ProblemSolver solver = new ProblemSolver(position, stipulation).control(control);
        try {
            SolutionWriter.write(position, solver, stipulation, notation, !noVariations).forEach(out::println);
        } catch (SolveStoppedException e) {
            if (epd == null) {
                throw new UserInputException(stipulation + ": " + e.getMessage());
            }
            out.println(stipulation + " in " + position.variant().displayName() + ": not solved: " + e.getMessage());
        }
        return solver.nodes();
    }
}
