package org.heterodox.engine.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** The problem solver: keys, cooks, proven absence, helpmates and selfmates, checked by replaying and by brute force. */
class ProblemSolverTest {
    private static Position position(String variant, String fen) throws FormatException {
        Variant v = Variants.of(variant);
        return v.fromFen(fen);
    }

    private static String written(Position position, int move) {
        return position.variant().notations().get(0).format(position, move);
    }

    @Test
    void aMateInOneHasItsKeyAndACookIsReported() throws FormatException {
        Position unique = position("chess", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
        List<List<Integer>> keys = new ProblemSolver(unique, Stipulation.parse("#1")).solve();
        assertThat(keys).hasSize(1);
        assertThat(written(unique, keys.get(0).get(0))).isEqualTo("Rh8#");
        // Rh2+ is no mate here: the king takes the rook, which nothing guards.
        assertThat(new ProblemSolver(position("chess", "8/8/8/8/8/8/6R1/5K1k w - - 0 1"), Stipulation.parse("#1"))
                .solve()).isEmpty();
        Position cooked = position("chess", "k7/8/1K6/8/8/8/8/6RR w - - 0 1");
        List<List<Integer>> both = new ProblemSolver(cooked, Stipulation.parse("#1")).solve();
        assertThat(both.stream().map(k -> written(cooked, k.get(0))).toList()).containsExactlyInAnyOrder("Rg8#", "Rh8#");
    }

    @Test
    void noSolutionIsProvenAndAMateInTwoNeedsItsSecondMove() throws FormatException {
        Position bare = position("chess", "8/8/8/8/8/8/8/K1k5 w - - 0 1");
        assertThat(new ProblemSolver(bare, Stipulation.parse("#3")).solve()).isEmpty();
        // K+R against K on the edge: no mate in one, but mates in two.
        Position two = position("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1");
        assertThat(new ProblemSolver(two, Stipulation.parse("#1")).solve()).isEmpty();
        ProblemSolver solver = new ProblemSolver(two, Stipulation.parse("#2"));
        List<List<Integer>> keys = solver.solve();
        assertThat(keys).isNotEmpty();
        for (List<Integer> key : keys) {
            // Against every defence, some continuation mates at once.
            Position walk = two.copy();
            walk.make(key.get(0));
            MoveList defences = new MoveList();
            walk.generate(defences);
            assertThat(defences.size()).isPositive();
            for (int i = 0; i < defences.size(); i++) {
                walk.make(defences.get(i));
                boolean mates = false;
                MoveList answers = new MoveList();
                walk.generate(answers);
                for (int j = 0; j < answers.size() && !mates; j++) {
                    walk.make(answers.get(j));
                    mates = walk.outcome().result() == Result.FIRST_WINS;
                    walk.unmake();
                }
                assertThat(mates).as(written(two, key.get(0))).isTrue();
                walk.unmake();
            }
        }
    }

    /** Every helpmate sequence of exactly {@code plies}, counted by a plain search without the solver's memory. */
    private static int bruteHelpmates(Position position, int plies, int mated) {
        if (position.outcome().isOver()) {
            return plies == 0 && position.outcome().result() == Result.win(1 - mated) ? 1 : 0;
        }
        if (plies == 0) {
            return 0;
        }
        MoveList moves = new MoveList();
        position.generate(moves);
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            position.make(moves.get(i));
            count += bruteHelpmates(position, plies - 1, mated);
            position.unmake();
        }
        return count;
    }

    @Test
    void helpmatesAreEveryCooperativeLineEndingInMate() throws FormatException {
        Position black = position("chess", "7k/8/5K2/8/8/8/8/6R1 b - - 0 1");
        List<List<Integer>> h2 = new ProblemSolver(black, Stipulation.parse("h#2")).solve();
        assertThat(h2).isNotEmpty();
        assertThat(h2).hasSize(bruteHelpmates(black.copy(), 4, 1));
        for (List<Integer> line : h2) {
            Position walk = black.copy();
            line.forEach(walk::make);
            assertThat(walk.outcome().result()).isEqualTo(Result.FIRST_WINS);
        }
        Position white = position("chess", "7k/8/5K2/8/8/8/8/6R1 w - - 0 1");
        List<List<Integer>> h15 = new ProblemSolver(white, Stipulation.parse("h#1.5")).solve();
        assertThat(h15).hasSize(bruteHelpmates(white.copy(), 3, 1));
    }

    /** A plain selfmate search: White (to move) forces Black to mate it within {@code plies}. */
    private static boolean bruteSelfmate(Position position, int plies, int white) {
        if (position.outcome().isOver()) {
            return position.outcome().result() == Result.win(1 - white);
        }
        if (plies == 0) {
            return false;
        }
        MoveList moves = new MoveList();
        position.generate(moves);
        boolean whiteMoves = position.sideToMove() == white;
        for (int i = 0; i < moves.size(); i++) {
            position.make(moves.get(i));
            boolean ok = bruteSelfmate(position, plies - 1, white);
            position.unmake();
            if (whiteMoves && ok) {
                return true;
            }
            if (!whiteMoves && !ok) {
                return false;
            }
        }
        return !whiteMoves;
    }

