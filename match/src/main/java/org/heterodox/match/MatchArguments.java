package org.heterodox.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * Reads a match's command line in cutechess-cli's style into a {@link MatchConfig}:
 * <pre>
 *   -engine cmd="./heterodox uci" name=heterodox [proto=uci|usi|xboard] [dir=D] [option.NAME=VALUE ...]
 *           [tc=10+0.1] [st=SECONDS] [depth=N] [nodes=N] [timemargin=MS]
 *   -engine builtin=heterodox|random|greedy [name=N]
 *   -each KEY=VALUE ...              (applied to every engine, before its own keys)
 *   -variant SPEC  -games N  -rounds N  -concurrency N  -srand SEED  -event TEXT
 *   -openings [file=F format=epd|pgn order=sequential|random] [plies=N]   (no file: N random plies)
 *   -repeat N                        (each opening N times, default 2: once with each colour)
 *   -resign movecount=N score=CP  -draw movenumber=N movecount=N score=CP  -maxmoves N
 *   -pgnout FILE  -sprt elo0=A elo1=B alpha=X beta=Y  -hangtimeout SECONDS
 * </pre>
 * {@code cmd} is split at spaces (quote the whole value for a program with arguments). Any mistake
 * is an {@link IllegalArgumentException} naming the argument.
 */
public final class MatchArguments {
    /**
     * Games that reach this many moves are drawn unless {@code -maxmoves} says otherwise: no real game
     * gets there, and a game of two engines that never ends must not grow without bound.
     */
    public static final int DEFAULT_MAX_MOVES = 1000;

    private MatchArguments() {
    }

