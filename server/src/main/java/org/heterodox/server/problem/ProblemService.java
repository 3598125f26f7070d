package org.heterodox.server.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import org.heterodox.engine.problem.ProblemPositions;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.account.Account;

/**
 * The composers' problem collection: submissions checked by the solver before they are published
 * (only sound problems are), imports of PGN or Popeye input checked the same way, the player's try
 * at a problem's key, and deletion by the submitter or a moderator.
 */
public final class ProblemService {
    /** Problems one account may submit or import in an hour. */
    public static final int MAX_PER_HOUR = 30;
    /** Problems one import may hold. */
    public static final int MAX_IMPORT = 20;
    private static final long HOUR_MS = 3_600_000L;

    private final ProblemStore store;
    private final ProblemChecker checker;
    private final LongSupplier clock;
    private final Predicate<Account> moderates;

    public ProblemService(ProblemStore store, ProblemChecker checker, LongSupplier clock, Predicate<Account> moderates) {
        this.store = store;
        this.checker = checker;
        this.clock = clock;
        this.moderates = moderates;
    }

    public ProblemStore store() {
        return store;
    }

    /** What a composer submits: every field checked and capped by the caller. */
    public record Submission(Variant variant, String fen, Stipulation stipulation, String author, String source,
                             String composed) {
    }

    /** Checks and stores a submission; returns the stored problem, with its verdict. */
    public Problem submit(Account account, Submission submission) {
        quota(account, 1);
        Position position = position(submission.variant(), submission.fen(), submission.stipulation());
        try (ProblemChecker.Slot slot = checker.slot()) {
            return store(account, submission, position, checker.check(position, submission.stipulation(),
                    checker.limits().millis()));
        }
    }

    /** An import's outcome: the problems stored (each with its verdict) and those refused, with the reason. */
    public record Imported(List<Problem> problems, List<String> refused) {
    }

    /**
     * Imports PGN (each game's Variant, FEN and Stipulation tags; Author, Source and Date kept) or
     * Popeye's input (a text that begins with BeginProblem or AnfangProblem): at most
     * {@link #MAX_IMPORT} problems, each checked as a submission; the whole import solves within
     * four times one submission's time, later problems stored as not settled.
     */
    public Imported importText(Account account, String text) {
        List<Submission> submissions = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        ProblemImports.read(text, MAX_IMPORT, submissions, refused);
        if (submissions.isEmpty()) {
            throw new ProblemException(400, refused.isEmpty() ? "the text holds no problem (PGN with a Stipulation tag,"
                    + " or Popeye's input)" : "no problem could be read: " + refused.get(0));
        }
        quota(account, submissions.size());
        List<Problem> stored = new ArrayList<>();
        long deadline = System.nanoTime() + 4 * checker.limits().millis() * 1_000_000L;
        try (ProblemChecker.Slot slot = checker.slot()) {
            for (Submission submission : submissions) {
                Position position;
                try {
                    position = position(submission.variant(), submission.fen(), submission.stipulation());
                } catch (ProblemException e) {
                    refused.add(e.getMessage());
                    continue;
                }
                long left = (deadline - System.nanoTime()) / 1_000_000L;
                stored.add(store(account, submission, position, checker.check(position, submission.stipulation(), left)));
            }
        }
        return new Imported(stored, refused);
    }

    private Problem store(Account account, Submission submission, Position position, ProblemCheck check) {
        long id = store.add(new ProblemStore.NewProblem(submission.variant().spec().toString(), position.toFen(),
                position.diagramKey(), submission.stipulation().toString(), submission.author(), submission.source(),
                submission.composed(), account.id(), clock.getAsLong(), check));
        return get(id);
    }

    private void quota(Account account, int more) {
        int recent = store.submittedSince(account.id(), clock.getAsLong() - HOUR_MS);
        if (recent + more > MAX_PER_HOUR) {
            throw new ProblemException(429, "you submitted " + recent + " problems in the last hour; at most "
                    + MAX_PER_HOUR + " an hour");
        }
    }

    /** The position of a problem's diagram (a tsume diagram of the shogi games may lack the attacker's king). */
    public static Position position(Variant variant, String fen, Stipulation stipulation) {
        try {
            return ProblemPositions.read(variant, fen, stipulation);
        } catch (FormatException e) {
            throw new ProblemException(400, "fen: " + e.getMessage());
        }
    }

    public Problem get(long id) {
        return store.find(id).orElseThrow(() -> new ProblemException(404, "no problem " + id));
    }

    /** Whether {@code account} may delete {@code problem}: its submitter or a moderator. */
    public boolean mayDelete(Account account, Problem problem) {
        return account != null && (problem.submitterId() != null && problem.submitterId() == account.id()
                || moderates.test(account));
    }

    public void delete(Account account, long id) {
        Problem problem = get(id);
        if (!mayDelete(account, problem)) {
            throw new ProblemException(403, "only the problem's submitter or a moderator may delete it");
        }
        store.delete(id);
    }

    /** A try at the key: whether the move is one of the solutions' first moves. */
    public record Attempt(Problem problem, Position position, int move, boolean correct) {
    }

    public Attempt attempt(long id, String moveText) {
        Problem problem = get(id);
        if (problem.check().keys().isEmpty()) {
            throw new ProblemException(409, "this problem has no known key (" + problem.check().reason() + ")");
        }
        Position position = position(problem);
        int move;
        try {
            move = MoveReader.readDecision(position, moveText);
        } catch (FormatException e) {
            throw new ProblemException(400, "move: " + e.getMessage());
        }
        String machine = position.variant().machineNotation().format(position, move);
        return new Attempt(problem, position, move, problem.check().keys().contains(machine));
    }

    /** A stored problem's position. */
    public static Position position(Problem problem) {
        try {
            Stipulation stipulation = Stipulation.parse(problem.stipulation());
            return ProblemPositions.read(org.heterodox.rules.Variants.of(problem.variant()), problem.fen(), stipulation);
        } catch (FormatException | IllegalArgumentException e) {
            throw new IllegalStateException("a stored problem does not read: " + problem.id(), e);
        }
    }
}
