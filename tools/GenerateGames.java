import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.rules.Game;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.PgnWriter;

/**
 * Writes a PGN file of games played by a cheap random policy through the rules (every move legal, in
 * the game's record notation, no comments): the benchmark files of the game database
 * (tools/db-benchmark.sh). Fast enough for a million games, where the engine's self-play would take
 * days on two cores. The same arguments always write the same file.
 *
 * <pre>java -cp cli/target/heterodox.jar tools/GenerateGames.java --variant chess --games 50000 --seed 2026 --out chess.pgn</pre>
 *
 * The policy: a capture when one is possible more often than not, castling when possible half the time,
 * otherwise any move; a game ends by the rules, or at a length drawn between 40 and 180 plies with a
 * recorded result (resignation or agreement). Players (5,000 names), ratings, events and dates vary.
 */
public final class GenerateGames {
    private static final int BLOCK = 500;

    public static void main(String[] args) throws Exception {
        String variantName = "chess";
        int games = 0;
        long seed = 1;
        Path out = null;
        int threads = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--variant" -> variantName = args[++i];
                case "--games" -> games = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + "; use --variant SPEC --games N --seed S --out FILE [--threads N]");
            }
        }
        if (games < 1 || out == null) {
            throw new IllegalArgumentException("--games N (at least 1) and --out FILE are required");
        }
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " exists");
        }
        Variant variant = Variants.of(variantName);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<String>> blocks = new ArrayList<>();
        for (int from = 0; from < games; from += BLOCK) {
            int start = from;
            int end = Math.min(games, from + BLOCK);
            long blockSeed = seed;
            blocks.add(pool.submit(() -> block(variant, blockSeed, start, end)));
        }
        try (Writer writer = new BufferedWriter(Files.newBufferedWriter(out), 1 << 16)) {
            for (Future<String> block : blocks) {
                writer.write(block.get());
            }
        } finally {
            pool.shutdown();
        }
        System.err.println("wrote " + games + " " + variant.spec() + " games to " + out);
    }

    private static String block(Variant variant, long seed, int from, int to) {
        StringBuilder text = new StringBuilder(1024 * (to - from));
        PgnWriter writer = new PgnWriter();
        for (int i = from; i < to; i++) {
            text.append(writer.write(game(variant, new Random(seed * 1_000_003L + i), i))).append('\n');
        }
        return text.toString();
    }

    private static Game game(Variant variant, Random random, int number) {
        Game game = new Game(variant);
        game.setTag("Event", "Generated " + event(random));
        game.setTag("Site", "?");
        game.setTag("Date", String.format("%04d.%02d.%02d", 1990 + random.nextInt(36), 1 + random.nextInt(12),
                1 + random.nextInt(28)));
        game.setTag("Round", String.valueOf(1 + random.nextInt(11)));
        game.setTag("White", name(random));
        game.setTag("Black", name(random));
        game.setTag("WhiteElo", String.valueOf(1400 + random.nextInt(1400)));
        game.setTag("BlackElo", String.valueOf(1400 + random.nextInt(1400)));
        int length = 40 + random.nextInt(141);
        Position position = variant.startPosition();
        MoveList moves = new MoveList();
        MoveList preferred = new MoveList();
        while (game.ply() < length) {
            position.generatePlayed(moves);
            if (moves.isEmpty() || position.outcome().isOver()) {
                return game;
            }
            int move = choose(moves, preferred, random);
            game.play(move);
            position.make(move);
        }
        if (!game.endedOnBoard()) {
            int pick = random.nextInt(10);
            game.setOutcome(pick < 3 ? Outcome.draw(Reason.AGREEMENT)
                    : Outcome.win(pick < 7 ? 0 : 1, Reason.RESIGNATION));
        }
        return game;
    }

    private static int choose(MoveList moves, MoveList preferred, Random random) {
        preferred.clear();
        for (int i = 0; i < moves.size(); i++) {
            if (Move.isCastle(moves.get(i))) {
                preferred.add(moves.get(i));
            }
        }
        if (!preferred.isEmpty() && random.nextBoolean()) {
            return preferred.get(random.nextInt(preferred.size()));
        }
        preferred.clear();
        for (int i = 0; i < moves.size(); i++) {
            if (Move.isCapture(moves.get(i))) {
                preferred.add(moves.get(i));
            }
        }
        if (!preferred.isEmpty() && random.nextInt(10) < 6) {
            return preferred.get(random.nextInt(preferred.size()));
        }
        return moves.get(random.nextInt(moves.size()));
    }

    private static final String[] SYLLABLES = {"an", "bel", "car", "dor", "el", "fa", "gor", "han", "is", "jo",
        "ka", "lin", "mar", "nor", "ol", "pe", "quin", "ros", "sa", "tor", "ul", "ven", "wil", "xa", "yor", "zel"};

    /** One of 5,000 players: the pick is uniform, the name made from its number. */
    private static String name(Random random) {
        int player = random.nextInt(5000);
        String surname = SYLLABLES[player % 26] + SYLLABLES[(player / 26) % 26] + SYLLABLES[(player / 676) % 26];
        return Character.toUpperCase(surname.charAt(0)) + surname.substring(1) + ", " + (char) ('A' + player % 23) + ".";
    }

    private static String event(Random random) {
        int event = random.nextInt(300);
        return SYLLABLES[event % 26].toUpperCase() + " Open " + (event / 26 + 1);
    }
}
