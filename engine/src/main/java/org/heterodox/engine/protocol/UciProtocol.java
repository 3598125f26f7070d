package org.heterodox.engine.protocol;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Evaluators;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.nnue.ChessNetwork;
import org.heterodox.engine.nnue.NnueEvaluator;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;

/**
 * The Universal Chess Interface, with the Fairy-Stockfish {@code UCI_Variant} option naming every
 * game of {@link Variants}. Moves are read and written in the variant's machine notation (drops as
 * {@code Q@b2}). Problems are reported as {@code info string error: ...} lines.
 */
public final class UciProtocol extends UciFamilyProtocol {
    public UciProtocol(Engine engine, Consumer<String> output) {
        super(engine, output, defaultVariant());
    }

    static Variant defaultVariant() {
        return registered(ChessVariant.NAME);
    }

    @Override
    protected String protocolName() {
        return "uci";
    }

    @Override
    protected List<String> ignoredCommands() {
        return List.of("debug", "register", "ponderhit");
    }

    @Override
    protected String positionKeyword() {
        return "fen";
    }

    @Override
    protected String positionTextName() {
        return "a FEN";
    }

    @Override
    protected void sendOptions() {
        send("option name Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + Engine.MAX_HASH_MB);
        send("option name Clear Hash type button");
        send("option name Threads type spin default 1 min 1 max " + Engine.MAX_THREADS);
        send("option name MultiPV type spin default 1 min 1 max " + Engine.MAX_MULTI_PV);
        send("option name EvalFile type string default <empty>");
        send("option name UCI_Variant type combo default " + ChessVariant.NAME + " var " + String.join(" var ", variantNames()));
    }

    @Override
    protected void option(String name, String value) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "hash" -> {
                if (value == null) {
                    error("Hash needs a value");
                } else {
                    setHash(number("Hash", value));
                }
            }
            case "clear hash" -> engine.newGame();
            case "threads" -> {
                if (value == null) {
                    error("Threads needs a value");
                } else {
                    setThreads(number("Threads", value));
                }
            }
            case "multipv" -> {
                if (value == null) {
                    error("MultiPV needs a value");
                } else {
                    setMultiPv(number("MultiPV", value));
                }
            }
            case "evalfile" -> loadNetwork(value);
            case "uci_variant" -> {
                try {
                    selectVariant(Variants.of(value == null ? "" : value));
                } catch (FormatException e) {
                    error(e.getMessage());
                }
            }
            default -> error("unknown option '" + name + "'");
        }
    }

    /**
     * Orthodox chess evaluated by the network in {@code file} (a {@code .nnue} of heterodox train-net);
     * empty or {@code <empty>}: the hand-written evaluation again. A file that cannot be used is
     * reported and the evaluation stays as it was.
     */
    private void loadNetwork(String file) {
        if (file == null || file.isEmpty() || file.equals("<empty>")) {
            engine.setEvaluators(Evaluators::forPosition);
            send("info string EvalFile: the hand-written evaluation");
            return;
        }
        ChessNetwork network;
        try {
            Path path = Path.of(file);
            if (Files.size(path) > ChessNetwork.MAX_FILE_BYTES) {
                error("EvalFile '" + file + "' is larger than any network (" + ChessNetwork.MAX_FILE_BYTES + " bytes)");
                return;
            }
            network = ChessNetwork.fromBytes(Files.readAllBytes(path));
        } catch (InvalidPathException | IOException e) {
            error("cannot read EvalFile '" + file + "': " + e.getMessage());
            return;
        } catch (FormatException e) {
            error("EvalFile '" + file + "': " + e.getMessage());
            return;
        }
        engine.setEvaluators(NnueEvaluator.forChess(network));
        send("info string EvalFile: " + file + ", a network of " + network.hidden() + " hidden units, for chess"
                + (network.addsToHandWritten() ? " (a correction of the hand-written evaluation)" : ""));
    }

    @Override
    protected boolean isGoKeyword(String s) {
        return switch (s) {
            case "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate", "infinite",
                 "ponder", "searchmoves" -> true;
            default -> false;
        };
    }

    @Override
    protected void clock(Limits limits, Map<String, Long> parameters) {
        parameters.forEach((key, v) -> {
            switch (key) {
                case "wtime" -> limits.time(0, Math.max(1, v));
                case "btime" -> limits.time(1, Math.max(1, v));
                case "winc" -> limits.increment(0, v);
                case "binc" -> limits.increment(1, v);
                case "movestogo" -> limits.movesToGo((int) Math.min(v, 1000));
                case "mate" -> limits.mate((int) Math.min(v, 100));
                default -> { }
            }
        });
    }

    @Override
    protected String noMove() {
        return "(none)";
    }

    @Override
    protected int mateScore(int score) {
        return Score.mateInMoves(score);
    }

    /** Variant names offered in {@code UCI_Variant}, in registry order. */
    public static List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (GameDefinition game : Variants.all()) {
            names.add(game.name());
        }
        return names;
    }
}
