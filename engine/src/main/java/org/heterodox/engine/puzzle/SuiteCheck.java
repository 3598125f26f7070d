package org.heterodox.engine.puzzle;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.heterodox.engine.problem.NodeLimitException;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;

/**
 * Checks a puzzle for a test suite by the game's rules alone, with no evaluation: the game is not
 * over, the move is one of the position's decisions, and a puzzle that claims a mate ({@code mateInN})
 * is solved exhaustively as a directmate in N ({@link ProblemSolver}): its move must be the one key.
 * The engine's search found the puzzle; this is the second opinion that cannot share its mistakes.
 */
public final class SuiteCheck {
    private SuiteCheck() {
    }

    /** Why the puzzle is refused, or empty when it passes; the solver gives up after {@code proofNodes}. */
    public static Optional<String> refusal(Position position, int move, Set<String> tags, long proofNodes) {
        if (position.outcome().isOver()) {
            return Optional.of("the game is over (" + position.outcome() + ")");
        }
        MoveList legal = new MoveList();
        position.generate(legal);
        if (!contains(legal, move)) {
            return Optional.of("the move is not one of the position's decisions");
        }
        int mate = mateIn(tags);
        if (mate == 0) {
            return Optional.empty();
        }
        if (mate > Stipulation.MAX_MOVES) {
            return Optional.of("a mate in " + mate + " is longer than the solver's " + Stipulation.MAX_MOVES + " moves");
        }
        ProblemSolver solver = new ProblemSolver(position, new Stipulation(Stipulation.Kind.DIRECT, mate, false))
                .nodeLimit(proofNodes);
        List<List<Integer>> keys;
        try {
            keys = solver.solve();
        } catch (NodeLimitException e) {
            return Optional.of("the solver did not finish the mate in " + mate + " within " + proofNodes + " nodes");
        }
        if (!keys.contains(List.of(move))) {
            return Optional.of("the move does not force mate in " + mate);
        }
        if (keys.size() > 1) {
            return Optional.of("cooked: " + keys.size() + " moves force mate in " + mate);
        }
        return Optional.empty();
    }

    private static boolean contains(MoveList moves, int move) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == move) {
                return true;
            }
        }
        return false;
    }

    /** N of a {@code mateInN} tag, 0 when there is none. */
    static int mateIn(Set<String> tags) {
        for (String tag : tags) {
            if (tag.matches("mateIn\\d{1,3}")) {
                return Integer.parseInt(tag.substring("mateIn".length()));
            }
        }
        return 0;
    }
}
