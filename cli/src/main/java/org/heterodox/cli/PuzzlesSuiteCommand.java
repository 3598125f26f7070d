package org.heterodox.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.heterodox.engine.puzzle.SuiteCheck;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.Epd;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.puzzle.PuzzleRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox puzzles suite}: one game's puzzles as an EPD test suite, each checked by the rules
 * alone ({@link SuiteCheck}: a claimed mate is proven by the problem solver) before it is written.
 */
@Command(name = "suite", mixinStandardHelpOptions = true,
        description = "Write one game's puzzles as an EPD test suite (bm, dm for mates, id, c0 source, pv), keeping only "
                + "those the rules confirm: the move is legal and a mate the engine claims is proven exhaustively by the "
                + "problem solver as the one key. Solve it with 'analyze --variant SPEC --epd FILE'.")
final class PuzzlesSuiteCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Puzzle files written by 'puzzles generate'.")
    List<Path> files;

    @Option(names = "--variant", required = true, paramLabel = "SPEC", description = "The game spec whose puzzles to take.")
    String variant;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The EPD file to write (must not exist).")
    Path out;

    @Option(names = "--count", paramLabel = "N", description = "At most N positions, the first that pass (default: all).")
    Integer count;

    @Option(names = "--proof-nodes", paramLabel = "K", defaultValue = "5000000",
            description = "Positions the solver may search to prove one mate (default 5000000); a mate it cannot prove "
                    + "in them is left out.")
    long proofNodes;

    @Override
    public Integer call() throws Exception {
        if (Files.exists(out)) {
            throw new UserInputException(out + " exists; choose another file");
        }
        if (count != null && count < 1) {
            throw new UserInputException("--count must be at least 1");
        }
        if (proofNodes < 1) {
            throw new UserInputException("--proof-nodes must be at least 1");
        }
        Variant game = Variants.of(variant); // an unknown game is a FormatException: one line, exit 1
        String wanted = game.spec().toString();
        List<String> kept = new ArrayList<>(); // EPD lines
        Map<String, Integer> refusals = new TreeMap<>();
        Set<String> seen = new LinkedHashSet<>();
        int read = 0;
        for (Path file : files) {
            List<String> lines = readLines(file);
            for (int i = 0; i < lines.size() && (count == null || kept.size() < count); i++) {
                String text = lines.get(i);
                if (text.isBlank() || text.startsWith("#")) {
                    continue;
                }
                PuzzleRecord record;
                try {
                    record = PuzzleRecord.parse(text);
                } catch (IllegalArgumentException e) {
                    throw new UserInputException(file + " line " + (i + 1) + ": " + e.getMessage());
                }
                if (!record.variant().equals(wanted)) {
                    continue;
                }
                read++;
                Position position;
                int move;
                try {
                    position = game.fromFen(record.fen());
                    move = MoveReader.readDecision(position, record.solution());
                } catch (FormatException e) {
                    throw new UserInputException(file + " line " + (i + 1) + ": " + e.getMessage());
                }
                if (!seen.add(Epd.write(position, Map.of()))) {
                    continue; // the same position again (self-play repeats itself)
                }
                Optional<String> refusal = SuiteCheck.refusal(position, move, Set.copyOf(record.tags()), proofNodes);
                if (refusal.isPresent()) {
                    refusals.merge(refusal.get().replaceAll("\\d+", "N"), 1, Integer::sum);
                    continue;
                }
                kept.add(Epd.write(position, operations(position, move, record, wanted, kept.size() + 1)));
            }
        }
        try (BufferedWriter writer = Files.newBufferedWriter(out)) {
            writer.write("# " + wanted + ": " + kept.size() + " positions, one clearly winning move each "
                    + "(heterodox puzzles suite --variant " + wanted + ")\n");
            for (String line : kept) {
                writer.write(line);
                writer.write('\n');
            }
        }
        var err = spec.commandLine().getErr();
        refusals.forEach((reason, times) -> err.printf(Locale.ROOT, "left out %d: %s%n", times, reason));
        spec.commandLine().getOut().printf(Locale.ROOT, "Wrote %d of %d %s puzzles to %s%n", kept.size(), read, wanted, out);
        return 0;
    }

    private static List<String> readLines(Path file) throws UserInputException {
        try {
            return Files.readAllLines(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UserInputException("no such file: " + file);
        } catch (IOException e) {
            throw new UserInputException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /**
     * A decision in the game's record notation when that reads back as the same decision, else in its
     * machine notation (an Ambiguous Chess announcement is a square, not a move of the record).
     */
    private static String written(Position position, int decision) {
        String text = position.variant().notations().get(0).format(position, decision);
        try {
            if (MoveReader.readDecision(position, text) == decision) {
                return text;
            }
        } catch (FormatException e) {
            // not readable as this decision: the machine notation always is
        }
        return position.variant().machineNotation().format(position, decision);
    }

    /** bm (the game's record notation), dm for a mate, id, c0 where it came from, pv the engine's line. */
    private static Map<String, List<String>> operations(Position position, int move, PuzzleRecord record, String game,
                                                        int number) throws UserInputException {
        Map<String, List<String>> operations = new LinkedHashMap<>();
        operations.put("bm", List.of(written(position, move)));
        record.tags().stream().filter(tag -> tag.matches("mateIn\\d+")).findFirst()
                .ifPresent(tag -> operations.put("dm", List.of(tag.substring("mateIn".length()))));
        operations.put("id", List.of(String.format(Locale.ROOT, "%s.%03d", game, number)));
        operations.put("c0", List.of(record.source()));
        List<String> line = new ArrayList<>();
        Position walk = position.copy();
        try {
            for (String text : record.line()) {
                int step = MoveReader.readDecision(walk, text);
                line.add(written(walk, step));
                walk.make(step);
            }
        } catch (FormatException e) {
            throw new UserInputException("the line of " + record.fen() + " does not play: " + e.getMessage());
        }
        operations.put("pv", line);
        return operations;
    }
}
