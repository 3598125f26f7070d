package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchInfo;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.Epd;
import org.heterodox.rules.format.EpdRecord;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code heterodox analyze}: searches one position and prints each iteration and the best move. */
@Command(name = "analyze", aliases = "analyse", mixinStandardHelpOptions = true,
        description = "Analyse a position: prints depth, score, nodes, speed and principal variation per iteration, then the best move.")
public final class AnalyzeCommand implements Callable<Integer> {
    /** Thinking time when neither a depth nor a time is given. */
    static final long DEFAULT_MOVE_TIME_MS = 3000;

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @ArgGroup(exclusive = true)
    Limit limit;

    static final class Limit {
        @Option(names = "--depth", paramLabel = "N", description = "Search to this depth.")
        Integer depth;

        @Option(names = "--movetime", paramLabel = "MS", description = "Search for this many milliseconds.")
        Long moveTime;
    }

    @Option(names = "--multipv", paramLabel = "N", description = "Number of best lines to show (default: ${DEFAULT-VALUE}).")
    int multiPv = 1;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: ${DEFAULT-VALUE}).")
    int hashMb = Engine.DEFAULT_HASH_MB;

    @Option(names = "--threads", paramLabel = "N",
            description = "Search threads sharing the hash table (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--notation", paramLabel = "NAME",
            description = "Notation of the printed moves (default: the game's record notation).")
    String notationName;

    @Option(names = "--epd", paramLabel = "FILE",
            description = "Analyse every position of an EPD file instead (a test suite: each best move is checked "
                    + "against the line's bm and am moves); prints a line per position and the number solved.")
    java.nio.file.Path epd;

    @Override
    public Integer call() throws FormatException, UserInputException {
        PrintWriter out = spec.commandLine().getOut();
        if (epd != null && (options.fen != null || options.moves != null)) {
            throw new UserInputException("--epd takes its positions from the file: leave out --fen and --moves");
        }
        Variant variant = options.variant();
        Position position = options.position();
        MoveNotation notation = notationName == null ? variant.notations().get(0) : variant.notation(notationName);
        if ((limit != null && limit.depth != null && limit.depth < 1) || (limit != null && limit.moveTime != null && limit.moveTime < 1)
                || multiPv < 1 || hashMb < 1 || threads < 1) {
            throw new UserInputException("--depth, --movetime, --multipv, --hash and --threads must be positive");
        }
        if (threads > Engine.MAX_THREADS) {
            throw new UserInputException("--threads must be at most " + Engine.MAX_THREADS);
        }
        Limits limits = limit != null && limit.depth != null ? Limits.ofDepth(limit.depth)
                : Limits.ofMoveTime(limit != null && limit.moveTime != null ? limit.moveTime : DEFAULT_MOVE_TIME_MS);
        Engine engine = new Engine(hashMb);
        engine.setMultiPv(multiPv);
        engine.setThreads(threads);
        if (epd != null) {
            return suite(out, variant, notation, engine, limits);
        }
        out.println(variant.diagram(position));
        SearchResult result = engine.analyse(position, limits, info -> {
            out.println(line(position, notation, info, multiPv > 1));
            out.flush();
        });
        if (!result.hasMove()) {
            out.println("no legal move: " + position.outcome());
            return 0;
        }
        out.println("bestmove " + variant.machineNotation().format(position, result.bestMove())
                + " (" + notation.format(position, result.bestMove()) + ")  score " + Score.text(result.score()));
        return 0;
    }

    /** Every position of the EPD file: the engine's move, checked against bm (one of them) and am (none of them). */
    private int suite(PrintWriter out, Variant variant, MoveNotation notation, Engine engine, Limits limits)
            throws FormatException, UserInputException {
        String text;
        try {
            text = java.nio.file.Files.readString(epd);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UserInputException("no such EPD file: " + epd);
        } catch (java.io.IOException e) {
            throw new UserInputException("cannot read " + epd + ": " + e.getMessage());
        }
        java.util.List<EpdRecord> records = Epd.readAll(variant, text);
        int solved = 0;
        int checked = 0;
        for (int i = 0; i < records.size(); i++) {
            EpdRecord record = records.get(i);
            Position position = record.position();
            engine.newGame();
            SearchResult result = engine.analyse(position, limits, info -> { });
            String name = record.id() != null ? record.id() : "position " + (i + 1);
            if (!result.hasMove()) {
                out.println(name + ": no legal move (" + position.outcome() + ")");
                continue;
            }
            int best = result.bestMove();
            String verdict = "";
            if (!record.bestMoves().isEmpty() || !record.avoidMoves().isEmpty()) {
                checked++;
                boolean ok = (record.bestMoves().isEmpty() || denotesAny(position, record.bestMoves(), best))
                        && !denotesAny(position, record.avoidMoves(), best);
                solved += ok ? 1 : 0;
                verdict = ok ? "  ok" : "  FAIL (" + (record.bestMoves().isEmpty() ? "" : "bm " + String.join(" ", record.bestMoves()))
                        + (record.avoidMoves().isEmpty() ? "" : (record.bestMoves().isEmpty() ? "" : ", ") + "am "
                        + String.join(" ", record.avoidMoves())) + ")";
            }
            out.println(name + ": " + notation.format(position, best) + "  score " + Score.text(result.score()) + verdict);
            out.flush();
        }
        out.println("solved " + solved + " of " + checked);
        return 0;
    }

    private static boolean denotesAny(Position position, java.util.List<String> moves, int move) throws FormatException {
        for (String text : moves) {
            if (MoveReader.readDecision(position, text) == move) {
                return true;
            }
        }
        return false;
    }

    static String line(Position root, MoveNotation notation, SearchInfo info, boolean showLine) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(java.util.Locale.ROOT, "depth %2d/%-2d ", info.depth(), info.seldepth()));
        if (showLine) {
            sb.append("line ").append(info.multipv()).append(' ');
        }
        sb.append(String.format(java.util.Locale.ROOT, "score %7s  nodes %10d  nps %9d  time %6d ms  pv",
                Score.text(info.score()), info.nodes(), info.nps(), info.timeMs()));
        Position walk = root.copy();
        for (int move : info.pv()) {
            sb.append(' ').append(notation.format(walk, move));
            walk.make(move);
        }
        return sb.toString();
    }
}
