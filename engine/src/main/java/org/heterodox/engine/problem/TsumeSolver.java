package org.heterodox.engine.problem;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.engine.mate.DfPn;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.shogi.ShogiPiece;
import org.heterodox.rules.shogi.ShogiPosition;
import org.heterodox.rules.shogi.ShogiVariant;

/**
 * Tsume: the side to move mates with a check at every one of its moves. Whether there is a mate is
 * settled by {@link DfPn} with the game's own rules; the answer is then the main line by the
 * conventions of tsume shogi (docs/engine.md#tsume):
 * <ol>
 * <li>the attacker mates in the fewest moves, and among equally short mates prefers one that leaves
 *     it pieces in hand;</li>
 * <li>the defender resists longest, and among equally long defences prefers one after which the
 *     attacker has no piece left in hand;</li>
 * <li>in shogi and Unashogi, a useless interposition (無駄合) does not count: a drop between a
 *     long-range checker and the king that the attacker just takes and then mates as fast without
 *     the taken piece (as if the checker had moved there without the interposition);</li>
 * <li>a composed problem ends with the attacker's hand empty: the answer says whether pieces are
 *     left over (駒余り).</li>
 * </ol>
 * Lengths are in plies, as tsume counts them (a 7-move tsume is 7 plies, the attacker's moves first
 * and last). {@code tsume N} asks for a mate within N plies; {@code tsume} for the shortest.
 */
final class TsumeSolver {
    /** Useless interpositions may make the mate, counted over every defence, this many plies longer than by the conventions. */
    private static final int SLACK = 4;
    /** Between more equally good choices than this, the first is taken without comparing their hands. */
    private static final int MAX_TIES = 4;
    /** The unbounded tsume looks for a mate within these many plies, one bound after the other. */
    private static final int[] BOUNDS = {15, 31, 63, 127, Stipulation.MAX_TSUME_PLIES};

    /** The answer: the main line, its length, whether the attacker has pieces left at the end, and the mating first moves. */
    record Answer(List<Integer> mainLine, boolean leftover, List<Integer> firstMoves, int minimaxPlies) {
        int plies() {
            return mainLine.size();
        }
    }

    /** A line from a position with its length and whether the attacker ends with pieces in hand. */
    private record Line(int length, boolean leftover, List<Integer> moves) {
    }

    private final Position root;
    private final Stipulation stipulation;
    private final int attacker;
    private final SolveControl control;
    private final DfPn dfpn;
    private final boolean shogi;
    private final List<String> handLetters;
    private final Map<Long, Line> lines = new HashMap<>();

    TsumeSolver(Position root, Stipulation stipulation, SolveControl control) {
        this.root = root;
        this.stipulation = stipulation;
        this.attacker = root.sideToMove();
        this.control = control;
        this.dfpn = new DfPn(attacker).counter(control::count);
        this.shogi = root instanceof ShogiPosition;
        this.handLetters = root.variant().description().holdable();
    }

    /** The answer, or null when there is no mate within the plies asked. */
    Answer solve() {
        if (root.outcome().isOver()) {
            return null;
        }
        int minimax = shortestMinimax();
        if (minimax < 0) {
            return null;
        }
        control.stage(stipulation + ": main line");
        Line main = best(root, minimax);
        if (main == null || (stipulation.moves() > 0 && main.length() > stipulation.moves())) {
            return null;
        }
        return new Answer(main.moves(), main.leftover(), List.of(main.moves().get(0)), minimax);
    }

    /**
     * The fewest plies of a mate counted over every defence (useless interpositions included), or
     * -1: none within the plies asked. A bounded tsume searches its bound plus the slack that
     * useless interpositions may add; an unbounded one grows its bound until the search settles.
     */
    private int shortestMinimax() {
        DfPn.Result found = null;
        if (stipulation.moves() > 0) {
            control.stage(stipulation + ": df-pn");
            found = dfpn.search(root, Math.min(Stipulation.MAX_TSUME_PLIES, stipulation.moves() + SLACK));
        } else {
            for (int bound : BOUNDS) {
                control.stage("tsume: df-pn within " + bound + " plies");
                found = dfpn.search(root, bound);
                if (found.proven()) {
                    break;
                }
            }
        }
        if (found == null || !found.proven()) {
            return -1;
        }
        control.stage("tsume: the shortest mate");
        return shortest(root, found.plies());
    }

