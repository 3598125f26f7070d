package org.heterodox.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.engine.puzzle.PuzzleFinder;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.puzzle.PuzzleRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox puzzles extend}: a puzzle file written before puzzles had several moves, with each
 * one-move puzzle's solution carried on while the line stays forced ({@link PuzzleFinder#solution}).
 * The first move was judged when the file was generated; only the continuation is searched here.
 */
@Command(name = "extend", mixinStandardHelpOptions = true,
        description = "Carry each one-move puzzle of a puzzle file on while its line stays forced (the opponent's best "
                + "defence, then again one clearly best move found by both searches; at most 3 moves of the solver). "
                + "Writes a new puzzle file; comment lines are kept.")
final class PuzzlesExtendCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A puzzle file written by 'puzzles generate'.")
    Path in;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The puzzle file to write (must not exist).")
    Path out;

    @Option(names = "--nodes", paramLabel = "K", defaultValue = "20000", description = "Nodes of the first search (default 20000).")
    long nodes;

    @Option(names = "--verify-nodes", paramLabel = "K", defaultValue = "200000",
            description = "Nodes of the verifying search (default 200000).")
    long verifyNodes;

    @Option(names = "--threads", paramLabel = "N", description = "Puzzles searched at once (default: all cores).")
    Integer threads;

    @Override
    public Integer call() throws Exception {
        if (Files.exists(out)) {
            throw new UserInputException(out + " exists; choose another file");
        }
        if (nodes < 1 || verifyNodes < nodes) {
            throw new UserInputException("--nodes must be at least 1 and --verify-nodes at least --nodes");
        }
        int cores = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (cores < 1) {
            throw new UserInputException("--threads must be at least 1");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(in);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UserInputException("no such file: " + in);
        } catch (IOException e) {
            throw new UserInputException("cannot read " + in + ": " + e.getMessage());
        }
        List<PuzzleRecord> records = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (text.isBlank() || text.startsWith("#")) {
                records.add(null);
                continue;
            }
            try {
                PuzzleRecord record = PuzzleRecord.parse(text);
                MoveReader.readDecision(Variants.of(record.variant()).fromFen(record.fen()), record.solution());
                records.add(record);
            } catch (IllegalArgumentException | FormatException e) {
                throw new UserInputException(in + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        ThreadLocal<PuzzleFinder> finders = ThreadLocal.withInitial(() -> new PuzzleFinder(nodes, verifyNodes));
        ExecutorService pool = Executors.newFixedThreadPool(cores);
        List<Future<PuzzleRecord>> work = new ArrayList<>();
        for (PuzzleRecord record : records) {
            work.add(record == null ? null : pool.submit(() -> extended(finders.get(), record)));
        }
        pool.shutdown();
        int longer = 0;
        try (BufferedWriter writer = Files.newBufferedWriter(out)) {
            for (int i = 0; i < lines.size(); i++) {
                if (work.get(i) == null) {
                    writer.write(lines.get(i));
                } else {
                    PuzzleRecord record = work.get(i).get();
                    longer += record.solutionPlies() > 1 ? 1 : 0;
                    writer.write(record.toLine());
                }
                writer.write('\n');
            }
        }
        spec.commandLine().getOut().printf(Locale.ROOT, "Wrote %s: %d puzzles of several moves%n", out, longer);
        return 0;
    }

    /** The record with its forced line as the solution, or as it was when the line is not forced after its first move. */
    private static PuzzleRecord extended(PuzzleFinder finder, PuzzleRecord record) throws FormatException {
        if (record.solutionPlies() > 1) {
            return record;
        }
        Position position = Variants.of(record.variant()).fromFen(record.fen());
        List<Integer> solution = finder.solution(position, MoveReader.readDecision(position, record.solution()));
        if (solution.size() == 1) {
            return record;
        }
        MoveNotation machine = position.variant().machineNotation();
        List<String> line = new ArrayList<>();
        Position walk = position.copy();
        for (int move : solution) {
            line.add(machine.format(walk, move));
            walk.make(move);
        }
        return new PuzzleRecord(record.variant(), record.fen(), line.get(0), line, record.tags(), record.source(),
                solution.size());
    }
}
