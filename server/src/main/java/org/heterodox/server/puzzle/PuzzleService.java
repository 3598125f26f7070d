package org.heterodox.server.puzzle;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.LongSupplier;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.rating.GameScore;
import org.heterodox.server.rating.Glicko2;
import org.heterodox.server.rating.Rating;
import org.heterodox.server.rating.RatingService;

/**
 * The puzzle trainer: the next puzzle of a game for a player (near their puzzle rating, never one they
 * tried; any player's puzzles near 1500 for a logged-out player), and the judging of an answer. A
 * logged-in player's first try at a puzzle rates both by Glicko-2, the puzzle counting as the
 * opponent (won by the player when solved), as lichess does; a logged-out player solves unrated.
 */
public final class PuzzleService {
    /** The puzzles shipped with the server, loaded into an empty table on start. */
    public static final String BUILT_IN = "/puzzles/puzzles.tsv";
    private static final int CANDIDATES = 12;

    private final PuzzleStore store;
    private final LongSupplier clock;
    private final Glicko2 glicko = new Glicko2(RatingService.TAU);
    private final Random random = new Random();

    public PuzzleService(PuzzleStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    public PuzzleStore store() {
        return store;
    }

    /** Adds the puzzles of a puzzle file (lines of {@link PuzzleRecord}); gives how many were new. */
    public int load(InputStream in, String name) {
        List<PuzzleStore.NewPuzzle> puzzles = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    PuzzleRecord record = PuzzleRecord.parse(line);
                    Position position = Variants.of(record.variant()).fromFen(record.fen());
                    MoveReader.readDecision(position, record.solution());
                    puzzles.add(new PuzzleStore.NewPuzzle(record, PuzzleKey.of(position)));
                } catch (FormatException | IllegalArgumentException e) {
                    throw new IllegalArgumentException(name + " line " + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
        return store.add(puzzles, clock.getAsLong());
    }

    /** Loads the built-in puzzles (those already stored are kept as they are, ratings included). */
    public int loadBuiltIn() {
        try (InputStream in = PuzzleService.class.getResourceAsStream(BUILT_IN)) {
            return in == null ? 0 : load(in, BUILT_IN);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The games with puzzles and how many each has. */
    public Map<String, Integer> counts() {
        return store.counts();
    }

    /** A puzzle of the game for {@code account} (null: logged out), other than {@code skip}; empty when none is left. */
    public Optional<Puzzle> next(String variant, Long account, long skip) {
        double target = account == null ? Rating.NEW.rating()
                : store.rating(account, variant).map(r -> r.rating().rating()).orElse(Rating.NEW.rating());
        List<Puzzle> near = store.near(variant, target, account, skip, CANDIDATES);
        if (near.isEmpty()) {
            return Optional.empty();
        }
        synchronized (random) {
            return Optional.of(near.get(random.nextInt(near.size())));
        }
    }

    public Puzzle puzzle(long id) {
        return store.find(id).orElseThrow(() -> new PuzzleException(404, "no puzzle " + id));
    }

    /** What an answer did: whether it was right, the solution, and the ratings before and after (when rated). */
    public record Attempt(Puzzle puzzle, boolean solved, int solution, int answer, Rating playerBefore,
                         Rating playerAfter, Rating puzzleBefore, Rating puzzleAfter) {
    }

    /**
     * Judges {@code moveText} (a move of the puzzle's position in any notation of its game): right when
     * it is the solution, or when it mates at once as the solution does (two mates in one are both
     * right). Rated for a logged-in player's first try.
     */
    public Attempt attempt(long id, String moveText, Long account) {
        Puzzle puzzle = puzzle(id);
        Position position = position(puzzle);
        int solution;
        int answer;
        try {
            solution = MoveReader.readDecision(position, puzzle.solution());
        } catch (FormatException e) {
            throw new IllegalStateException("puzzle " + id + " has an unreadable solution: " + e.getMessage(), e);
        }
        try {
            answer = MoveReader.readDecision(position, moveText);
        } catch (FormatException e) {
            throw new PuzzleException(400, "move: " + e.getMessage());
        }
        boolean solved = answer == solution || matesAtOnce(position, answer) && matesAtOnce(position, solution);
        if (account == null) {
            return new Attempt(puzzle, solved, solution, answer, null, null, puzzle.rating(), puzzle.rating());
        }
        Rating[] rated = store.attempt(account, puzzle, solved, clock.getAsLong(), (player, opponent) -> new Rating[] {
            glicko.update(player, List.of(new GameScore(opponent, solved ? 1 : 0))),
            glicko.update(opponent, List.of(new GameScore(player, solved ? 0 : 1)))});
        if (rated == null) {
            Rating now = store.rating(account, puzzle.variant()).map(PuzzleStore.PlayerPuzzleRating::rating).orElse(null);
            return new Attempt(puzzle, solved, solution, answer, now, now, puzzle.rating(), puzzle.rating());
        }
        return new Attempt(puzzle, solved, solution, answer, rated[0], rated[1], rated[2], rated[3]);
    }

    /** The puzzle's position (read from its FEN, which it was checked against when stored). */
    public static Position position(Puzzle puzzle) {
        try {
            Variant variant = Variants.of(puzzle.variant());
            return variant.fromFen(puzzle.fen());
        } catch (FormatException e) {
            throw new IllegalStateException("puzzle " + puzzle.id() + " no longer reads: " + e.getMessage(), e);
        }
    }

    private static boolean matesAtOnce(Position position, int decision) {
        if (Move.isAnnouncement(decision)) {
            return false;
        }
        position.make(decision);
        try {
            return position.outcome().isOver() && position.outcome().result() != null
                    && position.outcome().result().pgn().equals(position.sideToMove() == 0 ? "0-1" : "1-0");
        } finally {
            position.unmake();
        }
    }
}
