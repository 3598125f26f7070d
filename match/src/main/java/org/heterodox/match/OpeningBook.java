package org.heterodox.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.Game;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.Epd;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.PgnReader;

/**
 * The openings of a match, handed out one per pair of games (each is played once with each
 * engine as White): from an EPD/FEN file, from a PGN file (the first {@code plies} moves of each
 * game, all when 0), or {@code plies} random legal moves from the start position. Every opening is
 * checked when loaded. Read in order or shuffled; a book shorter than the match starts over.
 */
public final class OpeningBook {
    private final Variant variant;
    private final List<Opening> openings;
    private final int randomPlies;
    private final Random random;
    private int next;

    private OpeningBook(Variant variant, List<Opening> openings, int randomPlies, long seed) {
        this.variant = variant;
        this.openings = openings;
        this.randomPlies = randomPlies;
        this.random = new Random(seed);
    }

    /** Every game from the variant's start position. */
    public static OpeningBook start(Variant variant) {
        return new OpeningBook(variant, List.of(Opening.START), 0, 0);
    }

    /** {@code plies} random legal moves from the start, different for each pair of games. */
    public static OpeningBook random(Variant variant, int plies, long seed) {
        if (plies < 0) {
            throw new IllegalArgumentException("random opening plies must be >= 0, not " + plies);
        }
        return new OpeningBook(variant, List.of(), plies, seed);
    }

    /**
     * Reads an EPD or FEN file (one position a line; {@code #} starts a comment line) or a PGN file.
     *
     * @param format {@code epd} or {@code pgn}
     * @param plies  PGN only: moves to keep of each game (0 = all)
     * @param shuffle whether to hand the openings out in a random order (by {@code seed})
     */
    public static OpeningBook read(Variant variant, Path file, String format, int plies, boolean shuffle, long seed) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read openings file " + file + ": " + e.getMessage());
        }
        List<Opening> openings = switch (format) {
            case "epd", "fen" -> parseEpd(variant, text, file.toString());
            case "pgn" -> parsePgn(variant, text, plies, file.toString());
            default -> throw new IllegalArgumentException("opening format must be epd or pgn, not '" + format + "'");
        };
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("openings file " + file + " holds no opening");
        }
        List<Opening> order = new ArrayList<>(openings);
        if (shuffle) {
            Collections.shuffle(order, new Random(seed));
        }
        return new OpeningBook(variant, List.copyOf(order), 0, seed);
    }

    /** EPD lines of the game (rules' {@link Epd}: its position fields, then operations, which are ignored here). */
    static List<Opening> parseEpd(Variant variant, String text, String source) {
        List<Opening> out = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                out.add(new Opening(Epd.read(variant, line).position().toFen(), List.of()));
            } catch (FormatException e) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return out;
    }

    static List<Opening> parsePgn(Variant variant, String text, int plies, String source) {
        List<Game> games;
        try {
            games = PgnReader.readAll(text, false);
        } catch (FormatException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage());
        }
        List<Opening> out = new ArrayList<>();
        MoveNotation machine = variant.machineNotation();
        for (int g = 0; g < games.size(); g++) {
            Game game = games.get(g);
            if (!game.variant().spec().equals(variant.spec())) {
                throw new IllegalArgumentException(source + " game " + (g + 1) + " is " + game.variant().spec()
                        + ", not " + variant.spec());
            }
            Position position = game.startPosition();
            int count = plies > 0 ? Math.min(plies, game.ply()) : game.ply();
            List<String> moves = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int move = game.move(i);
                moves.add(machine.format(position, move));
                position.make(move);
            }
            out.add(new Opening(game.isSetUp() ? game.startFen() : null, moves));
        }
        return out;
    }

    /** The opening of the next pair of games. */
    public synchronized Opening next() {
        if (openings.isEmpty()) {
            int[] moves = randomOpening(variant, randomPlies, random);
            Position position = variant.startPosition();
            List<String> texts = new ArrayList<>();
            for (int move : moves) {
                texts.add(variant.machineNotation().format(position, move));
                position.make(move);
            }
            return new Opening(null, texts);
        }
        Opening opening = openings.get(next);
        next = (next + 1) % openings.size();
        return opening;
    }

    /** How many distinct openings the book holds (0 for random openings, which never repeat by design). */
    public int size() {
        return openings.size();
    }

    /**
     * {@code plies} random whole moves from the start that do not end the game (retried until so):
     * the moves a record holds, so that an Ambiguous Chess opening is announcement and choice in one.
     */
    static int[] randomOpening(Variant variant, int plies, Random random) {
        MoveList legal = new MoveList();
        while (true) {
            Position position = variant.startPosition();
            int[] moves = new int[plies];
            boolean alive = true;
            for (int i = 0; i < plies && alive; i++) {
                position.generatePlayed(legal);
                moves[i] = legal.get(random.nextInt(legal.size()));
                position.make(moves[i]);
                position.generate(legal);
                alive = !legal.isEmpty() && !position.outcome().isOver();
            }
            if (alive) {
                return moves;
            }
        }
    }
}
