package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** Draw rules, legality over many positions, determinism, limits and stopping. */
class SearchRulesTest {

    @Test
    void fiftyMoveRuleMakesAWonEndingADraw() {
        Engine engine = new Engine();
        SearchResult fresh = engine.analyse(Positions.chess("8/8/8/4k3/8/8/8/R3K3 w - - 0 80"), Limits.ofDepth(4),
                SearchListener.NONE);
        SearchResult expiring = engine.analyse(Positions.chess("8/8/8/4k3/8/8/8/R3K3 w - - 99 80"), Limits.ofDepth(4),
                SearchListener.NONE);
        assertThat(fresh.score()).isGreaterThan(300);
        assertThat(expiring.score()).isEqualTo(Score.DRAW);
    }

    @Test
    void repeatingAnEarlierGamePositionCountsAsADraw() {
        // The game went through the position after ...Kg8 before: the queen stepped aside and came back with check.
        Position root = Positions.chess("6k1/8/8/8/8/8/8/Q3K3 w - - 7 39");
        for (String move : new String[] {"a1b1", "g8h8", "b1a1"}) {
            root.make(Positions.move(root, move));
        }
        Engine engine = new Engine();

        SearchResult withoutHistory = engine.analyse(Positions.chess(root.toFen()), Limits.ofDepth(4), SearchListener.NONE);
        engine.newGame();
        SearchResult withHistory = engine.analyse(root, Limits.ofDepth(4), SearchListener.NONE);

        assertThat(withoutHistory.score()).isLessThan(-500);
        assertThat(withHistory.score()).isEqualTo(Score.DRAW);
        assertThat(Positions.text(root, withHistory.bestMove())).isEqualTo("h8g8");
    }

    @Test
    void neverReturnsAnIllegalMoveInRandomGamePositions() throws Exception {
        Random random = new Random(20261123L);
        Engine engine = new Engine(4);
        MoveList moves = new MoveList();
        int searched = 0;
        for (int game = 0; game < 12; game++) {
            Position position = Variants.of("chess").startPosition();
            for (int ply = 0; ply < 160; ply++) {
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                if (ply % 7 == 3) {
                    SearchResult result = engine.analyse(position, Limits.ofDepth(1 + random.nextInt(3)).nodes(3000),
                            SearchListener.NONE);
                    assertThat(moves.contains(result.bestMove())).as("legal in %s", position.toFen()).isTrue();
                    searched++;
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(searched).isGreaterThan(100);
    }

    @Test
    void benchNodeCountIsDeterministic() {
        java.util.List<String> lines = new java.util.ArrayList<>();
        long first = Bench.run(4, lines::add);
        long second = Bench.run(4, line -> { });
        assertThat(first).isPositive().isEqualTo(second);
        assertThat(lines).hasSize(Bench.POSITIONS.size() + 1);
        assertThat(lines.get(lines.size() - 1)).startsWith("total nodes " + first + " ");
    }

    @Test
    void nodeLimitBoundsTheSearch() {
        SearchResult result = new Engine().analyse(Positions.chess("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8"),
                Limits.none().nodes(5000), SearchListener.NONE);
        assertThat(result.hasMove()).isTrue();
        assertThat(result.nodes()).isLessThanOrEqualTo(5000 + 1);
    }

    @Test
    void stopEndsAnInfiniteSearchWithALegalMove() {
        Position position = Variants.all().get(0).factory().apply(java.util.List.of()).startPosition();
        Engine engine = new Engine();
        Engine.Search search = engine.start(position, Limits.none().infinite(true), SearchListener.NONE,
                result -> { });
        search.stop();
        SearchResult result = search.await();
        MoveList moves = new MoveList();
        position.generate(moves);
        assertThat(moves.contains(result.bestMove())).isTrue();
    }

    @Test
    void reportsEveryIterationWithAPvStartingWithTheBestMove() {
        java.util.List<SearchInfo> infos = new java.util.ArrayList<>();
        SearchResult result = new Engine().analyse(Positions.chess("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8"),
                Limits.ofDepth(5), infos::add);
        assertThat(infos).extracting(SearchInfo::depth).containsExactly(1, 2, 3, 4, 5);
        assertThat(infos.get(4).pv()[0]).isEqualTo(result.bestMove());
        assertThat(infos.get(4).nodes()).isEqualTo(result.nodes());
    }

    @Test
    void multiPvReportsDistinctLinesBestFirst() {
        Engine engine = new Engine();
        engine.setMultiPv(3);
        java.util.List<SearchInfo> infos = new java.util.ArrayList<>();
        engine.analyse(Positions.chess("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8"),
                Limits.ofDepth(4), infos::add);
        java.util.List<SearchInfo> last = infos.subList(infos.size() - 3, infos.size());
        assertThat(last).extracting(SearchInfo::multipv).containsExactly(1, 2, 3);
        assertThat(last).extracting(info -> info.pv()[0]).doesNotHaveDuplicates();
        assertThat(last.get(0).score()).isGreaterThanOrEqualTo(last.get(1).score());
        assertThat(last.get(1).score()).isGreaterThanOrEqualTo(last.get(2).score());
    }

    @Test
    void timeManagerKeepsWithinTheClock() {
        TimeManager sudden = TimeManager.of(Limits.none().time(0, 60_000), 0);
        TimeManager increment = TimeManager.of(Limits.none().time(1, 10_000).increment(1, 1_000), 1);
        TimeManager lastMove = TimeManager.of(Limits.none().time(0, 5_000).movesToGo(1), 0);
        TimeManager fixed = TimeManager.of(Limits.ofMoveTime(250), 0);
        assertThat(sudden.softMs()).isBetween(1_000L, 3_000L);
        assertThat(sudden.hardMs()).isGreaterThanOrEqualTo(sudden.softMs()).isLessThanOrEqualTo(30_000L);
        assertThat(increment.softMs()).isGreaterThan(TimeManager.of(Limits.none().time(1, 10_000), 1).softMs());
        assertThat(lastMove.hardMs()).isLessThan(5_000L).isGreaterThan(2_500L);
        assertThat(fixed.hardMs()).isLessThanOrEqualTo(250L);
        assertThat(TimeManager.of(Limits.ofDepth(5), 0).isLimited()).isFalse();
    }
}