    @Test
    void selfmateKeysAreThoseAPlainSearchFinds() throws FormatException {
        for (String fen : List.of("7k/8/8/8/8/8/PP6/KBr5 w - - 0 1", "kr6/pp6/8/8/8/8/8/K6R w - - 0 1",
                "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1")) {
            Position position = position("chess", fen);
            List<List<Integer>> keys = new ProblemSolver(position, Stipulation.parse("s#1")).solve();
            MoveList moves = new MoveList();
            position.generate(moves);
            int expected = 0;
            for (int i = 0; i < moves.size(); i++) {
                position.make(moves.get(i));
                expected += bruteSelfmate(position, 1, 0) ? 1 : 0;
                position.unmake();
            }
            assertThat(keys).as(fen).hasSize(expected);
        }
    }

    @Test
    void uChessKeysAreOnlyULegalMovesAndUnachessMatesRespectDrops() throws FormatException {
        // A rook mate in U-Chess: whatever the solver finds is a move the U-Chess rules allow.
        Position uchess = position("uchess", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
        List<List<Integer>> keys = new ProblemSolver(uchess, Stipulation.parse("#1")).solve();
        assertThat(keys).isNotEmpty();
        for (List<Integer> key : keys) {
            assertThat(uchess.isLegal(key.get(0))).isTrue();
        }
        Position unachess = Variants.of("unachess").startPosition();
        assertThat(new ProblemSolver(unachess, Stipulation.parse("#1")).solve()).isEmpty();
    }

    @Test
    void stipulationsAreReadOrRefused() {
        assertThat(Stipulation.parse("#2").plies()).isEqualTo(3);
        assertThat(Stipulation.parse("s#3").plies()).isEqualTo(6);
        assertThat(Stipulation.parse("h#2").plies()).isEqualTo(4);
        assertThat(Stipulation.parse("h#2.5").plies()).isEqualTo(5);
        assertThatThrownBy(() -> Stipulation.parse("#0")).hasMessageContaining("from 1");
        assertThatThrownBy(() -> Stipulation.parse("s#2.5")).hasMessageContaining("helpmate");
        assertThatThrownBy(() -> Stipulation.parse("=2")).hasMessageContaining("#N");
    }

    @Test
    void aKeyShowsItsThreatAsIfTheDefenderPassed() throws Exception {
        Position start = position("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1");
        ProblemSolver solver = new ProblemSolver(start, Stipulation.parse("#2"));
        Position afterKey = start.copy();
        afterKey.make(org.heterodox.rules.format.MoveReader.read(afterKey, "Kb6"));
        Position passed = start.variant().fromFen(ProblemSolver.passTurn(afterKey.toFen()));
        assertThat(solver.threats(afterKey)).extracting(m -> written(passed, m)).containsExactly("Rh8#");
        Position checking = start.copy();
        checking.make(org.heterodox.rules.format.MoveReader.read(checking, "Rh8+"));
        assertThat(solver.threats(checking)).as("no threat after a check").isEmpty();
        assertThat(ProblemSolver.passTurn("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2")).isEqualTo("4k3/8/8/3pP3/8/8/8/4K3 b - - 0 2");
    }

    @Test
    void aHelpmateReportsItsShortSolutionsApart() throws Exception {
        // Black king a8, white rook: h#2 where White also mates at once after one black move.
        Position start = position("chess", "k7/8/1K6/8/8/8/8/7R b - - 0 1");
        ProblemSolver solver = new ProblemSolver(start, Stipulation.parse("h#2"));
        List<List<Integer>> full = solver.solve();
        assertThat(solver.shortSolutions()).isNotEmpty().allSatisfy(line -> assertThat(line).hasSize(2));
        assertThat(full).allSatisfy(line -> assertThat(line).hasSize(4));
    }

    @Test
    void ambiguousChessCountsMovesNotDecisions() throws FormatException {
        // 1.d8 (rook or queen: Black chooses) ... and 2.g8 takes the king whatever Black chooses and announces:
        // two moves of White's, but five decisions when Black makes White choose a knight ("c6").
        Position position = position("ambiguous", "1n4k1/5ppp/8/4n3/7Q/8/8/K2R4 w - - 0 1");
        assertThat(new ProblemSolver(position, Stipulation.parse("#1")).solve()).isEmpty();
        List<List<Integer>> keys = new ProblemSolver(position, Stipulation.parse("#2")).solve();
        assertThat(keys).hasSize(1);
        assertThat(position.variant().machineNotation().format(position, keys.get(0).get(0))).isEqualTo("d8");
    }

    @Test
    void aTurnOfSeveralDecisionsIsWrittenOnOneLine() throws FormatException {
        Position position = position("ambiguous", "1n4k1/5ppp/8/4n3/7Q/8/8/K2R4 w - - 0 1");
        Stipulation two = Stipulation.parse("#2");
        List<String> lines = SolutionWriter.write(position, new ProblemSolver(position, two), two,
                position.variant().notations().get(0));
        assertThat(lines).contains("1.d8!", "  1...Rd8 d3 2.g8", "  1...Qd8 d3 2.g8", "  1...Rd8 c6 2.Nec6 (duals: 1) g8")
                .noneMatch(line -> line.contains("refutes"));
    }
}
