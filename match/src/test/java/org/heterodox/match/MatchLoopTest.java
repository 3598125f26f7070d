package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** The in-process match loop and the baseline players; the engine beats both baselines. */
class MatchLoopTest {

    @Test
    void engineBeatsTheRandomMoverWithBothColours() throws Exception {
        List<String> log = new ArrayList<>();
        MatchLoop.Score score = MatchLoop.play(Variants.of("chess"), new EnginePlayer(4, 0, 4000), new RandomPlayer(7),
                2, 300, log::add);
        assertThat(score.wins()).isEqualTo(2);
        assertThat(log).hasSize(2);
    }

    @Test
    void engineBeatsTheGreedyPlayerWithBothColours() throws Exception {
        MatchLoop.Score score = MatchLoop.play(Variants.of("chess"), new EnginePlayer(4, 0, 4000), new GreedyPlayer(7),
                2, 300, line -> { });
        assertThat(score.wins()).isEqualTo(2);
    }

    @Test
    void greedyPlayerTakesTheMateInOneAndTheFreeQueen() throws Exception {
        Position mate = Variants.of("chess").fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        Position queen = Variants.of("chess").fromFen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        GreedyPlayer greedy = new GreedyPlayer(1);
        assertThat(mate.variant().machineNotation().format(mate, greedy.choose(mate))).isEqualTo("d1d8");
        assertThat(queen.variant().machineNotation().format(queen, greedy.choose(queen))).isEqualTo("d2d5");
    }

    @Test
    void anIllegalMoveFromAPlayerStopsTheMatch() {
        Player cheat = new Player() {
            @Override
            public String name() {
                return "cheat";
            }

            @Override
            public int choose(Position position) {
                return Move.of(0, 63, 1, 0, 0, Move.KIND_NORMAL);
            }
        };
        assertThatThrownBy(() -> MatchLoop.playGame(Variants.of("chess"), cheat, new RandomPlayer(1), 10))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("cheat chose an illegal move");
    }

    @Test
    void scoreCountsPointsFromTheFirstPlayersView() {
        MatchLoop.Score score = new MatchLoop.Score(3, 2, 1);
        assertThat(score.points()).isEqualTo(4.0);
        assertThat(score.fraction()).isEqualTo(4.0 / 6);
        assertThat(score).hasToString("+3 =2 -1 (4.0/6, 66.7%)");
    }

    @Test
    void randomOpeningsAreLegalRepeatableAndPlayedWithBothColours() throws Exception {
        org.heterodox.rules.Variant chess = Variants.of("chess");
        int[] a = MatchLoop.randomOpening(chess, 6, new java.util.Random(5));
        int[] b = MatchLoop.randomOpening(chess, 6, new java.util.Random(5));
        assertThat(a).hasSize(6).isEqualTo(b);
        List<String> log = new ArrayList<>();
        MatchLoop.Score score = MatchLoop.play(chess, new EnginePlayer(4, 0, 2000), new RandomPlayer(1), 2, 200, 6, 5L,
                log::add);
        assertThat(score.games()).isEqualTo(2);
        assertThat(log.get(0)).startsWith("game 1: heterodox");
        assertThat(log.get(1)).startsWith("game 2: random");
    }
}