    /** The fewest plies of a mate from {@code position}, known to mate within {@code within}. */
    private int shortest(Position position, int within) {
        int shortest = within;
        while (shortest >= 2 && dfpn.search(position, shortest - 2).proven()) {
            shortest -= 2;
        }
        return shortest;
    }

    /** The plies of the shortest mate from {@code position} if it mates within {@code bound}, else -1. */
    private int mateLength(Position position, int bound) {
        DfPn.Result found = dfpn.search(position, bound);
        return found.proven() ? shortest(position, Math.min(bound, found.plies())) : -1;
    }

    /** The attacker's checks here (legal moves after which the defender is in check). */
    private static MoveList checks(Position position) {
        MoveList moves = new MoveList();
        position.generate(moves);
        int kept = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            if (position.givesCheck(move)) {
                moves.set(kept++, move);
            }
        }
        moves.truncate(kept);
        return moves;
    }

    /**
     * The main line from {@code position}, whose shortest mate counted over every defence is
     * exactly {@code plies} long: an attacking move that keeps it (no other can be shorter), then the
     * defender's longest resistance leaving out useless interpositions, preferring between equally
     * long defences one after which the attacker has no piece left in hand.
     */
    private Line best(Position position, int plies) {
        control.count();
        long key = position.hash() * 1021 + plies;
        if (lines.containsKey(key)) {
            return lines.get(key);
        }
        Line answer = position.sideToMove() == attacker ? attackLine(position, plies) : defenceLine(position, plies);
        lines.put(key, answer);
        return answer;
    }

    /** The attacker's move that mates within {@code plies}: the proof's own move first, then the other checks. */
    private Line attackLine(Position position, int plies) {
        MoveList checks = checks(position);
        int proofMove = dfpn.proofMove(position);
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < checks.size(); i++) {
                int move = checks.get(i);
                if ((pass == 0) != (move == proofMove)) {
                    continue;
                }
                position.make(move);
                Line rest = dfpn.search(position, plies - 1).proven() ? best(position, plies - 1) : null;
                position.unmake();
                if (rest != null) {
                    return prepend(move, rest);
                }
            }
        }
        return null;
    }

    /**
     * The defender's longest resistance that counts (see {@link #best}). Each defence is mated
     * within the length of the proof found for it; the defence with the longest such bound is
     * searched for its shortest mate, and once the longest bound is exact it is the longest
     * defence: only the defences on the main line need their exact length.
     */
    private Line defenceLine(Position position, int plies) {
        MoveList defences = new MoveList();
        position.generate(defences);
        if (defences.isEmpty()) {
            return new Line(0, piecesInHand(position), List.of());
        }
        int n = defences.size();
        int[] bound = new int[n];
        boolean[] exact = new boolean[n];
        boolean[] excluded = new boolean[n];
        for (int i = 0; i < n; i++) {
            position.make(defences.get(i));
            bound[i] = proofLength(position, plies - 1);
            position.unmake();
        }
        while (true) {
            int top = -1;
            for (int i = 0; i < n; i++) {
                if (!excluded[i] && (top < 0 || bound[i] > bound[top])) {
                    top = i;
                }
            }
            if (top < 0) {
                // Only useless interpositions are left: the check mates by the conventions.
                return new Line(0, piecesInHand(position), List.of());
            }
            int move = defences.get(top);
            position.make(move);
            if (!exact[top]) {
                bound[top] = shortest(position, bound[top]);
                exact[top] = true;
                position.unmake();
                continue;
            }
            boolean useless = shogi && Move.isDrop(move) && uselessInterposition(position, move, bound[top]);
            position.unmake();
            if (useless) {
                excluded[top] = true;
                continue;
            }
            return longest(position, defences, bound, exact, excluded, top);
        }
    }

    /**
     * Between the defence {@code top}, exactly as long as every other bound, and the others as long,
     * the one whose line leaves the attacker no piece in hand (the first otherwise).
     */
    private Line longest(Position position, MoveList defences, int[] bound, boolean[] exact, boolean[] excluded,
                         int top) {
        int length = bound[top];
        Line answer = null;
        int tried = 0;
        for (int i = top; i < defences.size() && tried < MAX_TIES; i++) {
            if (excluded[i] || bound[i] != length) {
                continue;
            }
            int move = defences.get(i);
            position.make(move);
            boolean counts = true;
            if (i != top) {
                counts = shortest(position, bound[i]) == length
                        && !(shogi && Move.isDrop(move) && uselessInterposition(position, move, length));
            }
            Line rest = counts ? best(position, length) : null;
            position.unmake();
            if (rest == null) {
                continue;
            }
            tried++;
            Line line = prepend(move, rest);
            if (answer == null || (!line.leftover() && answer.leftover())) {
                answer = line;
            }
            if (!answer.leftover()) {
                break;
            }
        }
        return answer;
    }

    /** The length of the proof that {@code position} is mated within {@code plies}, searching if the table lacks it. */
    private int proofLength(Position position, int plies) {
        int known = dfpn.provenLength(position, plies);
        if (known >= 0) {
            return known;
        }
        DfPn.Result found = dfpn.search(position, plies);
        return found.proven() ? found.plies() : plies;
    }

    private static Line prepend(int move, Line rest) {
        List<Integer> moves = new ArrayList<>(rest.moves().size() + 1);
        moves.add(move);
        moves.addAll(rest.moves());
        return new Line(rest.length() + 1, rest.leftover(), moves);
    }

    private boolean piecesInHand(Position position) {
        for (String letter : handLetters) {
            if (position.inHand(attacker, letter.charAt(0)) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the drop {@code drop} just played (the attacker to move in {@code position}) is a
     * useless interposition: the attacker takes the dropped piece and then mates within the
     * {@code replyPlies} it needs after the drop without it, that is in the position where the taken
     * piece went back to the defender's hand, as if the taking piece had moved there without the
     * interposition.
     */
    private boolean uselessInterposition(Position position, int drop, int replyPlies) {
        int square = Move.to(drop);
        MoveList captures = checks(position);
        for (int i = 0; i < captures.size(); i++) {
            int capture = captures.get(i);
            if (Move.to(capture) != square || Move.kind(capture) == Move.KIND_DROP) {
                continue;
            }
            position.make(capture);
            Position without = returnedToDefender(position, Move.piece(drop));
            position.unmake();
            if (without != null && dfpn.search(without, replyPlies - 1).proven()) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code position} with one piece of {@code type} (a shogi piece code, unpromoted) moved from the
     * attacker's hand back to the defender's, read afresh from its SFEN; null if it cannot be.
     */
    private Position returnedToDefender(Position position, int type) {
        String letter = String.valueOf(ShogiPiece.letter(ShogiPiece.unpromoted(type)));
        String[] fields = position.toFen().split(" ");
        if (fields.length < 3) {
            return null;
        }
        char attackerLetter = attacker == 0 ? letter.toUpperCase().charAt(0) : letter.toLowerCase().charAt(0);
        char defenderLetter = attacker == 0 ? letter.toLowerCase().charAt(0) : letter.toUpperCase().charAt(0);
        Map<Character, Integer> hand = ShogiHand.read(fields[2]);
        if (hand.getOrDefault(attackerLetter, 0) == 0) {
            return null;
        }
        hand.merge(attackerLetter, -1, Integer::sum);
        hand.merge(defenderLetter, 1, Integer::sum);
        fields[2] = ShogiHand.write(hand);
        try {
            return ((ShogiVariant) position.variant()).problemPosition(String.join(" ", fields));
        } catch (FormatException e) {
            return null;
        }
    }
}
