package org.heterodox.engine.problem;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/**
 * Solves mate problems in every game by exhaustive search over the game's own decisions: only the
 * moves the rules generate exist (U-Chess's U-legal moves, Unachess's drops under quasi-check), and
 * in Ambiguous Chess each choice is the side's to make (a directmate must work whatever the opponent
 * chooses). Moves are counted by {@link Position#movesMade}, so a move of several decisions counts
 * once. Every answer is exhaustive: an empty list of solutions proves there is none. Results of
 * sub-searches are remembered by position hash and moves left.
 */
public final class ProblemSolver {
    private final Position root;
    private final Stipulation stipulation;
    private final int attacker;
    private final int start;
    private final Map<Long, Boolean> memo = new HashMap<>();
    private long nodes;

    public ProblemSolver(Position position, Stipulation stipulation) {
        this.root = position.copy();
        this.stipulation = stipulation;
        this.attacker = root.sideToMove();
        this.start = root.movesMade();
    }

    /** The positions searched so far. */
    public long nodes() {
        return nodes;
    }

    /**
     * Directmates and selfmates: every first decision of the side to move that fulfils the
     * stipulation against any defence (more than one is a cook). Helpmates: every whole solution, as
     * its decisions from the start.
     */
    public List<List<Integer>> solve() {
        List<List<Integer>> solutions = new ArrayList<>();
        if (root.outcome().isOver()) {
            return solutions;
        }
        if (stipulation.kind() == Stipulation.Kind.HELP) {
            helpmates(root, new ArrayList<>(), solutions);
            return solutions;
        }
        for (int key : decisions(root)) {
            root.make(key);
            if (forced(root)) {
                solutions.add(List.of(key));
            }
            root.unmake();
        }
        return solutions;
    }

    /** The attacker's winning decisions here (the continuations of a solution's tree). */
    public List<Integer> winningDecisions(Position position) {
        List<Integer> wins = new ArrayList<>();
        for (int decision : decisions(position)) {
            position.make(decision);
            if (forced(position)) {
                wins.add(decision);
            }
            position.unmake();
        }
        return wins;
    }

    /** Whether the stipulation is still forced from here (direct- or selfmate), the sides as at the start. */
    public boolean forced(Position position) {
        nodes++;
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            return goal(outcome);
        }
        int used = position.movesMade() - start;
        if (used >= stipulation.plies()) {
            return false;
        }
        long key = position.hash() * 31 + used;
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean attackerDecides = position.sideToMove() == attacker;
        boolean result = !attackerDecides;
        for (int decision : decisions(position)) {
            position.make(decision);
            boolean wins = forced(position);
            position.unmake();
            if (attackerDecides && wins) {
                result = true;
                break;
            }
            if (!attackerDecides && !wins) {
                result = false;
                break;
            }
        }
        memo.put(key, result);
        return result;
    }

    /** The game ended as the stipulation wants: the attacker won (#), the attacker lost (s#). */
    private boolean goal(Outcome outcome) {
        if (stipulation.kind() == Stipulation.Kind.SELF) {
            return outcome.result() == Result.win(1 - attacker);
        }
        return outcome.result() == Result.win(attacker);
    }

    /** Every helpmate from here: the sides cooperate; the side to move at the start is mated (h#N) or mates (h#N.5). */
    private void helpmates(Position position, List<Integer> line, List<List<Integer>> out) {
        nodes++;
        int used = position.movesMade() - start;
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            int mated = stipulation.half() ? 1 - attacker : attacker;
            if (used == stipulation.plies() && outcome.result() == Result.win(1 - mated)) {
                out.add(List.copyOf(line));
            }
            return;
        }
        if (used >= stipulation.plies()) {
            return;
        }
        long key = position.hash() * 31 + used;
        if (Boolean.FALSE.equals(memo.get(key))) {
            return;
        }
        int before = out.size();
        for (int decision : decisions(position)) {
            position.make(decision);
            line.add(decision);
            helpmates(position, line, out);
            line.remove(line.size() - 1);
            position.unmake();
        }
        if (out.size() == before) {
            memo.put(key, false);
        }
    }

    private static List<Integer> decisions(Position position) {
        MoveList moves = new MoveList();
        position.generate(moves);
        List<Integer> list = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            list.add(moves.get(i));
        }
        return list;
    }
}
