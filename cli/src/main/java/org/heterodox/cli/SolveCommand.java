package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
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
                                 PrintWriter out) throws FormatException {
        ProblemSolver solver = new ProblemSolver(position, stipulation);
        List<List<Integer>> solutions = solver.solve();
        out.println(stipulation + " in " + variant.displayName() + ": " + (solutions.isEmpty() ? "no solution"
                : solutions.size() + (solutions.size() == 1 ? " solution" : " solutions")));
        for (List<Integer> solution : solutions) {
            if (stipulation.kind() == Stipulation.Kind.HELP) {
                out.println(line(position.copy(), solution, notation));
            } else {
                Position walk = position.copy();
                int key = solution.get(0);
                out.println("1." + notation.format(walk, key) + "!");
                walk.make(key);
                List<Integer> threats = solver.threats(walk);
                if (!threats.isEmpty()) {
                    Position passed = walk.variant().fromFen(ProblemSolver.passTurn(walk.toFen()));
                    List<String> written = new ArrayList<>();
                    for (int threat : threats) {
                        written.add("2." + notation.format(passed, threat));
                    }
                    out.println("  threat: " + String.join(", ", written));
                }
                variations(walk, solver, notation, 1, "  ", out);
            }
        }
        for (List<Integer> shorter : solver.shortSolutions()) {
            out.println("short: " + line(position.copy(), shorter, notation));
        }
        out.println("Solutions: " + solutions.size());
        return solver.nodes();
    }

    /** Every defence here and the attacker's answers that keep the stipulation, to the end. */
    private static void variations(Position position, ProblemSolver solver, MoveNotation notation, int move, String indent,
                                   PrintWriter out) {
        if (position.outcome().isOver()) {
            return;
        }
        MoveList defences = new MoveList();
        position.generate(defences);
        for (int i = 0; i < defences.size(); i++) {
            int defence = defences.get(i);
            String written = move + "..." + notation.format(position, defence);
            position.make(defence);
            if (position.outcome().isOver()) {
                out.println(indent + written + " " + position.outcome().result().pgn());
                position.unmake();
                continue;
            }
            List<Integer> answers = solver.winningDecisions(position);
            if (answers.isEmpty()) {
                out.println(indent + written + " (refutes)");
            } else {
                int answer = answers.get(0);
                String continuation = (move + 1) + "." + notation.format(position, answer)
                        + (answers.size() > 1 ? " (duals: " + (answers.size() - 1) + ")" : "");
                position.make(answer);
                out.println(indent + written + " " + continuation);
                variations(position, solver, notation, move + 1, indent + "  ", out);
                position.unmake();
            }
            position.unmake();
        }
    }

    private static String line(Position position, List<Integer> moves, MoveNotation notation) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            sb.append(i == 0 ? "1." : i % 2 == 0 ? " " + (i / 2 + 1) + "." : " ").append(notation.format(position, move));
            position.make(move);
        }
        return sb.toString();
    }
}
