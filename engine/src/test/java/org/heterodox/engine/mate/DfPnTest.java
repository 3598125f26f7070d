package org.heterodox.engine.mate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.shogi.ShogiVariant;
import org.junit.jupiter.api.Test;

/** df-pn: forced-check mates by each game's own rules, within a number of plies, within a node budget. */
class DfPnTest {
    /** Sente without a king drops the gold on 5b: a 1-ply tsume. */
    private static final String HEAD_GOLD = "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";
    /** A 7-ply tsume (Kuukyo3/tsumerush, 7te #0): B*3c 3a2b L*1b 1a2a N*1c 2b1c 3c1a+. */
    private static final String SEVEN = "6+r1k/6P2/7B1/6rP1/9/9/9/9/9 b 4g4s3n3l16pBNL 1";

    private static Position tsume(String sfen) throws FormatException {
        return ((ShogiVariant) Variants.of("shogi")).problemPosition(sfen);
    }

    private static String usi(Position position, int move) {
        return position.variant().machineNotation().format(position, move);
    }

    /** Plays {@code line} and checks that every attacking move checks and the line ends in mate. */
    private static void assertForcedCheckMate(Position start, List<Integer> line) {
        Position walk = start.copy();
        for (int i = 0; i < line.size(); i++) {
            if (i % 2 == 0) {
                assertThat(walk.givesCheck(line.get(i))).isTrue();
            }
            walk.make(line.get(i));
        }
        MoveList replies = new MoveList();
        walk.generate(replies);
        assertThat(replies.isEmpty()).isTrue();
        assertThat(walk.outcome().result()).isEqualTo(Result.win(start.sideToMove()));
    }

    @Test
    void aMateIsProvenWithinItsPliesAndDisprovenWithinFewer() throws Exception {
        Position one = tsume(HEAD_GOLD);
        DfPn.Result mate = new DfPn(0).search(one, 1);
        assertThat(mate.status()).isEqualTo(DfPn.Status.PROVEN);
        assertThat(usi(one, mate.move())).isEqualTo("G*5b");
        assertThat(one.toFen()).as("searched in place and left as it was").isEqualTo(HEAD_GOLD);

        Position seven = tsume(SEVEN);
        DfPn search = new DfPn(0);
        assertThat(search.search(seven, 5).status()).isEqualTo(DfPn.Status.DISPROVEN);
        DfPn.Result found = search.search(seven, 7);
        assertThat(found.status()).isEqualTo(DfPn.Status.PROVEN);
        assertThat(found.plies()).isEqualTo(7);
        assertThat(usi(seven, found.move())).isEqualTo("B*3c");
        List<Integer> line = search.proofLine(seven, 7);
        assertThat(line).hasSize(7);
        assertForcedCheckMate(seven, line);
    }

    @Test
    void aSpentBudgetIsUnknownNotAnAnswer() throws Exception {
        DfPn.Result cut = new DfPn(0).nodeLimit(5).search(tsume(SEVEN), 7);
        assertThat(cut.status()).isEqualTo(DfPn.Status.UNKNOWN);
        assertThat(cut.nodes()).isLessThanOrEqualTo(6);
    }

    @Test
    void theUnachessGamesCheckByTheirOwnRules() throws Exception {
        // A rook drop on the back rank mates in Unachess; in Unachess II and Parachute a drop may not
        // attack the enemy king, so no drop checks and there is no forced-check mate.
        String drop = "7k/5ppp/8/8/8/8/8/4K3[R] w - - 0 1";
        assertThat(new DfPn(0).search(Variants.of("unachess").fromFen(drop), 1).proven()).isTrue();
        assertThat(new DfPn(0).search(Variants.of("unachess2").fromFen(drop), 3).status()).isEqualTo(DfPn.Status.DISPROVEN);
        assertThat(new DfPn(0).search(Variants.of("parachute").fromFen(drop), 3).status()).isEqualTo(DfPn.Status.DISPROVEN);
        // The same rook on the board mates everywhere.
        String board = "7k/5ppp/8/8/8/8/8/R3K3[] w - - 0 1";
        for (String game : List.of("unachess", "unachess2", "parachute")) {
            Position position = Variants.of(game).fromFen(board);
            DfPn.Result mate = new DfPn(0).search(position, 1);
            assertThat(mate.proven()).as(game).isTrue();
            assertThat(usi(position, mate.move())).as(game).isEqualTo("a1a8");
        }
        // Quasi-check: with White's king in hand its pieces give no check at all.
        String kingInHand = "7k/5ppp/8/8/8/8/8/R7[K] w - - 0 1";
        assertThat(new DfPn(0).search(Variants.of("unachess").fromFen(kingInHand), 1).status())
                .isEqualTo(DfPn.Status.DISPROVEN);
    }

    @Test
    void unashogiChecksOnlyWithTheAttackersKingOnTheBoard() throws Exception {
        Position placed = Variants.of("unashogi").fromFen("4k4/9/4P4/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1");
        assertThat(new DfPn(0).search(placed, 1).proven()).isTrue();
        Position inHand = Variants.of("unashogi").fromFen("4k4/9/4P4/9/9/9/9/9/9 b KG2r2b3g4s4n4l17p 1");
        assertThat(new DfPn(0).search(inHand, 3).status()).isEqualTo(DfPn.Status.DISPROVEN);
    }
}
