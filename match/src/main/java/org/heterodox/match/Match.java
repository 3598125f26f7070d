package org.heterodox.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import org.heterodox.rules.format.PgnWriter;

/**
 * The match runner behind {@code heterodox match}, modelled on cutechess-cli: schedules the games
 * (two engines, or a round robin), plays them on {@code concurrency} worker threads, each with its
 * own engine processes (restarted after a failure), writes PGN, reports progress after every game,
 * stops early when the SPRT decides, and sums up with scores and Elo differences.
 */
public final class Match {
    private final MatchConfig config;
    private final Consumer<String> progress;
    private final List<GameRecord> finished = new ArrayList<>();
    private final List<Player> open = new ArrayList<>();
    private volatile boolean stopping;
    /**
     * Set when the match is stopped from outside (a signal, an interrupt): the games it cuts off end
     * with their engines closed, and are left out rather than scored as disconnects.
     */
    private volatile boolean aborted;
    private int started;

    public Match(MatchConfig config, Consumer<String> progress) {
        this.config = config;
        this.progress = progress;
    }

    /** One scheduled game: its number, the engines (indexes) as White and Black, and the opening. */
    record Pairing(int number, int white, int black, Opening opening) {
    }

    /**
     * Every game in order: per round, per pair of engines, each opening {@code repeat} times (2: once
     * with each colour), the colours alternating from game to game.
     */
    static List<Pairing> schedule(int engines, int games, int rounds, OpeningBook openings, int repeat) {
        List<Pairing> out = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < engines; i++) {
                for (int j = i + 1; j < engines; j++) {
                    Opening opening = null;
                    for (int g = 0; g < games; g++) {
                        if (g % repeat == 0) {
                            opening = openings.next();
                        }
                        boolean firstWhite = (g + round) % 2 == 0;
                        out.add(new Pairing(out.size() + 1, firstWhite ? i : j, firstWhite ? j : i, opening));
                    }
                }
            }
        }
        return out;
    }

    /** Plays the match and returns every finished game in the order they finished. */
    public List<GameRecord> run() {
        List<Pairing> schedule = schedule(config.engines().size(), config.games(), config.rounds(), config.openings(), config.repeat());
        ConcurrentLinkedQueue<Pairing> queue = new ConcurrentLinkedQueue<>(schedule);
        Thread hook = new Thread(this::abort, "match-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < Math.min(config.concurrency(), schedule.size()); w++) {
            Thread worker = new Thread(() -> work(queue, schedule.size()), "match-worker-" + w);
            workers.add(worker);
            worker.start();
        }
        try {
            for (Thread worker : workers) {
                worker.join();
            }
        } catch (InterruptedException e) {
            abort();
            Thread.currentThread().interrupt();
        } finally {
            closeAll();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down.
            }
        }
        summary().forEach(progress);
        synchronized (this) {
            return List.copyOf(finished);
        }
    }

    private void work(ConcurrentLinkedQueue<Pairing> queue, int total) {
        Map<Integer, Player> players = new HashMap<>();
        GameRunner runner = new GameRunner(config.variant(), config.adjudication(), config.hangTimeoutMs());
        try {
            Pairing pairing;
            while (!stopping && (pairing = queue.poll()) != null) {
                int[] sides = {pairing.white(), pairing.black()};
                Player[] pair = new Player[2];
                EngineConfig[] configs = new EngineConfig[2];
                for (int s = 0; s < 2; s++) {
                    configs[s] = config.engines().get(sides[s]);
                    pair[s] = player(players, sides[s]);
                }
                synchronized (this) {
                    started++;
                }
                emit(String.format(Locale.ROOT, "Started game %d of %d (%s vs %s)", pairing.number(), total,
                        configs[0].name(), configs[1].name()));
                try {
                    GameRecord record = runner.play(pairing.number(), pairing.white(), pairing.black(), pair, configs,
                            pairing.opening(), config.event());
                    if (aborted) {
                        emit("Game " + pairing.number() + " left out: the match was stopped before it ended");
                    } else {
                        finish(record);
                    }
                } catch (RuntimeException e) {
                    // A fault of the runner itself: the game is left out rather than scored for anyone.
                    emit("Game " + pairing.number() + " aborted by an internal error: " + e);
                }
            }
        } finally {
            for (Player p : players.values()) {
                if (p != null) {
                    p.close();
                }
            }
        }
    }

    /** The worker's player for an engine: started on first use and after it failed. */
    private Player player(Map<Integer, Player> players, int index) {
        Player current = players.get(index);
        if (current != null && current.isHealthy()) {
            return current;
        }
        if (current != null) {
            current.close();
        }
        Player created = create(config.engines().get(index), index);
        players.put(index, created);
        synchronized (open) {
            open.add(created);
        }
        return created;
    }

    private Player create(EngineConfig engine, int index) {
        // The baselines draw from the match's seed, so a match with -srand repeats itself.
        long seed = config.seed() * 31 + index;
        try {
            return switch (engine.protocol()) {
                case UCI -> new UciPlayer(engine, config.handshakeMs());
                case USI -> new UsiPlayer(engine, config.handshakeMs());
                case XBOARD -> new XboardPlayer(engine, config.handshakeMs());
                case ENGINE -> new EnginePlayer(engine.name(), engine.options());
                case RANDOM -> new RandomPlayer(engine.name(), seed);
                case GREEDY -> new GreedyPlayer(engine.name(), seed);
            };
        } catch (EngineFailure e) {
            // An engine that cannot even start loses every game it is given, through a stand-in that forfeits.
            return new FailedPlayer(engine.name(), e);
        }
    }

    private void finish(GameRecord record) {
        List<String> lines = new ArrayList<>();
        synchronized (this) {
            finished.add(record);
            lines.add(String.format(Locale.ROOT, "Finished game %d (%s vs %s): %s {%s}", record.number(),
                    name(record.white()), name(record.black()), record.result().pgn(), record.termination()));
            if (config.pgnOut() != null) {
                try {
                    Files.writeString(config.pgnOut(), new PgnWriter().write(record.game()) + "\n", StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot write " + config.pgnOut(), e);
                }
            }
            if (config.engines().size() == 2) {
                EloEstimate score = pairScore(0, 1);
                lines.add(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d", name(0), name(1),
                        score.wins(), score.losses(), score.draws(), score.score(), score.games()));
                if (config.sprt() != null) {
                    lines.add(config.sprt().describe(score.wins(), score.draws(), score.losses()));
                    if (config.sprt().status(score.wins(), score.draws(), score.losses()) != Sprt.Status.CONTINUE) {
                        stopping = true;
                    }
                }
            }
        }
        lines.forEach(this::emit);
    }

    private synchronized void emit(String line) {
        progress.accept(line);
    }

    private String name(int index) {
        return config.engines().get(index).name();
    }

    /** Wins, draws and losses of engine {@code a} against engine {@code b} so far. */
    public synchronized EloEstimate pairScore(int a, int b) {
        int w = 0;
        int d = 0;
        int l = 0;
        for (GameRecord r : finished) {
            if ((r.white() == a && r.black() == b) || (r.white() == b && r.black() == a)) {
                double p = r.pointsOf(a);
                if (p == 1) {
                    w++;
                } else if (p == 0) {
                    l++;
                } else {
                    d++;
                }
            }
        }
        return new EloEstimate(w, d, l);
    }

    /** Wins, draws and losses of engine {@code a} against all others. */
    public synchronized EloEstimate totalScore(int a) {
        int w = 0;
        int d = 0;
        int l = 0;
        for (GameRecord r : finished) {
            if (r.white() == a || r.black() == a) {
                double p = r.pointsOf(a);
                if (p == 1) {
                    w++;
                } else if (p == 0) {
                    l++;
                } else {
                    d++;
                }
            }
        }
        return new EloEstimate(w, d, l);
    }

    /** The closing lines: for two engines the score, colours, Elo and SPRT; for more, a ranking. */
    synchronized List<String> summary() {
        List<String> out = new ArrayList<>();
        int n = config.engines().size();
        if (n == 2) {
            EloEstimate s = pairScore(0, 1);
            out.add(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d", name(0), name(1),
                    s.wins(), s.losses(), s.draws(), s.score(), s.games()));
            out.add(s.toString());
            if (config.sprt() != null) {
                out.add(config.sprt().describe(s.wins(), s.draws(), s.losses()));
            }
            out.add(terminations());
        } else {
            out.add(String.format(Locale.ROOT, "%-4s %-24s %7s %7s %6s %7s %8s", "Rank", "Name", "Elo", "+/-", "Games",
                    "Score", "Draws"));
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                order.add(i);
            }
            order.sort(Comparator.comparingDouble((Integer i) -> -totalScore(i).score()));
            int rank = 1;
            for (int i : order) {
                EloEstimate t = totalScore(i);
                out.add(String.format(Locale.ROOT, "%-4d %-24s %7s %7s %6d %6.1f%% %7.1f%%", rank++, name(i),
                        EloEstimate.format(t.elo()), EloEstimate.format(t.margin()), t.games(), 100 * t.score(),
                        100 * t.drawRatio()));
            }
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    EloEstimate s = pairScore(i, j);
                    out.add(String.format(Locale.ROOT, "%s vs %s: %d - %d - %d  [%.3f]  %s", name(i), name(j), s.wins(),
                            s.losses(), s.draws(), s.score(), s));
                }
            }
            out.add(terminations());
        }
        return out;
    }

    /** How the games ended, e.g. {@code Terminations: normal 40, adjudication 8, time forfeit 1}. */
    private String terminations() {
        Map<String, Integer> counts = new java.util.TreeMap<>();
        for (GameRecord r : finished) {
            String t = r.game().tag(org.heterodox.rules.Game.TERMINATION);
            counts.merge(t == null ? "normal" : t, 1, Integer::sum);
        }
        StringBuilder sb = new StringBuilder("Terminations:");
        counts.forEach((k, v) -> sb.append(' ').append(k).append(' ').append(v).append(','));
        if (sb.charAt(sb.length() - 1) == ',') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    /** Stops the match from outside: the games under way are cut off and left out (see {@link #aborted}). */
    void abort() {
        aborted = true;
        closeAll();
    }

    private void closeAll() {
        stopping = true;
        synchronized (open) {
            for (Player p : open) {
                p.close();
            }
        }
    }
}
