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
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
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

    @Option(names = "--variant", paramLabel = "SPEC", description = "Game, e.g. chess (default: ${DEFAULT-VALUE}).")
    String variantSpec = "chess";

    @Option(names = "--fen", paramLabel = "FEN", description = "Position to analyse (default: the start position).")
    String fen;

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

    @Option(names = "--notation", paramLabel = "NAME",
            description = "Notation of the printed moves (default: the game's record notation).")
    String notationName;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Variant variant;
        Position position;
        MoveNotation notation;
        try {
            variant = Variants.of(variantSpec);
            position = fen == null ? variant.startPosition() : variant.fromFen(fen);
            notation = notationName == null ? variant.notations().get(0) : variant.notation(notationName);
        } catch (FormatException e) {
            err.println("error: " + e.getMessage());
            return 2;
        }
        if ((limit != null && limit.depth != null && limit.depth < 1) || (limit != null && limit.moveTime != null && limit.moveTime < 1)
                || multiPv < 1 || hashMb < 1) {
            err.println("error: --depth, --movetime, --multipv and --hash must be positive");
            return 2;
        }
        Limits limits = limit != null && limit.depth != null ? Limits.ofDepth(limit.depth)
                : Limits.ofMoveTime(limit != null && limit.moveTime != null ? limit.moveTime : DEFAULT_MOVE_TIME_MS);
        Engine engine = new Engine(hashMb);
        engine.setMultiPv(multiPv);
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
