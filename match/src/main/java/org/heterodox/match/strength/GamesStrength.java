package org.heterodox.match.strength;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.Evaluators;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.match.GreedyPlayer;
import org.heterodox.match.MatchLoop;
import org.heterodox.match.Player;
import org.heterodox.match.RandomPlayer;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * Strength of the engine in every game, in process: against a random mover, a one-ply greedy
 * player, and (to check that a game's own evaluation earns its place) the same engine using the
 * generic fallback evaluation. Prints one table row per game and opponent.
 *
 * <pre>
 * java -cp rules/target/classes:engine/target/classes org.heterodox.match.strength.GamesStrength \
 *     [--variants uchess,shogi,...] [--games 20] [--nodes 4000] [--openings 4] [--seed 1] \
 *     [--opponents random,greedy,fallback] [--max-plies 300] [--progress true]
 * </pre>
 */
public final class GamesStrength {
    private GamesStrength() {
    }

    public static void main(String[] args) throws FormatException {
        List<String> variants = new ArrayList<>();
        int games = 20;
        long nodes = 4000;
        int openings = 4;
        long seed = 1;
        int maxPlies = 300;
        List<String> opponents = List.of("random", "greedy");
        boolean progress = false;
        for (int i = 0; i + 1 < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--variants" -> variants.addAll(List.of(value.split(",")));
                case "--games" -> games = Integer.parseInt(value);
                case "--nodes" -> nodes = Long.parseLong(value);
                case "--openings" -> openings = Integer.parseInt(value);
                case "--seed" -> seed = Long.parseLong(value);
                case "--max-plies" -> maxPlies = Integer.parseInt(value);
                case "--opponents" -> opponents = List.of(value.split(","));
                case "--progress" -> progress = Boolean.parseBoolean(value);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (variants.isEmpty()) {
            for (GameDefinition game : Variants.all()) {
                variants.add(game.name());
            }
        }
        System.out.println("| game | opponent | nodes/move | games | score |");
        System.out.println("|---|---|---|---|---|");
        for (String spec : variants) {
            for (String opponent : opponents) {
                Player other = switch (opponent) {
                    case "random" -> new RandomPlayer(seed);
                    case "greedy" -> new GreedyPlayer(seed);
                    case "fallback" -> engine("fallback", nodes, Evaluators::fallback);
                    default -> throw new IllegalArgumentException("unknown opponent " + opponent);
                };
                MatchLoop.Score score = MatchLoop.play(Variants.of(spec), engine("heterodox", nodes, Evaluators::forPosition),
                        other, games, maxPlies, openings, seed, progress ? System.out::println : line -> { });
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %s |%n", spec, opponent, nodes, games, score);
            }
        }
    }

    /** Our engine with a node budget per move and the given choice of evaluation. */
    static Player engine(String name, long nodes, Function<Position, Evaluator> evaluators) {
        Engine engine = new Engine(16);
        engine.setEvaluators(evaluators);
        return new Player() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public void newGame() {
                engine.newGame();
            }

            @Override
            public int choose(Position position) {
                return engine.analyse(position, Limits.none().nodes(nodes), SearchListener.NONE).bestMove();
            }
        };
    }
}
