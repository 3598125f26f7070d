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
import org.jdbi.v3.core.Jdbi;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.rating.GameScore;
import org.heterodox.server.rating.Glicko2;
import org.heterodox.server.rating.Rating;
import org.heterodox.server.rating.RatingService;

/**
 * The puzzle trainer: hands out puzzles (the next one of a game and theme for a player, near their
 * puzzle rating and never one they tried; near 1500 for a logged-out visitor; or a streak's next,
 * harder one) each with a run, and judges the moves of a run against the puzzle's solution, answering
 * with the opponent's reply until the solution is played out. A logged-in player's first try at a
 * puzzle rates both by Glicko-2, the puzzle counting as the opponent (won by the player when solved),
 * as lichess does; a streak and a logged-out player's tries are unrated. A logged-in player's finished
 * puzzles are kept in their history, and their best streak per game.
 */
public final class PuzzleService {
    /** The puzzles shipped with the server, loaded into an empty table on start. */
    public static final String BUILT_IN = "/puzzles/puzzles.tsv";
    private static final int CANDIDATES = 12;

    private final PuzzleStore store;
    private final PuzzleRunStore runs;
    private final PuzzleHistoryStore history;
    private final LongSupplier clock;
    private final Glicko2 glicko = new Glicko2(RatingService.TAU);
    private final Random random = new Random();

    public PuzzleService(Jdbi jdbi, LongSupplier clock) {
        this.store = new PuzzleStore(jdbi);
        this.runs = new PuzzleRunStore(jdbi);
        this.history = new PuzzleHistoryStore(jdbi);
        this.clock = clock;
    }

    public PuzzleStore store() {
        return store;
    }

