package org.heterodox.server.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.SolutionWriter;
import org.heterodox.engine.problem.SolveControl;
import org.heterodox.engine.problem.SolveStoppedException;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.server.analysis.SolveLimits;

/**
 * Checks submitted problems with the solver within the server's {@link SolveLimits} (moves,
 * positions, time), {@value #AT_ONCE} checks at a time on the whole server: a submission or an
 * import takes a slot or is refused (429), so that submissions never hold more of the machine.
 */
public final class ProblemChecker {
    static final int AT_ONCE = 2;
    /** The answer's text is kept to this many characters (a long-mover's variations can run to thousands of lines). */
    static final int MAX_TEXT = 19_000;

    private final SolveLimits limits;
    private final Semaphore slots = new Semaphore(AT_ONCE);

    public ProblemChecker(SolveLimits limits) {
        this.limits = limits;
    }

    public SolveLimits limits() {
        return limits;
    }

    /** A slot of the server's problem checks, held while one request checks its problems. */
    public interface Slot extends AutoCloseable {
        @Override
        void close();
    }

    /** Takes a slot, or refuses with 429 when every slot is busy. */
    public Slot slot() {
        if (!slots.tryAcquire()) {
            throw new ProblemException(429, "the server is checking other problems; try again in a moment");
        }
        return slots::release;
    }

    /** The verdict on {@code position} with {@code stipulation}, within {@code millis} (at most the limits' time). */
    public ProblemCheck check(Position position, Stipulation stipulation, long millis) {
        int moves = stipulation.kind() == Stipulation.Kind.TSUME ? (stipulation.moves() + 1) / 2 : stipulation.moves();
        if (moves > limits.maxMoves()) {
            return unsettled("the server checks problems of up to " + limits.maxMoves() + " moves; solve it with"
                    + " 'heterodox solve'", 0);
        }
        if (millis < 1) {
            return unsettled("not checked: the import's time ran out", 0);
        }
        MoveNotation record = position.variant().notations().get(0);
        MoveNotation machine = position.variant().machineNotation();
        ProblemSolver solver = new ProblemSolver(position, stipulation)
                .control(new SolveControl().nodeLimit(limits.nodes()).timeLimit(Math.min(millis, limits.millis())));
        List<List<Integer>> solutions;
        try {
            solutions = solver.solve();
        } catch (SolveStoppedException e) {
            return unsettled("not settled within the server's bounds: " + e.getMessage(), solver.nodes());
        }
        List<String> lines;
        try {
            lines = SolutionWriter.write(position, solver, stipulation, record, true, solutions);
        } catch (SolveStoppedException e) {
            // The variations took the rest of the budget: the keys alone, which solving proved.
            lines = SolutionWriter.write(position, new ProblemSolver(position, stipulation), stipulation, record, false,
                    solutions);
        }
        List<String> keys = new ArrayList<>();
        for (List<Integer> solution : solutions) {
            String key = machine.format(position, solution.get(0));
            if (!keys.contains(key)) {
                keys.add(key);
            }
        }
        List<String> line = new ArrayList<>();
        if (!solutions.isEmpty()) {
            Position walk = position.copy();
            List<Integer> first = stipulation.kind() == Stipulation.Kind.DIRECT || stipulation.kind() == Stipulation.Kind.SELF
                    ? solutions.get(0).subList(0, 1) : solutions.get(0);
            for (int move : first) {
                line.add(machine.format(walk, move));
                walk.make(move);
            }
        }
        int shorter = solver.shortSolutions().size();
        ProblemVerdict verdict = solutions.isEmpty() ? ProblemVerdict.NONE
                : solutions.size() > 1 || shorter > 0 ? ProblemVerdict.COOKED : ProblemVerdict.SOUND;
        String reason = switch (verdict) {
            case NONE -> "no solution: the stipulation cannot be fulfilled";
            case COOKED -> solutions.size() + (solutions.size() == 1 ? " solution" : " solutions")
                    + (shorter > 0 ? " and " + shorter + " short " + (shorter == 1 ? "solution" : "solutions") : "")
                    + ": the problem is cooked";
            case SOUND -> "sound: one solution" + (solver.tsumeLeftover() ? " (pieces left in hand at the end)" : "");
            case UNSETTLED -> throw new IllegalStateException();
        };
        return new ProblemCheck(verdict, reason, solutions.size(), capped(lines), keys, line, solver.nodes());
    }

    private static ProblemCheck unsettled(String reason, long nodes) {
        return new ProblemCheck(ProblemVerdict.UNSETTLED, reason.length() > 390 ? reason.substring(0, 390) : reason, 0,
                List.of(), List.of(), List.of(), nodes);
    }

    /** The lines up to {@link #MAX_TEXT} characters, then how many were left out, then the count of solutions. */
    private static List<String> capped(List<String> lines) {
        List<String> kept = new ArrayList<>();
        int size = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (size + line.length() + 1 > MAX_TEXT - 200 && i < lines.size() - 1) {
                kept.add("... (" + (lines.size() - 1 - i) + " more lines)");
                kept.add(lines.get(lines.size() - 1));
                return kept;
            }
            kept.add(line.length() > 1000 ? line.substring(0, 1000) + "..." : line);
            size += Math.min(line.length(), 1003) + 1;
        }
        return kept;
    }
}
