package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search scores a position by the game's own repetition rules, in agreement with
 * {@link Position#outcome}: for every game a cycle of moves is repeated until the game ends by its
 * rule (threefold, fourfold), and after every move of it the search's score of that move is the
 * rule's verdict from the first recurrence on (draw, or a loss for the side that checked with every
 * move in shogi). Each move is searched alone at the root, to depth 1, under an evaluation that
 * scores every position {@value #EVALUATION} for the side to move, so a draw by rule (0) stands out.
 */
class SearchDrawRulesTest {
    private static final int EVALUATION = 37;

    /** Scores every position the same, so only the game's own rules make a difference. */
    private static final Evaluator CONSTANT = new Evaluator() {
        @Override
        public int evaluate(Position position) {
            return EVALUATION;
        }

        @Override
        public int pieceValue(int pieceType) {
            return 100;
        }

        @Override
        public boolean allowsNullMove(Position position) {
            return false;
        }

        @Override
        public boolean allowsReductions() {
            return false;
        }
    };

    static Stream<String> games() {
        return Variants.all().stream().map(GameDefinition::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void repeatingACycleIsScoredAsTheGameRules(String name) throws FormatException {
        Variant variant = Variants.of(name);
        int[] cycle = null;
        Position walk = null;
        for (long seed = 1; seed <= 20 && cycle == null; seed++) {
            walk = GameHistories.randomGame(variant, 40, seed * 31 + name.hashCode());
            cycle = walk == null ? null : cycle(walk);
        }
        assertThat(cycle).as("a cycle of four moves in %s", name).isNotNull();
        Outcome ending = playCycles(walk, cycle);
        assertThat(ending.reason()).isIn(Reason.THREEFOLD_REPETITION, Reason.FOURFOLD_REPETITION);
        assertThat(ending.result()).isEqualTo(Result.DRAW);
    }

    @Test
    void perpetualCheckLosesInTheSearchAsInTheRules() throws FormatException {
        Position walk = Variants.of("shogi").fromFen("8k/R8/9/9/9/9/9/9/4K4 b - 1");
        int[] cycle = new int[4];
        String[] checks = {"9b9a", "1a1b", "9a9b", "1b1a"};
        Position scratch = walk.copy();
        for (int i = 0; i < 4; i++) {
            cycle[i] = Positions.move(scratch, checks[i]);
            scratch.make(cycle[i]);
        }
        Outcome ending = playCycles(walk, cycle);
        assertThat(ending).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.PERPETUAL_CHECK));
    }

    /**
     * Plays {@code cycle} again and again until {@link Position#outcome} ends the game, checking the
     * search's score of every move on the way, and returns that outcome.
     */
    private static Outcome playCycles(Position walk, int[] cycle) {
        boolean repeated = false;
        for (int step = 0; step < 4 * cycle.length; step++) {
            int move = cycle[step % cycle.length];
            int searched = searchAlone(walk, move);
            walk.make(move);
            Outcome rule = walk.ruleOutcome(2);
            Outcome outcome = walk.outcome();
            if (step == cycle.length - 1) {
                assertThat(rule.isOver()).as("a repetition counts from its first recurrence").isTrue();
            }
            repeated |= rule.isOver();
            if (rule.isOver()) {
                assertThat(searched).as("score of the move into %s (%s)", walk.toFen(), rule)
                        .isEqualTo(expectedScore(walk, move, rule));
            } else if (!walk.inCheck()) {
                // (A check extends the search by a ply, which may see the next repetition.)
                assertThat(Math.abs(searched)).as("score of step %d into %s", step, walk.toFen()).isEqualTo(EVALUATION);
            }
            if (outcome.isOver()) {
                assertThat(rule).as("the search's verdict agrees with outcome() in %s", walk.toFen()).isEqualTo(outcome);
                assertThat(repeated).isTrue();
                return outcome;
            }
        }
        throw new AssertionError("the cycle never ended the game in " + walk.toFen());
    }

    /** The root score of a move into a position the rules end: the child's verdict seen from the mover. */
    private static int expectedScore(Position after, int move, Outcome rule) {
        after.unmake();
        int mover = after.sideToMove();
        after.make(move);
        boolean turnPassed = after.sideToMove() != mover;
        int turns = turnPassed ? 1 : 0;
        int childScore = rule.result() == Result.DRAW ? Score.DRAW
                : rule.result() == Result.win(after.sideToMove()) ? Score.MATE - turns : -Score.MATE + turns;
        return turnPassed ? -childScore : childScore;
    }

    /** The score the search gives {@code move} when it is the only move at the root, at depth 1. */
    private static int searchAlone(Position position, int move) {
        Engine engine = new Engine(1);
        engine.setEvaluators(p -> CONSTANT);
        return engine.analyse(new OneRootMove(position.copy(), move), Limits.ofDepth(1), SearchListener.NONE).score();
    }

    /**
     * Four quiet decisions (each a whole move by itself), two per side, that bring the position back:
     * a piece of each side steps out and back.
     */
    private static int[] cycle(Position start) {
        long hash = start.hash();
        for (int first : quietSingleDecisions(start)) {
            start.make(first);
            if (!start.outcome().isOver()) {
                for (int second : quietSingleDecisions(start)) {
                    start.make(second);
                    int[] found = closing(start, hash, first, second);
                    start.unmake();
                    if (found != null) {
                        start.unmake();
                        return found;
                    }
                }
            }
            start.unmake();
        }
        return null;
    }

    private static int[] closing(Position position, long hash, int first, int second) {
        if (position.outcome().isOver()) {
            return null;
        }
        for (int back : quietSingleDecisions(position)) {
            if (Move.from(back) != Move.to(first) || Move.to(back) != Move.from(first)) {
                continue;
            }
            position.make(back);
            for (int secondBack : position.outcome().isOver() ? List.<Integer>of() : quietSingleDecisions(position)) {
                if (Move.from(secondBack) == Move.to(second) && Move.to(secondBack) == Move.from(second)) {
                    position.make(secondBack);
                    boolean home = position.hash() == hash;
                    position.unmake();
                    if (home) {
                        position.unmake();
                        return new int[] {first, second, back, secondBack};
                    }
                }
            }
            position.unmake();
        }
        return null;
    }

    /** Played moves that are neither captures, promotions nor drops, and take a single decision. */
    private static List<Integer> quietSingleDecisions(Position position) {
        MoveList played = new MoveList();
        position.generatePlayed(played);
        MoveList decisions = new MoveList();
        position.generate(decisions);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < played.size(); i++) {
            int move = played.get(i);
            if (Move.isNoisy(move) || Move.isDrop(move) || Move.isCastle(move)) {
                continue;
            }
            int[] steps = position.decisionsOf(move);
            if (steps.length == 1 && decisions.contains(steps[0])) {
                // The whole move itself, so that its squares can be compared; make() accepts it (in
                // Ambiguous Chess it is the announcement of a square with this single candidate).
                out.add(move);
            }
        }
        return out;
    }

    /** Delegates to a position, but offers only one move at the root: the search scores that move alone. */
    private static final class OneRootMove extends DelegatingPosition {
        private final int only;

        OneRootMove(Position inner, int only) {
            super(inner);
            this.only = only;
        }

        @Override
        public void generate(MoveList out) {
            if (inner.movesMade() == 0) {
                out.clear();
                out.add(only);
            } else {
                inner.generate(out);
            }
        }

        @Override
        public Position copy() {
            return new OneRootMove(inner.copy(), only);
        }
    }
}
