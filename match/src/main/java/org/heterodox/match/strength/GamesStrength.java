package org.heterodox.match.strength;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.heterodox.match.EloEstimate;
import org.heterodox.match.Match;
import org.heterodox.match.MatchArguments;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;

/**
 * Strength of the engine in every game, in process and through the match runner: against a random
 * mover, a one-ply greedy player, and (to check that a game's own evaluation earns its place) the
 * same engine using the generic fallback evaluation. Prints one table row per game and opponent.
 *
 * <pre>
 * java -cp rules/target/classes:engine/target/classes:match/target/classes org.heterodox.match.strength.GamesStrength \
 *     [--variants uchess,shogi,...] [--games 20] [--nodes 4000] [--openings 4] [--seed 1] \
 *     [--opponents random,greedy,fallback] [--max-plies 300] [--progress true]
 * </pre>
 */
public final class GamesStrength {
    private GamesStrength() {
    }

    public static void main(String[] args) {
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
                EloEstimate score = play(spec, opponent, nodes, games, openings, seed, maxPlies,
                        progress ? System.out::println : line -> { });
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %s |%n", spec, opponent, nodes, games, describe(score));
            }
        }
    }

    /**
     * A match of our engine (in process, {@code nodes} per move) against {@code opponent} ({@code random},
     * {@code greedy}, or {@code fallback}: the same engine with the generic evaluation) in {@code spec}:
     * {@code games} games from random openings of {@code openingPlies} plies, each with both colours,
     * drawn after {@code maxPlies} plies. The runner is {@code heterodox match}'s; the score is our engine's.
     */
    public static EloEstimate play(String spec, String opponent, long nodes, int games, int openingPlies, long seed,
                                   int maxPlies, Consumer<String> progress) {
        List<String> other = switch (opponent) {
            case "random", "greedy" -> List.of("builtin=" + opponent);
            case "fallback" -> List.of("builtin=heterodox", "name=fallback", "nodes=" + nodes, "option.Evaluation=fallback");
            default -> throw new IllegalArgumentException("unknown opponent " + opponent + " (random, greedy or fallback)");
        };
        List<String> arguments = new ArrayList<>(List.of("-engine", "builtin=heterodox", "nodes=" + nodes, "-engine"));
        arguments.addAll(other);
        arguments.addAll(List.of("-variant", spec, "-games", Integer.toString(games), "-srand", Long.toString(seed),
                "-maxmoves", Integer.toString((maxPlies + 1) / 2), "-concurrency", "1"));
        if (openingPlies > 0) {
            arguments.addAll(List.of("-openings", "plies=" + openingPlies));
        }
        Match match = new Match(MatchArguments.parse(arguments), progress);
        match.run();
        return match.pairScore(0, 1);
    }

    /** {@code +W =D -L (P%)}, the table's form. */
    static String describe(EloEstimate score) {
        return String.format(Locale.ROOT, "+%d =%d -%d (%.1f%%)", score.wins(), score.draws(), score.losses(), 100 * score.score());
    }
}
