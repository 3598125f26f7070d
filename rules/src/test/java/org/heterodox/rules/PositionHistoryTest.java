package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.junit.jupiter.api.Test;

/**
 * A position keeps the game's history for its repetition rules, and a copy takes it along: the
 * count goes on across copies, in each game's own way ({@link Position#ruleOutcome}).
 */
class PositionHistoryTest {
    private static void play(Position position, String... moves) throws FormatException {
        for (String move : moves) {
            position.make(MoveReader.readDecision(position, move));
        }
    }

    @Test
    void chessCountsRepetitionsAcrossCopies() throws FormatException {
        Position game = Variants.of("chess").startPosition();
        play(game, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(game.ruleOutcome(2)).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        assertThat(game.ruleOutcome(3)).isEqualTo(Outcome.ONGOING);
        Position copy = game.copy();
        assertThat(copy.movesMade()).isZero();
        assertThat(copy.ruleOutcome(2)).as("the copy knows the start position").isEqualTo(game.ruleOutcome(2));
        play(copy, "Nf3", "Nf6", "Ng1");
        Position again = copy.copy();
        play(again, "Ng8");
        assertThat(again.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        assertThat(again.pliesSinceIrreversible()).isEqualTo(8);
    }

    @Test
    void anIrreversibleMoveEndsTheHistoryACopyKeeps() throws FormatException {
        Position game = Variants.of("chess").startPosition();
        play(game, "Nf3", "Nf6", "Ng1", "Ng8", "e4", "e5");
        Position copy = game.copy();
        play(copy, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(copy.ruleOutcome(2)).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        play(copy, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(copy.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        assertThat(copy.pliesSinceIrreversible()).isEqualTo(8);
    }

    @Test
    void theFiftyMoveRuleIsAChessFamilyRule() throws FormatException {
        Position chess = Variants.of("chess").fromFen("4k3/8/8/8/8/8/8/4K2R w K - 99 80");
        play(chess, "Rh2");
        assertThat(chess.pliesSinceIrreversible()).isEqualTo(100);
        assertThat(chess.ruleOutcome(3)).isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
        assertThat(chess.copy().ruleOutcome(3)).isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
    }

    @Test
    void shogiKeepsTheWholeGameAcrossCopies() throws FormatException {
        Position game = Variants.of("shogi").startPosition();
        Position walk = game;
        for (int cycle = 0; cycle < 3; cycle++) {
            assertThat(walk.outcome().isOver()).isFalse();
            play(walk, "5i5h", "5a5b", "5h5i");
            walk = walk.copy();
            play(walk, "5b5a");
            assertThat(walk.ruleOutcome(2)).isEqualTo(Outcome.draw(Reason.FOURFOLD_REPETITION));
        }
        assertThat(walk.outcome()).isEqualTo(Outcome.draw(Reason.FOURFOLD_REPETITION));
        assertThat(walk.pliesSinceIrreversible()).isEqualTo(12);
        assertThat(walk.toFen()).endsWith(" 13");
    }

    @Test
    void perpetualCheckIsJudgedOverMovesMadeBeforeACopy() throws FormatException {
        Position walk = Variants.of("shogi").fromFen("8k/R8/9/9/9/9/9/9/4K4 b - 1");
        for (int cycle = 0; cycle < 3; cycle++) {
            play(walk, "9b9a", "1a1b");
            walk = walk.copy();
            play(walk, "9a9b", "1b1a");
            walk = walk.copy();
        }
        String fen = walk.toFen();
        // Sente checked with every move of the cycle: Sente loses, already by the first repetition.
        assertThat(walk.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.PERPETUAL_CHECK));
        assertThat(walk.ruleOutcome(2)).isEqualTo(walk.outcome());
        assertThat(walk.toFen()).isEqualTo(fen);
        assertThat(walk.movesMade()).isZero();
    }

    @Test
    void ambiguousChessComparesPositionsAtAnnouncementTimeAcrossCopies() throws FormatException {
        // Nf3 (one candidate), ...c6 (two knights: White chooses Nb8-c6), Ng1, ...Nb8: the start again.
        Position walk = Variants.of("ambiguous").fromFen("1n1n3k/8/8/8/Q7/8/8/K5N1 w - - 0 1");
        String[] cycle = {"f3", "c6", "b8c6", "g1", "b8"};
        for (int round = 0; round < 2; round++) {
            for (String decision : cycle) {
                assertThat(walk.outcome().isOver()).isFalse();
                walk.make(walk.variant().machineNotation().parse(walk, decision));
                walk = walk.copy(); // also while a choice is pending
            }
            assertThat(walk.ruleOutcome(2)).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        }
        assertThat(walk.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
    }
}
