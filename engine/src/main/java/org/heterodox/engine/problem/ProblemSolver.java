package org.heterodox.engine.problem;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;

/**
 * Solves mate problems in every game by exhaustive search over the game's own decisions: only the
 * moves the rules generate exist (U-Chess's U-legal moves, Unachess's drops under quasi-check), and
 * in Ambiguous Chess each choice is the side's to make (a directmate must work whatever the opponent
 * chooses). Moves are counted by {@link Position#movesPlayed}, so a move of several decisions counts
 * once. Every answer is exhaustive: an empty list of solutions proves there is none. Directmates and
 * selfmates are searched by {@link BattleSearch} (a table of proven and refuted positions, the
 * shortest win first, threats and killers), helpmates by {@link HelpSearch}. As in Popeye, a
 * problem ends only by the game's own end of play (mate, stalemate, a king taken), never by
 * repetition or move-count draws.
 *
 * <p>A solve can be bounded and watched through its {@link SolveControl} (nodes, time, cancel,
 * progress); a bound that is reached throws a {@link SolveStoppedException}.
 */
public final class ProblemSolver {
    private final Position root;
    private final Stipulation stipulation;
    private final int attacker;
    private final int start;
    private final GameTraits traits;
    private SolveControl control = new SolveControl();
    private BattleSearch battle;
    private final List<List<Integer>> shortSolutions = new ArrayList<>();
    private TsumeSolver.Answer tsume;

    public ProblemSolver(Position position, Stipulation stipulation) {
        this.root = position.copy();
        this.stipulation = stipulation;
        this.attacker = root.sideToMove();
        this.start = root.movesPlayed();
        this.traits = GameTraits.of(root);
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
        control.nodeLimit(limit);
        return this;
    }

    /** Bounds, watches and cancels this solve through {@code control} (its nodes count from there on). */
    public ProblemSolver control(SolveControl control) {
        this.control = control;
        this.battle = null;
        return this;
    }

    /** The control of this solve: its node count, bounds and cancellation. */
    public SolveControl control() {
        return control;
    }

    /** The positions searched so far. */
    public long nodes() {
        return control.nodes();
    }

    private BattleSearch battle() {
        if (battle == null) {
            battle = new BattleSearch(stipulation, attacker, traits, control);
        }
        return battle;
    }

    /**
     * Directmates and selfmates: every first decision of the side to move that fulfils the
     * stipulation against any defence (more than one is a cook). Helpmates: every whole solution, as
     * its decisions from the start. Tsume: the main line by the conventions of tsume, then every other
     * first move that mates as soon, alone (a cook).
     */
    public List<List<Integer>> solve() {
        List<List<Integer>> solutions = new ArrayList<>();
        shortSolutions.clear();
        if (root.outcome().isOver()) {
            return solutions;
        }
        if (stipulation.kind() == Stipulation.Kind.TSUME) {
            tsume = new TsumeSolver(root, stipulation, control).solve();
            if (tsume != null) {
                solutions.add(tsume.mainLine());
                for (int first : tsume.firstMoves()) {
                    if (first != tsume.mainLine().get(0)) {
                        solutions.add(List.of(first));
                    }
                }
            }
            return solutions;
        }
        if (stipulation.kind() == Stipulation.Kind.HELP) {
            int mated = stipulation.half() ? 1 - attacker : attacker;
            HelpSearch help = new HelpSearch(mated, traits, control);
            control.stage(stipulation + ": helpmates");
            help.solve(root, stipulation.plies());
            solutions.addAll(help.solutions());
            shortSolutions.addAll(help.shortSolutions());
            return solutions;
        }
        List<Integer> keys = decisions(root);
        for (int i = 0; i < keys.size(); i++) {
            int key = keys.get(i);
            control.stage(stipulation + ": first move " + (i + 1) + " of " + keys.size());
            root.make(key);
            if (forced(root)) {
                solutions.add(List.of(key));
            }
            root.unmake();
        }
        return solutions;
    }

    /**
     * After {@link #solve} of a tsume that has a mate: whether the attacker has pieces left in hand at
     * the end of the main line (a flaw of a composed problem); false otherwise.
     */
    public boolean tsumeLeftover() {
        return tsume != null && tsume.leftover();
    }

    /**
     * After {@link #solve} of a tsume that has a mate: the fewest plies of the mate counted over
     * every defence, useless interpositions included (the main line leaves those out); 0 otherwise.
     */
    public int tsumeMinimaxPlies() {
        return tsume == null ? 0 : tsume.minimaxPlies();
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
        if (stipulation.kind() == Stipulation.Kind.HELP || stipulation.kind() == Stipulation.Kind.TSUME || left < 1 || position.sideToMove() == attacker
                || position.inCheck() || position.outcome().isOver()) {
            return List.of();
        }
        Position passed;
        try {
            passed = position.variant().fromFen(passTurn(position.toFen()));
        } catch (FormatException e) {
            return List.of();
        }
        ProblemSolver threat = new ProblemSolver(passed, new Stipulation(stipulation.kind(), left, false)).control(control);
        List<Integer> keys = new ArrayList<>();
        threat.solve().forEach(line -> keys.add(line.get(0)));
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
        int used = position.movesPlayed() - start;
        return battle().forced(position, stipulation.plies() - used);
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
