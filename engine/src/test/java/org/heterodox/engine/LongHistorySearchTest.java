package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A long game history must not blind the search (it once scored every node of a shogi, Unashogi or
 * Ambiguous Chess position as a draw once 100 positions lay behind it): for every game, the final
 * position of a long random history that never repeats searches exactly like the same position set
 * up from its FEN, and a mate in 2 met after 150 decisions is found with the history as without it.
 */
class LongHistorySearchTest {
    private static final int DECISIONS = 160;

    static Stream<String> games() {
        return Variants.all().stream().map(GameDefinition::name);
    }

    private static Variant variant(String name) {
        try {
            return Variants.of(name);
        } catch (org.heterodox.rules.format.FormatException e) {
            throw new AssertionError(e);
        }
    }

    private static Position longGame(Variant variant, int decisions) {
        for (long seed = 1; seed <= 20; seed++) {
            Position game = GameHistories.randomGame(variant, decisions, seed * 7919 + variant.spec().hashCode());
            if (game != null) {
                return game;
            }
        }
        throw new AssertionError("no random history of " + decisions + " decisions in " + variant.spec());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theHistorySearchesLikeTheSamePositionSetUpFromItsFen(String name) {
        Variant variant = variant(name);
        Position game = longGame(variant, DECISIONS);
        assertThat(game.movesMade()).isEqualTo(DECISIONS);
        Position fresh = GameHistories.withoutHistory(game);
        Limits limits = Limits.ofDepth(4);

        SearchResult withHistory = new Engine(8).analyse(game, limits, SearchListener.NONE);
        SearchResult withoutHistory = new Engine(8).analyse(fresh, limits, SearchListener.NONE);

        assertThat(withHistory.depth()).isEqualTo(4);
        assertThat(Positions.text(game, withHistory.bestMove())).as("best move in %s", game.toFen())
                .isEqualTo(Positions.text(fresh, withoutHistory.bestMove()));
        assertThat(withHistory.score()).as("score in %s", game.toFen()).isEqualTo(withoutHistory.score());
        assertThat(withHistory.nodes()).as("nodes in %s", game.toFen()).isEqualTo(withoutHistory.nodes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aMateInTwoAfterALongHistoryIsFound(String name) {
        Variant variant = variant(name);
        Position game = longGame(variant, 150);
        // Play on, the first side by a shallow search and the second at random (never repeating a
        // position), until a mate in 2 for the side to move turns up, as seen without the history.
        Engine walker = new Engine(1);
        java.util.Random random = new java.util.Random(name.hashCode());
        java.util.Set<Long> seen = new java.util.HashSet<>();
        MoveList moves = new MoveList();
        SearchResult fresh = null;
        for (int extra = 0; extra < 300 && fresh == null; extra++) {
            SearchResult probe = new Engine(1).analyse(GameHistories.withoutHistory(game),
                    Limits.none().mate(2).nodes(40_000), SearchListener.NONE);
            if (probe.score() > 0 && Score.isMate(probe.score()) && Score.mateInMoves(probe.score()) == 2) {
                fresh = probe;
                break;
            }
            int move = org.heterodox.rules.Move.NONE;
            if (game.sideToMove() == 0) {
                int best = walker.analyse(game, Limits.ofDepth(2).nodes(3000), SearchListener.NONE).bestMove();
                move = goesOn(game, best, seen) ? best : move;
            }
            game.generate(moves);
            for (int tries = 0; tries < 4 * moves.size() && move == org.heterodox.rules.Move.NONE; tries++) {
                int candidate = moves.get(random.nextInt(moves.size()));
                move = goesOn(game, candidate, seen) ? candidate : move;
            }
            if (move == org.heterodox.rules.Move.NONE) {
                // A dead end (every decision ends the game or repeats): step back; it stays marked as seen.
                assertThat(game.movesMade()).as("stuck in %s", game.toFen()).isGreaterThan(150);
                game.unmake();
                continue;
            }
            game.make(move);
            seen.add(game.hash());
        }
        assertThat(fresh).as("a mate in 2 within 300 decisions after 150 in %s", name).isNotNull();
        assertThat(game.movesMade()).isGreaterThanOrEqualTo(150);

        SearchResult withHistory = new Engine(1).analyse(game, Limits.none().mate(2).nodes(40_000), SearchListener.NONE);
        assertThat(withHistory.score()).as("mate in 2 in %s after %d decisions", game.toFen(), game.movesMade())
                .isEqualTo(fresh.score());
        assertThat(Score.mateInMoves(withHistory.score())).isEqualTo(2);
    }

    /** Whether {@code move} leads to a new position where the game goes on. */
    private static boolean goesOn(Position game, int move, java.util.Set<Long> seen) {
        game.make(move);
        MoveList replies = new MoveList();
        game.generate(replies);
        boolean on = !replies.isEmpty() && !game.outcome().isOver() && !seen.contains(game.hash());
        game.unmake();
        return on;
    }
}
