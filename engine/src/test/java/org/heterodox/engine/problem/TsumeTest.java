package org.heterodox.engine.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Tsume through the problem solver: the main line by the conventions (shortest attack, longest
 * defence, useless interpositions left out, the attacker's hand at the end), the bound of
 * {@code tsume N}, and the drop games' own rules.
 */
class TsumeTest {
    private static final Stipulation ANY = Stipulation.parse("tsume");

    private static Position position(String game, String fen) throws FormatException {
        return ProblemPositions.read(Variants.of(game), fen, ANY);
    }

    private static List<String> usi(Position start, List<Integer> line) {
        Variant variant = start.variant();
        Position walk = start.copy();
        List<String> moves = new ArrayList<>();
        for (int move : line) {
            moves.add(variant.machineNotation().format(walk, move));
            walk.make(move);
        }
        return moves;
    }

    @Test
    void theMainLineIsTheCollectionsAnswer() throws Exception {
        // Kuukyo3/tsumerush, 7te #0.
        Position seven = position("shogi", "6+r1k/6P2/7B1/6rP1/9/9/9/9/9 b 4g4s3n3l16pBNL 1");
        ProblemSolver solver = new ProblemSolver(seven, ANY);
        List<List<Integer>> solutions = solver.solve();
        assertThat(solutions).hasSize(1);
        assertThat(usi(seven, solutions.get(0))).containsExactly("B*3c", "3a2b", "L*1b", "1a2a", "N*1c", "2b1c", "3c1a+");
        assertThat(solver.tsumeLeftover()).isFalse();
        assertThat(solver.tsumeMinimaxPlies()).isEqualTo(7);
    }

    @Test
    void aUselessInterpositionIsNotCounted() throws Exception {
        // Kuukyo3/tsumerush, 5te #1564: after 3b3d+ any drop on 2d is just taken by the dragon, which
        // mates as well without the piece: a 5-ply tsume, 7 plies when the interposition counts.
        Position five = position("shogi", "6n2/6R2/8n/6S1k/7Pp/7p1/8P/9/9 b rb4g3s2n4l14pB 1");
        ProblemSolver solver = new ProblemSolver(five, ANY);
        List<List<Integer>> solutions = solver.solve();
        assertThat(usi(five, solutions.get(0))).containsExactly("3d2c", "1d2c", "B*1d", "2c1d", "3b3d+");
        assertThat(solver.tsumeMinimaxPlies()).isEqualTo(7);
        List<String> written = SolutionWriter.write(five, new ProblemSolver(five, ANY), ANY,
                five.variant().machineNotation());
        assertThat(written).containsExactly("tsume in Shogi: mate in 5 plies", "1.3d2c 1d2c 2.B*1d 2c1d 3.3b3d+",
                "no pieces left in hand at the end", "with useless interpositions counted: 7 plies", "Solutions: 1");
    }

    @Test
    void theBoundOfATsumeIsItsLengthAndPiecesLeftOverAreReported() throws Exception {
        Position seven = position("shogi", "6+r1k/6P2/7B1/6rP1/9/9/9/9/9 b 4g4s3n3l16pBNL 1");
        assertThat(new ProblemSolver(seven, Stipulation.parse("tsume 5")).solve()).isEmpty();
        assertThat(new ProblemSolver(seven, Stipulation.parse("tsume 7")).solve()).hasSize(1);
        assertThat(new ProblemSolver(seven, Stipulation.parse("tsume 9")).solve().get(0)).hasSize(7);
        // The head gold with a second gold in hand: mate in 1, a gold left over.
        Position spare = position("shogi", "4k4/9/4P4/9/9/9/9/9/9 b 2G2r2b2g4s4n4l17p 1");
        ProblemSolver solver = new ProblemSolver(spare, ANY);
        assertThat(usi(spare, solver.solve().get(0))).containsExactly("G*5b");
        assertThat(solver.tsumeLeftover()).isTrue();
    }

    @Test
    void everyDropGameMatesByItsOwnRules() throws Exception {
        Position unashogi = position("unashogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1");
        assertThat(usi(unashogi, new ProblemSolver(unashogi, ANY).solve().get(0))).containsExactly("G*5b");
        // Quasi-check: Sente's king in hand, so its gold gives no check and nothing mates.
        Position quasi = position("unashogi", "4k4/9/4P4/9/9/9/9/9/9 b KG2r2b3g4s4n4l17p 1");
        assertThat(new ProblemSolver(quasi, Stipulation.parse("tsume 5")).solve()).isEmpty();
        Position unachess = position("unachess", "7k/5ppp/8/8/8/8/8/4K3[R] w - - 0 1");
        List<String> drop = usi(unachess, new ProblemSolver(unachess, ANY).solve().get(0));
        assertThat(drop).hasSize(1);
        assertThat(drop.get(0)).startsWith("R@");
        // In Unachess II a drop may not attack the king: only the rook on the board mates.
        for (String game : List.of("unachess2", "parachute")) {
            assertThat(new ProblemSolver(position(game, "7k/5ppp/8/8/8/8/8/4K3[R] w - - 0 1"), Stipulation.parse("tsume 3"))
                    .solve()).as(game).isEmpty();
            Position board = position(game, "7k/5ppp/8/8/8/8/8/R3K3[] w - - 0 1");
            assertThat(usi(board, new ProblemSolver(board, ANY).solve().get(0))).as(game).containsExactly("a1a8");
        }
    }
}
