package org.heterodox.engine.problem;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;
import org.heterodox.rules.format.FormatException;

/**
 * Solves mate problems in every game by exhaustive search over the game's own decisions: only the
 * moves the rules generate exist (U-Chess's U-legal moves, Unachess's drops under quasi-check), and
 * in Ambiguous Chess each choice is the side's to make (a directmate must work whatever the opponent
 * chooses). Moves are counted by {@link Position#movesPlayed}, so a move of several decisions counts
 * once. Every answer is exhaustive: an empty list of solutions proves there is none. Results of
 * sub-searches are remembered by position hash and moves left.
 */
public final class ProblemSolver {
    private final Position root;
    private final Stipulation stipulation;
    private final int attacker;
    private final int start;
    private final Map<Long, Boolean> memo = new HashMap<>();
    private final List<List<Integer>> shortSolutions = new ArrayList<>();
    private long nodes;
    private long nodeLimit = Long.MAX_VALUE;

    public ProblemSolver(Position position, Stipulation stipulation) {
        this.root = position.copy();
        this.stipulation = stipulation;
        this.attacker = root.sideToMove();
        this.start = root.movesPlayed();
    }

    /**
     * Helpmates that end sooner than asked: the same side mated, whole moves earlier (a flaw of a
     * helpmate, as Popeye reports them); filled by {@link #solve}.
     */
    public List<List<Integer>> shortSolutions() {
        return List.copyOf(shortSolutions);
    }

    /** Stops any later search with a {@link NodeLimitException} once it has searched {@code limit} positions. */
    public ProblemSolver nodeLimit(long limit) {
        this.nodeLimit = limit;
        return this;
    }

    private void count() {
        if (++nodes > nodeLimit) {
            throw new NodeLimitException(nodeLimit);
        }
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

    /**
     * The threat after a key ({@code position}, the defender to move): the attacker's first moves that
     * would fulfil the stipulation in the moves left if the defender could pass, found in the same
     * position with the attacker to move (its FEN with the side to move switched and no en passant
     * square, so every game has it). Empty when nothing is threatened, when no move is left after
     * the threat's, or when the defender is in check (passing would be illegal: no such position).
     */
    public List<Integer> threats(Position position) {
        int left = stipulation.moves() - 1;
        if (stipulation.kind() == Stipulation.Kind.HELP || left < 1 || position.sideToMove() == attacker
                || position.inCheck() || position.outcome().isOver()) {
            return List.of();
        }
        Position passed;
        try {
            passed = position.variant().fromFen(passTurn(position.toFen()));
        } catch (FormatException e) {
            return List.of();
        }
        ProblemSolver threat = new ProblemSolver(passed, new Stipulation(stipulation.kind(), left, false))
                .nodeLimit(nodeLimit == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, nodeLimit - nodes));
        List<Integer> keys = new ArrayList<>();
        threat.solve().forEach(line -> keys.add(line.get(0)));
        nodes += threat.nodes();
        return keys;
    }

    /** A FEN (SFEN) with the other side to move and, in the chess family, no en passant square. */
    public static String passTurn(String fen) {
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 2) {
            return fen;
        }
        fields[1] = fields[1].equals("w") ? "b" : fields[1].equals("b") ? "w" : fields[1];
        if (fields.length >= 4 && fields[3].matches("[a-h][1-8]")) {
            fields[3] = "-";
        }
        return String.join(" ", fields);
    }

    /** Whether the stipulation is still forced from here (direct- or selfmate), the sides as at the start. */
    public boolean forced(Position position) {
        count();
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            return goal(outcome);
        }
        int used = position.movesPlayed() - start;
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
        count();
        int used = position.movesPlayed() - start;
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            int mated = stipulation.half() ? 1 - attacker : attacker;
            if (outcome.result() == Result.win(1 - mated)) {
                if (used == stipulation.plies()) {
                    out.add(List.copyOf(line));
                } else if ((stipulation.plies() - used) % 2 == 0) {
                    shortSolutions.add(List.copyOf(line));
                }
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