    public PuzzleHistoryStore history() {
        return history;
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
                    checkSolution(position, record);
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

    /** The solution reads as decisions from the position, its first ply is the solution move, and the game is not over before its end. */
    private static void checkSolution(Position position, PuzzleRecord record) throws FormatException {
        int first = MoveReader.readDecision(position, record.solution());
        if (record.solutionPlies() == 1) {
            return;
        }
        Position walk = position.copy();
        for (int ply = 0; ply < record.solutionPlies(); ply++) {
            if (walk.outcome().isOver()) {
                throw new IllegalArgumentException("the game is over after ply " + ply + " of the solution");
            }
            int move = MoveReader.readDecision(walk, record.line().get(ply));
            if (ply == 0 && move != first) {
                throw new IllegalArgumentException("the line does not start with the solution");
            }
            walk.make(move);
        }
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

    /** A puzzle handed out with its run's token (given to the solver only; the database keeps its hash). */
    public record Handout(Puzzle puzzle, String run, PuzzleRun state) {
    }

    /**
     * A puzzle of the game (of the theme, when not null) for {@code account} (null: logged out), other
     * than {@code skip}, with a new run; empty when none is left.
     */
    public Optional<Handout> next(String variant, String theme, Long account, long skip) {
        double target = account == null ? Rating.NEW.rating()
                : store.rating(account, variant).map(r -> r.rating().rating()).orElse(Rating.NEW.rating());
        List<Puzzle> near = store.near(variant, theme, target, account, skip, CANDIDATES);
        if (near.isEmpty()) {
            return Optional.empty();
        }
        Puzzle puzzle;
        synchronized (random) {
            puzzle = near.get(random.nextInt(near.size()));
        }
        return Optional.of(handOut(puzzle, account, theme, false));
    }

    /** A puzzle by id (a shared link), with a new run. */
    public Handout share(long id, Long account) {
        Puzzle puzzle = puzzle(id);
        return handOut(puzzle, account, null, false);
    }

    /** A new streak: the game's easiest puzzle (of the theme), unrated. */
    public Handout startStreak(String variant, String theme, Long account) {
        Puzzle first = store.harder(variant, theme, 0, 0).orElseThrow(() -> new PuzzleException(404, "no puzzle in "
                + variant + (theme == null ? "" : " with the theme " + theme)));
        return handOut(first, account, theme, true);
    }

    /** A streak's next puzzle, harder than the one just solved; 409 when the streak is over or its puzzle unsolved. */
    public Handout continueStreak(String token, Long account) {
        long now = clock.getAsLong();
        PuzzleRun run = ownRun(token, account, now).filter(PuzzleRun::streak)
                .orElseThrow(() -> new PuzzleException(404, "no such streak (streaks end an hour after their last move)"));
        if (run.finished()) {
            throw new PuzzleException(409, "this streak is over: start a new one");
        }
        Puzzle current = puzzle(run.puzzleId());
        if (run.plies() < current.solutionPlies()) {
            throw new PuzzleException(409, "solve the streak's puzzle " + current.id() + " first");
        }
        Puzzle next = store.harder(run.variant(), run.theme(), current.rating().rating(), current.id())
                .orElseThrow(() -> new PuzzleException(404, "no harder puzzle left: the streak has run through every puzzle"));
        PuzzleRun moved = new PuzzleRun(run.tokenHash(), run.account(), run.variant(), run.theme(), true, next.id(), 0,
                run.solved(), false);
        if (!runs.advance(run, moved, now)) {
            throw new PuzzleException(409, "the streak moved on meanwhile");
        }
        return new Handout(next, token, moved);
    }

    private Handout handOut(Puzzle puzzle, Long account, String theme, boolean streak) {
        String token = Secrets.newToken();
        PuzzleRun run = new PuzzleRun(Secrets.hash(token), account, puzzle.variant(), theme, streak, puzzle.id(), 0, 0, false);
        runs.create(run, clock.getAsLong());
        return new Handout(puzzle, token, run);
    }

    /** The run of {@code token} when it is the requester's own (an account's, or a visitor's when logged out). */
    private Optional<PuzzleRun> ownRun(String token, Long account, long now) {
        return runs.find(Secrets.hash(token), now).filter(r -> java.util.Objects.equals(r.account(), account));
    }

    public Puzzle puzzle(long id) {
        return store.find(id).orElseThrow(() -> new PuzzleException(404, "no puzzle " + id));
    }

    /**
     * What a move did. {@code before} is the position it was played in, {@code expected} the solution's
     * move there; when it was right and the solution goes on, {@code reply} is the opponent's answer
     * (else null). Once {@code done}, the ratings it moved (the player's null unless rated) and, in a
     * streak, its length and (logged in) the best.
     */
    public record Step(Puzzle puzzle, Position before, boolean correct, boolean done, int answer, int expected,
                       Integer reply, Rating playerBefore, Rating playerAfter, Rating puzzleBefore, Rating puzzleAfter,
                       Integer streak, Integer bestStreak) {
    }

    /**
     * Judges {@code moveText} (a move in any notation of the game) as the next move of the run
     * {@code token} on puzzle {@code id}: right when it is the solution's move, or when it mates at
     * once. A wrong move ends the puzzle (and a streak); the last right one solves it.
     */
    public Step move(long id, String token, String moveText, Long account) {
        long now = clock.getAsLong();
        Puzzle puzzle = puzzle(id);
        PuzzleRun run = ownRun(token, account, now).filter(r -> r.puzzleId() == id && !r.finished()
                        && r.plies() < puzzle.solutionPlies())
                .orElseThrow(() -> new PuzzleException(409, "puzzle " + id + " is not started or is over: ask for it with"
                        + " GET /api/puzzles/next or /api/puzzles/" + id));
        Position position = line(puzzle, run.plies());
        int expected = decision(puzzle, position, run.plies() == 0 ? puzzle.solution() : puzzle.line().get(run.plies()));
        int answer;
        try {
            answer = MoveReader.readDecision(position, moveText);
        } catch (FormatException e) {
            throw new PuzzleException(400, "move: " + e.getMessage());
        }
        boolean mates = matesAtOnce(position, answer);
        boolean correct = answer == expected || mates;
        boolean done = !correct || mates || run.plies() + 1 >= puzzle.solutionPlies();
        if (!done) {
            Position after = position.copy();
            after.make(answer);
            int reply = decision(puzzle, after, puzzle.line().get(run.plies() + 1));
            claim(run, new PuzzleRun(run.tokenHash(), run.account(), run.variant(), run.theme(), run.streak(), id,
                    run.plies() + 2, run.solved(), false), now);
            return new Step(puzzle, position, true, false, answer, expected, reply, null, null, puzzle.rating(),
                    puzzle.rating(), run.streak() ? run.solved() : null, null);
        }
        if (run.streak()) {
            int solved = run.solved() + (correct ? 1 : 0);
            claim(run, new PuzzleRun(run.tokenHash(), run.account(), run.variant(), run.theme(), true, id,
                    correct ? puzzle.solutionPlies() : run.plies(), solved, !correct), now);
            Integer best = null;
            if (account != null) {
                history.add(account, id, puzzle.variant(), true, correct, null, null, now);
                best = history.recordStreak(account, puzzle.variant(), solved, now);
            }
            return new Step(puzzle, position, correct, true, answer, expected, null, null, null, puzzle.rating(),
                    puzzle.rating(), solved, best);
        }
        claim(run, new PuzzleRun(run.tokenHash(), run.account(), run.variant(), run.theme(), false, id,
                correct ? puzzle.solutionPlies() : run.plies(), 0, true), now);
        if (account == null) {
            return new Step(puzzle, position, correct, true, answer, expected, null, null, null, puzzle.rating(),
                    puzzle.rating(), null, null);
        }
        Rating[] rated = store.attempt(account, puzzle, correct, now, (player, opponent) -> new Rating[] {
            glicko.update(player, List.of(new GameScore(opponent, correct ? 1 : 0))),
            glicko.update(opponent, List.of(new GameScore(player, correct ? 0 : 1)))});
        if (rated == null) {
            history.add(account, id, puzzle.variant(), false, correct, null, null, now);
            Rating mine = store.rating(account, puzzle.variant()).map(PuzzleStore.PlayerPuzzleRating::rating).orElse(null);
            return new Step(puzzle, position, correct, true, answer, expected, null, mine, mine, puzzle.rating(),
                    puzzle.rating(), null, null);
        }
        history.add(account, id, puzzle.variant(), false, correct, (int) Math.round(rated[0].rating()),
                (int) Math.round(rated[1].rating()), now);
        return new Step(puzzle, position, correct, true, answer, expected, null, rated[0], rated[1], rated[2], rated[3],
                null, null);
    }

    private void claim(PuzzleRun from, PuzzleRun to, long now) {
        if (!runs.advance(from, to, now)) {
            throw new PuzzleException(409, "puzzle " + from.puzzleId() + " moved on meanwhile (a move sent twice?)");
        }
    }

    /** The puzzle's position after the first {@code plies} plies of its solution. */
    public static Position line(Puzzle puzzle, int plies) {
        Position position = position(puzzle);
        for (int ply = 0; ply < plies; ply++) {
            position.make(decision(puzzle, position, puzzle.line().get(ply)));
        }
        return position;
    }

    private static int decision(Puzzle puzzle, Position position, String text) {
        try {
            return MoveReader.readDecision(position, text);
        } catch (FormatException e) {
            throw new IllegalStateException("puzzle " + puzzle.id() + " has an unreadable solution: " + e.getMessage(), e);
        }
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
