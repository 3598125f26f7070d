package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.junit.jupiter.api.Test;

/** The history of quiet moves: continuation history after the moves before, and its bounds. */
class MoveOrderingTest {
    private static final int BLACK = 1;

    @Test
    void aContinuationRewardCountsAfterTheSameEarlierMoveOnly() {
        Position position = Positions.chess("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
        int knight = Positions.move(Positions.chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "g1f3");
        int pawn = Positions.move(Positions.chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "a2a3");
        int reply = Positions.move(position, "d7d5");
        MoveOrdering ordering = new MoveOrdering(8);
        ordering.played(0, knight);
        ordering.rewardQuiet(reply, position, 1, 6, listOf(reply), 0);

        int afterKnight = ordering.quietScore(reply, 1, BLACK);
        ordering.played(0, pawn);
        int afterPawn = ordering.quietScore(reply, 1, BLACK);
        assertThat(afterPawn).as("the move's own history counts after any move").isPositive();
        assertThat(afterKnight).as("its continuation after Nf3 counts only after Nf3").isGreaterThan(afterPawn);
        ordering.played(0, Move.NONE); // after a null move there is no continuation
        assertThat(ordering.quietScore(reply, 1, BLACK)).isEqualTo(afterPawn);
    }

    @Test
    void quietMovesTriedBeforeTheCutOffLoseWhatItGains() {
        Position position = Positions.chess("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
        int tried = Positions.move(position, "a7a6");
        int cut = Positions.move(position, "d7d5");
        MoveOrdering ordering = new MoveOrdering(8);
        ordering.rewardQuiet(cut, position, 0, 4, listOf(tried, cut), 1);
        assertThat(ordering.quietScore(cut, 0, BLACK)).isPositive();
        assertThat(ordering.quietScore(tried, 0, BLACK)).isEqualTo(-ordering.quietScore(cut, 0, BLACK));
        assertThat(ordering.isKiller(0, cut)).isTrue();
    }

    @Test
    void historyStaysWithinItsLimitHoweverOftenAMoveCuts() {
        Position position = Positions.chess("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
        int knight = Positions.move(Positions.chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "g1f3");
        int tried = Positions.move(position, "a7a6");
        int cut = Positions.move(position, "d7d5");
        MoveOrdering ordering = new MoveOrdering(8);
        ordering.played(0, knight);
        for (int i = 0; i < 10_000; i++) {
            ordering.rewardQuiet(cut, position, 1, 20, listOf(tried, cut), 1);
        }
        // Own history plus two continuations (only one of which is written at ply 1).
        assertThat(ordering.quietScore(cut, 1, BLACK)).isBetween(MoveOrdering.HISTORY_LIMIT, 3 * MoveOrdering.HISTORY_LIMIT);
        assertThat(ordering.quietScore(tried, 1, BLACK)).isBetween(-3 * MoveOrdering.HISTORY_LIMIT, -MoveOrdering.HISTORY_LIMIT);
        ordering.clear();
        assertThat(ordering.quietScore(cut, 1, BLACK)).isZero();
    }

    private static MoveList listOf(int... moves) {
        MoveList list = new MoveList();
        for (int move : moves) {
            list.add(move);
        }
        return list;
    }
}
