package org.heterodox.match;

import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.Evaluators;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchListener;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * Our engine in this JVM ({@code -engine builtin=heterodox}): searched with the mover's limits of the
 * turn (clocks, time per move, depth, nodes; a node budget makes games reproducible), answering in
 * the machine notation with its score like a UCI engine. Options: {@code Hash} (MB), {@code Threads}
 * and {@code Evaluation} ({@code own}, the game's evaluation, or {@code fallback}, the generic one the
 * strength tables compare it with).
 */
public final class EnginePlayer implements Player {
    private static final Map<String, String> DEFAULTS = Map.of("hash", Integer.toString(Engine.DEFAULT_HASH_MB),
            "evaluation", "own", "threads", "1");

    private final String name;
    private final Engine engine;

    public EnginePlayer(String name, Map<String, String> options) {
        checkOptions(options);
        this.name = name;
        this.engine = new Engine(Integer.parseInt(option(options, "hash")));
        engine.setThreads(Integer.parseInt(option(options, "threads")));
        if (option(options, "evaluation").equals("fallback")) {
            Function<Position, Evaluator> fallback = Evaluators::fallback;
            engine.setEvaluators(fallback);
        }
    }

    /**
     * @throws IllegalArgumentException for an option the in-process engine does not have or a bad value
     */
    public static void checkOptions(Map<String, String> options) {
        for (Map.Entry<String, String> option : options.entrySet()) {
            String key = option.getKey().toLowerCase(Locale.ROOT);
            String value = option.getValue();
            switch (key) {
                case "hash" -> {
                    try {
                        if (Integer.parseInt(value) < 1 || Integer.parseInt(value) > Engine.MAX_HASH_MB) {
                            throw new NumberFormatException();
                        }
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("option Hash must be 1.." + Engine.MAX_HASH_MB + " (MB), not '" + value + "'");
                    }
                }
                case "threads" -> {
                    try {
                        if (Integer.parseInt(value) < 1 || Integer.parseInt(value) > Engine.MAX_THREADS) {
                            throw new NumberFormatException();
                        }
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("option Threads must be 1.." + Engine.MAX_THREADS + ", not '" + value + "'");
                    }
                }
                case "evaluation" -> {
                    if (!value.equals("own") && !value.equals("fallback")) {
                        throw new IllegalArgumentException("option Evaluation must be own or fallback, not '" + value + "'");
                    }
                }
                default -> throw new IllegalArgumentException("the built-in engine has no option '" + option.getKey()
                        + "' (it has Hash, Threads and Evaluation)");
            }
        }
    }

    private static String option(Map<String, String> options, String key) {
        for (Map.Entry<String, String> option : options.entrySet()) {
            if (option.getKey().toLowerCase(Locale.ROOT).equals(key)) {
                return option.getValue();
            }
        }
        return DEFAULTS.get(key);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(Variant variant, String startFen, boolean standardStart) {
        engine.newGame();
    }

    @Override
    public Reply think(Turn turn) {
        Position position = turn.position().copy();
        SearchResult result = engine.analyse(position, limits(turn), SearchListener.NONE);
        return new Reply(position.variant().machineNotation().format(position, result.bestMove()), score(result.score()));
    }

    /** The mover's limits of {@code turn}, as a UCI {@code go} would give them. */
    static Limits limits(Turn turn) {
        Limits limits = Limits.none();
        TimeControl own = turn.ownControl();
        int side = turn.position().sideToMove();
        if (own.hasClock()) {
            limits.time(side, turn.ownMs()).time(side ^ 1, turn.otherMs())
                    .increment(side, own.incrementMs()).increment(side ^ 1, turn.otherControl().incrementMs())
                    .movesToGo(turn.movesToGo());
        }
        if (own.moveTimeMs() > 0) {
            limits.moveTime(own.moveTimeMs());
        }
        if (own.depth() > 0) {
            limits.depth(own.depth());
        }
        if (own.nodes() > 0) {
            limits.nodes(own.nodes());
        }
        return limits;
    }

    /** The search's score on the runner's scale: centipawns, mates as +-(30000 - plies). */
    static int score(int searchScore) {
        if (Math.abs(searchScore) < Score.MATE_BOUND) {
            return searchScore;
        }
        int plies = Score.MATE - Math.abs(searchScore);
        return searchScore > 0 ? 30000 - plies : -(30000 - plies);
    }
}
