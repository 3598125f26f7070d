package org.heterodox.engine.problem;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * A solved problem as lines of text, the same for {@code heterodox solve} and the board editor: the
 * verdict, then each helpmate line, or each key with its threat and its variations (every defence,
 * the first continuation that keeps the stipulation, {@code (duals: K)} when more do), then the short
 * solutions of a helpmate.
 */
public final class SolutionWriter {
    private SolutionWriter() {
    }

    /** Solves {@code position} and writes the answer; {@code solver} keeps the node count. */
    public static List<String> write(Position position, ProblemSolver solver, Stipulation stipulation,
                                     MoveNotation notation) {
        return write(position, solver, stipulation, notation, true);
    }

    /**
     * Solves {@code position} and writes the answer; without {@code variations} a directmate's or
     * selfmate's keys stand alone (no threat, no variations: only what solving proved).
     */
    public static List<String> write(Position position, ProblemSolver solver, Stipulation stipulation,
                                     MoveNotation notation, boolean variations) {
        List<String> out = new ArrayList<>();
        List<List<Integer>> solutions = solver.solve();
        if (stipulation.kind() == Stipulation.Kind.TSUME) {
            return tsume(position, solver, stipulation, notation, solutions);
        }
        out.add(stipulation + " in " + position.variant().displayName() + ": " + (solutions.isEmpty() ? "no solution"
                : solutions.size() + (solutions.size() == 1 ? " solution" : " solutions")));
        for (List<Integer> solution : solutions) {
            if (stipulation.kind() == Stipulation.Kind.HELP) {
                out.add(line(position.copy(), solution, notation));
                continue;
            }
            Position walk = position.copy();
            int key = solution.get(0);
            out.add("1." + notation.format(walk, key) + "!");
            if (!variations) {
                continue;
            }
            walk.make(key);
            List<Integer> threats = solver.threats(walk);
            if (!threats.isEmpty()) {
                try {
                    Position passed = walk.variant().fromFen(ProblemSolver.passTurn(walk.toFen()));
                    List<String> written = new ArrayList<>();
                    for (int threat : threats) {
                        written.add("2." + notation.format(passed, threat));
                    }
                    out.add("  threat: " + String.join(", ", written));
                } catch (FormatException e) {
                    // threats() read the same FEN; a failure here would be a defect, shown as no threat line
                }
            }
            variations(walk, solver, notation, 1, "  ", out);
        }
        for (List<Integer> shorter : solver.shortSolutions()) {
            out.add("short: " + line(position.copy(), shorter, notation));
        }
        out.add("Solutions: " + solutions.size());
        return out;
    }

    /**
     * Every defence here and the attacker's answers that keep the stipulation, to the end. A side's
     * turn may take several decisions (Ambiguous Chess: choosing the opponent's piece, then announcing),
     * written one after the other on the same line.
     */
    private static void variations(Position position, ProblemSolver solver, MoveNotation notation, int move, String indent,
                                   List<String> out) {
        if (position.outcome().isOver()) {
            return;
        }
        defend(position, solver, notation, move, indent, out, move + "...", position.sideToMove());
    }

    /** Each decision the defender may take here, written after {@code prefix}, then what follows it. */
    private static void defend(Position position, ProblemSolver solver, MoveNotation notation, int move, String indent,
                               List<String> out, String prefix, int defender) {
        MoveList decisions = new MoveList();
        position.generate(decisions);
        for (int i = 0; i < decisions.size(); i++) {
            int decision = decisions.get(i);
            String written = prefix + notation.format(position, decision);
            position.make(decision);
            afterDefence(position, solver, notation, move, indent, out, written, defender);
            position.unmake();
        }
    }

    /** After a decision of the defender: its next decision if the turn is still its own, else the attacker's answer. */
    private static void afterDefence(Position position, ProblemSolver solver, MoveNotation notation, int move, String indent,
                                     List<String> out, String written, int defender) {
        if (position.outcome().isOver()) {
            out.add(indent + written + " " + position.outcome().result().pgn());
            return;
        }
        if (position.sideToMove() == defender) {
            defend(position, solver, notation, move, indent, out, written + " ", defender);
            return;
        }
        List<Integer> answers = solver.winningDecisions(position);
        if (answers.isEmpty()) {
            out.add(indent + written + " (refutes)");
            return;
        }
        StringBuilder continuation = new StringBuilder().append(move + 1).append('.');
        int made = 0;
        while (!answers.isEmpty()) {
            int answer = answers.get(0);
            continuation.append(made == 0 ? "" : " ").append(notation.format(position, answer))
                    .append(answers.size() > 1 ? " (duals: " + (answers.size() - 1) + ")" : "");
            position.make(answer);
            made++;
            // The attacker decides again (it chose the defender's piece and now announces).
            answers = position.outcome().isOver() || position.sideToMove() == defender ? List.of()
                    : solver.winningDecisions(position);
        }
        out.add(indent + written + " " + continuation);
        variations(position, solver, notation, move + 1, indent + "  ", out);
        for (int i = 0; i < made; i++) {
            position.unmake();
        }
    }

    /**
     * A tsume: the length, the main line, the attacker's hand at the end, then every other first move
     * that mates as soon (a cook).
     */
    private static List<String> tsume(Position position, ProblemSolver solver, Stipulation stipulation,
                                      MoveNotation notation, List<List<Integer>> solutions) {
        List<String> out = new ArrayList<>();
        String game = position.variant().displayName();
        if (solutions.isEmpty()) {
            out.add(stipulation + " in " + game + ": no solution");
        } else {
            List<Integer> main = solutions.get(0);
            out.add(stipulation + " in " + game + ": mate in " + main.size() + (main.size() == 1 ? " ply" : " plies"));
            out.add(line(position.copy(), main, notation));
            out.add(solver.tsumeLeftover() ? "pieces left in hand at the end" : "no pieces left in hand at the end");
            if (solver.tsumeMinimaxPlies() != main.size()) {
                out.add("with useless interpositions counted: " + solver.tsumeMinimaxPlies() + " plies");
            }
            for (List<Integer> other : solutions.subList(1, solutions.size())) {
                out.add("also mates as soon: 1." + notation.format(position, other.get(0)));
            }
        }
        out.add("Solutions: " + solutions.size());
        return out;
    }

    private static String line(Position position, List<Integer> moves, MoveNotation notation) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            sb.append(i == 0 ? "1." : i % 2 == 0 ? " " + (i / 2 + 1) + "." : " ").append(notation.format(position, move));
            position.make(move);
        }
        return sb.toString();
    }
}
