package org.heterodox.engine.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.MoveReader;
import org.junit.jupiter.api.Test;

/** A puzzle has exactly one clearly winning move, confirmed by the longer search; its tags say how it wins. */
class PuzzleFinderTest {
    private final PuzzleFinder finder = new PuzzleFinder(20_000, 100_000);

    private static String written(Position position, int move) {
        return position.variant().notations().get(0).format(position, move);
    }

    @Test
    void aHangingQueenThatOnlyOneMoveTakesIsAMaterialPuzzle() throws Exception {
        Position position = Variants.of("chess").fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        Optional<Puzzle> puzzle = finder.judge(position);
        assertThat(puzzle).hasValueSatisfying(p -> {
            assertThat(written(position, p.move())).isEqualTo("Rxd5");
            assertThat(p.tags()).containsExactly("material");
            assertThat(p.score()).isGreaterThanOrEqualTo(PuzzleFinder.WIN);
            assertThat(p.runnerUp()).isLessThanOrEqualTo(PuzzleFinder.NOT_WINNING);
            assertThat(p.line().get(0)).isEqualTo(p.move());
        });
    }

    @Test
    void aMateInOneIsTaggedWithItsLength() throws Exception {
        // Material is level (Black's rook), so only the mate wins.
        Position position = Variants.of("chess").fromFen("6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1");
        assertThat(finder.judge(position)).hasValueSatisfying(p -> {
            assertThat(written(position, p.move())).isEqualTo("Rb8#");
            assertThat(p.tags()).containsExactly("mateIn1");
        });
    }

    @Test
    void twoWinningMovesOrNoneMakeNoPuzzle() throws Exception {
        // Either rook takes the queen: two winning moves.
        assertThat(finder.judge(Variants.of("chess").fromFen("4k3/8/8/R2q3R/8/8/8/4K3 w - - 0 1"))).isEmpty();
        assertThat(finder.judge(Variants.of("chess").startPosition())).isEmpty();
    }

    @Test
    void aDropThatWinsIsTaggedDrop() throws Exception {
        // White holds a knight; dropped on c7 it checks the king on e8 and takes the undefended rook on a8 next.
        // Every other move leaves White a rook for a knight behind.
        Position position = Variants.of("unachess").fromFen("r3k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
        assertThat(finder.judge(position)).hasValueSatisfying(p -> {
            assertThat(written(position, p.move())).isEqualTo("N@c7+");
            assertThat(p.tags()).containsExactlyInAnyOrder("material", "drop");
        });
    }

    @Test
    void aGameIsScannedFromPlyEight() throws Exception {
        Position start = Variants.of("chess").fromFen("4k3/2q5/8/8/8/8/3R4/4K3 w - - 0 1");
        String[] moves = {"Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Qd6", "Rxd6"};
        int[] ints = new int[moves.length];
        Position walk = start.copy();
        for (int i = 0; i < moves.length; i++) {
            ints[i] = MoveReader.read(walk, moves[i]);
            walk.make(ints[i]);
        }
        assertThat(finder.find(start, ints)).singleElement()
                .satisfies(p -> assertThat(p.fen()).startsWith("5k2/8/3q4/8/8/8/3R4/4K3 w"));
        Position hanging = Variants.of("chess").fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        assertThat(finder.find(hanging, new int[] {MoveReader.read(hanging.copy(), "Rxd5")})).as("before ply 8").isEmpty();
    }

    @Test
    void aForcedMateInTwoBecomesATwoMovePuzzleWithTheDefenceBetween() throws Exception {
        // 1.Rb8+ Rxb8 2.Rxb8#: the doubled rooks mate on the back rank; Black's knight and extra pawns keep every other move level.
        Position position = Variants.of("chess").fromFen(MATE_IN_TWO);
        assertThat(finder.judge(position)).hasValueSatisfying(p -> {
            assertThat(p.tags()).containsExactly("mateIn2");
            assertThat(p.solution()).hasSize(3);
            Position walk = position.copy();
            java.util.List<String> written = new java.util.ArrayList<>();
            for (int move : p.solution()) {
                written.add(written(walk, move));
                walk.make(move);
            }
            assertThat(written).containsExactly("Rb8+", "Rxb8", "Rxb8#");
            assertThat(walk.outcome().isOver()).isTrue();
        });
    }

    @Test
    void aLineWhoseSecondMoveIsNotUniqueStaysOneMove() throws Exception {
        // After Rxd5 White is a rook up: every sensible second move keeps the win, so none is the one answer.
        Position position = Variants.of("chess").fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        assertThat(finder.judge(position)).hasValueSatisfying(p -> assertThat(p.solution()).containsExactly(p.move()));
        assertThat(finder.solution(position, MoveReader.read(position.copy(), "Rxd5"))).hasSize(1);
    }

    @Test
    void aSolutionHasAtMostThreeSolverMoves() throws Exception {
        Position position = Variants.of("chess").fromFen(MATE_IN_TWO);
        assertThat(finder.solution(position, MoveReader.read(position.copy(), "Rb8+")).size())
                .isLessThanOrEqualTo(2 * PuzzleFinder.MAX_SOLVER_MOVES - 1);
    }

    static final String MATE_IN_TWO = "r5k1/5ppp/8/p1p1p3/3p3n/8/1R3PPP/1R4K1 w - - 0 1";
}