    public static MatchConfig parse(List<String> args) {
        List<Map<String, String>> engines = new ArrayList<>();
        Map<String, String> each = new LinkedHashMap<>();
        Map<String, String> openings = null;
        Map<String, String> resign = null;
        Map<String, String> draw = null;
        Map<String, String> sprt = null;
        String variantSpec = Variants.DEFAULT;
        int games = 2;
        int rounds = 1;
        int concurrency = 1;
        int maxMoves = DEFAULT_MAX_MOVES;
        int repeat = 2;
        long seed = System.nanoTime();
        Path pgnOut = null;
        String event = "heterodox match";
        long hangTimeoutMs = 60_000;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "-engine" -> {
                    List<String> values = values(args, i);
                    engines.add(pairs(arg, values));
                    i += values.size();
                }
                case "-each" -> {
                    List<String> values = values(args, i);
                    each.putAll(pairs(arg, values));
                    i += values.size();
                }
                case "-openings" -> {
                    List<String> values = values(args, i);
                    openings = pairs(arg, values);
                    i += values.size();
                }
                case "-resign" -> {
                    List<String> values = values(args, i);
                    resign = pairs(arg, values);
                    i += values.size();
                }
                case "-draw" -> {
                    List<String> values = values(args, i);
                    draw = pairs(arg, values);
                    i += values.size();
                }
                case "-sprt" -> {
                    List<String> values = values(args, i);
                    sprt = pairs(arg, values);
                    i += values.size();
                }
                case "-variant" -> variantSpec = single(args, i++);
                case "-games" -> games = positive(arg, single(args, i++));
                case "-rounds" -> rounds = positive(arg, single(args, i++));
                case "-repeat" -> repeat = positive(arg, single(args, i++));
                case "-concurrency" -> concurrency = positive(arg, single(args, i++));
                case "-maxmoves" -> maxMoves = positive(arg, single(args, i++));
                case "-srand" -> seed = longValue(arg, single(args, i++));
                case "-pgnout" -> pgnOut = Path.of(single(args, i++));
                case "-event" -> event = single(args, i++);
                case "-hangtimeout" -> hangTimeoutMs = Math.round(decimal(arg, single(args, i++)) * 1000);
                default -> throw new IllegalArgumentException("unknown argument '" + arg + "'");
            }
        }
        Variant variant;
        try {
            variant = Variants.of(variantSpec);
        } catch (FormatException e) {
            throw new IllegalArgumentException("-variant: " + e.getMessage());
        }
        List<EngineConfig> configs = new ArrayList<>();
        for (int e = 0; e < engines.size(); e++) {
            Map<String, String> merged = new LinkedHashMap<>(each);
            merged.putAll(engines.get(e));
            configs.add(engine(merged, e + 1));
        }
        uniqueNames(configs);
        Adjudication adjudication = Adjudication.NONE.withMaxMoves(maxMoves);
        if (resign != null) {
            adjudication = adjudication.withResign(positive("-resign movecount", need(resign, "movecount", "-resign")),
                    positive("-resign score", need(resign, "score", "-resign")));
            known(resign, "-resign", "movecount", "score");
        }
        if (draw != null) {
            adjudication = adjudication.withDraw(positive("-draw movenumber", need(draw, "movenumber", "-draw")),
                    positive("-draw movecount", need(draw, "movecount", "-draw")),
                    nonNegative("-draw score", need(draw, "score", "-draw")));
            known(draw, "-draw", "movenumber", "movecount", "score");
        }
        Sprt test = null;
        if (sprt != null) {
            known(sprt, "-sprt", "elo0", "elo1", "alpha", "beta");
            test = new Sprt(decimal("-sprt elo0", need(sprt, "elo0", "-sprt")), decimal("-sprt elo1", need(sprt, "elo1", "-sprt")),
                    decimal("-sprt alpha", sprt.getOrDefault("alpha", "0.05")), decimal("-sprt beta", sprt.getOrDefault("beta", "0.05")));
        }
        return new MatchConfig(variant, configs, games, rounds, concurrency, book(variant, openings, seed), repeat, adjudication,
                pgnOut, test, event, hangTimeoutMs, 30_000, seed);
    }

    private static OpeningBook book(Variant variant, Map<String, String> openings, long seed) {
        if (openings == null) {
            return OpeningBook.start(variant);
        }
        known(openings, "-openings", "file", "format", "order", "plies");
        int plies = openings.containsKey("plies") ? nonNegative("-openings plies", openings.get("plies")) : 0;
        String file = openings.get("file");
        if (file == null) {
            return OpeningBook.random(variant, plies, seed);
        }
        String format = openings.getOrDefault("format", file.toLowerCase(java.util.Locale.ROOT).endsWith(".pgn") ? "pgn" : "epd");
        String order = openings.getOrDefault("order", "sequential");
        if (!order.equals("sequential") && !order.equals("random")) {
            throw new IllegalArgumentException("-openings order must be sequential or random, not '" + order + "'");
        }
        return OpeningBook.read(variant, Path.of(file), format, plies, order.equals("random"), seed);
    }

    private static EngineConfig engine(Map<String, String> keys, int number) {
        Map<String, String> options = new LinkedHashMap<>();
        TimeControl tc = TimeControl.NONE;
        EngineConfig.Protocol protocol = EngineConfig.Protocol.UCI;
        List<String> command = List.of();
        String name = null;
        Path dir = null;
        long margin = 0;
        String builtin = keys.get("builtin");
        for (Map.Entry<String, String> entry : keys.entrySet()) {
            String key = entry.getKey();
            String value = entry.getValue();
            if (key.startsWith("option.")) {
                if (key.length() == 7) {
                    throw new IllegalArgumentException("engine " + number + ": option without a name");
                }
                options.put(key.substring(7), value);
                continue;
            }
            switch (key) {
                case "cmd" -> command = List.of(value.trim().split("\\s+"));
                case "name" -> name = value;
                case "dir" -> dir = Path.of(value);
                case "proto" -> protocol = switch (value) {
                    case "uci" -> EngineConfig.Protocol.UCI;
                    case "usi" -> EngineConfig.Protocol.USI;
                    case "xboard" -> EngineConfig.Protocol.XBOARD;
                    default -> throw new IllegalArgumentException("engine " + number + ": proto must be uci, usi or xboard, not '" + value + "'");
                };
                case "builtin" -> {
                }
                case "tc" -> tc = tc.withClock(TimeControl.parseClock(value));
                case "st" -> tc = tc.withMoveTime(Math.round(decimal("st", value) * 1000));
                case "depth" -> tc = tc.withDepth(positive("depth", value));
                case "nodes" -> tc = tc.withNodes(longValue("nodes", value));
                case "timemargin" -> margin = nonNegative("timemargin", value);
                default -> throw new IllegalArgumentException("engine " + number + ": unknown key '" + key + "'");
            }
        }
        if (builtin != null) {
            protocol = switch (builtin) {
                case "heterodox" -> EngineConfig.Protocol.ENGINE;
                case "random" -> EngineConfig.Protocol.RANDOM;
                case "greedy" -> EngineConfig.Protocol.GREEDY;
                default -> throw new IllegalArgumentException("engine " + number + ": builtin must be heterodox, random or greedy, not '"
                        + builtin + "'");
            };
            name = name == null ? builtin : name;
        } else if (command.isEmpty() || command.get(0).isEmpty()) {
            throw new IllegalArgumentException("engine " + number + " needs cmd=PROGRAM (or builtin=heterodox|random|greedy)");
        }
        if (name == null) {
            name = Path.of(command.get(0)).getFileName().toString();
        }
        return new EngineConfig(name, protocol, command, dir, options, tc, margin);
    }

    /** Two engines of the same name get numbered, so that results and PGN tell them apart. */
    private static void uniqueNames(List<EngineConfig> configs) {
        List<String> names = configs.stream().map(EngineConfig::name).toList();
        for (int i = 0; i < configs.size(); i++) {
            EngineConfig c = configs.get(i);
            long same = names.stream().filter(c.name()::equals).count();
            if (same > 1) {
                configs.set(i, new EngineConfig(c.name() + "-" + (i + 1), c.protocol(), c.command(), c.workingDir(),
                        c.options(), c.timeControl(), c.timeMarginMs()));
            }
        }
    }

    private static List<String> values(List<String> args, int i) {
        List<String> out = new ArrayList<>();
        for (int j = i + 1; j < args.size() && !args.get(j).startsWith("-"); j++) {
            out.add(args.get(j));
        }
        return out;
    }

    private static Map<String, String> pairs(String flag, List<String> values) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String v : values) {
            int eq = v.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(flag + ": expected KEY=VALUE, got '" + v + "'");
            }
            out.put(v.substring(0, eq), v.substring(eq + 1));
        }
        return out;
    }

    private static String single(List<String> args, int i) {
        if (i + 1 >= args.size()) {
            throw new IllegalArgumentException(args.get(i) + " needs a value");
        }
        return args.get(i + 1);
    }

    private static String need(Map<String, String> map, String key, String flag) {
        String v = map.get(key);
        if (v == null) {
            throw new IllegalArgumentException(flag + " needs " + key + "=...");
        }
        return v;
    }

    private static void known(Map<String, String> map, String flag, String... keys) {
        for (String key : map.keySet()) {
            if (!List.of(keys).contains(key)) {
                throw new IllegalArgumentException(flag + ": unknown key '" + key + "' (known: " + String.join(", ", keys) + ")");
            }
        }
    }

    private static int positive(String what, String value) {
        return TimeControl.parsePositiveInt(value, what);
    }

    private static int nonNegative(String what, String value) {
        try {
            int v = Integer.parseInt(value.trim());
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + ": '" + value + "' (an integer >= 0)");
        }
    }

    private static long longValue(String what, String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + ": '" + value + "' (an integer)");
        }
    }

    private static double decimal(String what, String value) {
        try {
            double v = Double.parseDouble(value.trim());
            if (Double.isNaN(v) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + ": '" + value + "' (a number)");
        }
    }
}
