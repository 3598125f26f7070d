package org.heterodox.match;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;

/**
 * Reproducible strength checks until the full {@code heterodox match} runner exists: our engine
 * against the random and greedy baselines, or against one external UCI engine.
 *
 * <pre>
 * java -cp rules/target/classes:engine/target/classes org.heterodox.match.BaselineMatch \
 *     [--variant chess] [--games 20] [--nodes N | --movetime MS] [--openings 8] [--seed 1] \
 *     [--uci /usr/games/stockfish --option UCI_LimitStrength=true --option UCI_Elo=2000]
 * </pre>
 */
public final class BaselineMatch {
    private BaselineMatch() {
    }

    public static void main(String[] args) throws IOException, FormatException {
        String spec = ChessVariant.NAME;
        int games = 20;
        long nodes = 0;
        long moveTime = 0;
        int openings = 8;
        long seed = 1;
        String uci = null;
        List<String> options = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            if (value == null) {
                usage("missing value after " + args[i]);
                return;
            }
            switch (args[i]) {
                case "--variant" -> spec = value;
                case "--games" -> games = Integer.parseInt(value);
                case "--nodes" -> nodes = Long.parseLong(value);
                case "--movetime" -> moveTime = Long.parseLong(value);
                case "--openings" -> openings = Integer.parseInt(value);
                case "--seed" -> seed = Long.parseLong(value);
                case "--uci" -> uci = value;
                case "--option" -> options.add(value);
                default -> {
                    usage("unknown argument " + args[i]);
                    return;
                }
            }
            i++;
        }
        if (nodes == 0 && moveTime == 0) {
            nodes = 20_000;
        }
        Variant variant = Variants.of(spec);
        Player ours = engine(nodes, moveTime);
        if (uci != null) {
            String go = moveTime > 0 ? "movetime " + moveTime : "nodes " + nodes;
            try (UciEnginePlayer other = new UciEnginePlayer(uci, List.of(uci), options, go)) {
                report(other.name() + " " + options, MatchLoop.play(variant, ours, other, games, 300, openings, seed,
                        System.out::println));
            }
            return;
        }
        report("random", MatchLoop.play(variant, ours, new RandomPlayer(seed), games, 300, openings, seed,
                System.out::println));
        report("greedy", MatchLoop.play(variant, ours, new GreedyPlayer(seed), games, 300, openings, seed,
                System.out::println));
    }

    private static Player engine(long nodes, long moveTime) {
        Engine engine = new Engine(32);
        return new Player() {
            @Override
            public String name() {
                return "heterodox";
            }

            @Override
            public void newGame() {
                engine.newGame();
            }

            @Override
            public int choose(Position position) {
                Limits limits = moveTime > 0 ? Limits.ofMoveTime(moveTime) : Limits.none().nodes(nodes);
                return engine.analyse(position, limits, SearchListener.NONE).bestMove();
            }
        };
    }

    private static void report(String opponent, MatchLoop.Score score) {
        System.out.println("heterodox vs " + opponent + ": " + score);
    }

    private static void usage(String problem) {
        System.err.println(problem);
        System.err.println("usage: BaselineMatch [--variant SPEC] [--games N] [--nodes N | --movetime MS] [--openings PLIES]"
                + " [--seed S] [--uci PROGRAM --option NAME=VALUE ...]");
    }
}
