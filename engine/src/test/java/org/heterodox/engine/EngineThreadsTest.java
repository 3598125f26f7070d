package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.heterodox.rules.Position;
import org.junit.jupiter.api.Test;

/** Several threads search one position (Lazy SMP): the answer, the limits, stopping and the node count. */
class EngineThreadsTest {
    /** Win At Chess 4: Qxh7+ mates in 2. */
    private static final String MATE_IN_TWO = "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1";

    @Test
    void twoThreadsFindTheMateAndCountTheHelpersNodes() {
        Engine engine = new Engine(8);
        engine.setThreads(2);
        assertThat(engine.threads()).isEqualTo(2);
        Position position = Positions.chess(MATE_IN_TWO);
        long[] reported = new long[1];
        SearchResult result = engine.analyse(position, Limits.ofDepth(6), info -> reported[0] = info.nodes());
        assertThat(Positions.text(position, result.bestMove())).isEqualTo("h6h7");
        assertThat(Score.isMate(result.score())).isTrue();
        assertThat(Score.mateInMoves(result.score())).isEqualTo(2);
        assertThat(result.nodes()).isGreaterThanOrEqualTo(reported[0]).isPositive();
    }

    @Test
    void aNodeBudgetCountsEveryThread() {
        Engine engine = new Engine(8);
        engine.setThreads(3);
        SearchResult result = engine.analyse(Positions.chess("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"),
                Limits.none().nodes(200_000), SearchListener.NONE);
        // The main thread looks at the total every 1,024 of its own nodes; the helpers run meanwhile.
        assertThat(result.nodes()).isBetween(200_000L, 200_000L + 3 * 1024L * 8);
        assertThat(result.bestMove()).isNotZero();
    }

    @Test
    void stoppingAnInfiniteSearchStopsEveryThread() throws Exception {
        Engine engine = new Engine(8);
        engine.setThreads(2);
        Position start = Positions.chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        CompletableFuture<SearchResult> done = new CompletableFuture<>();
        Engine.Search search = engine.start(start, Limits.none().infinite(true), SearchListener.NONE, done::complete);
        Thread.sleep(300);
        search.stop();
        SearchResult result = done.get(10, TimeUnit.SECONDS);
        assertThat(result.bestMove()).isNotZero();
        // The helpers have stopped: a new search can start at once, with one thread again.
        engine.setThreads(1);
        assertThat(engine.analyse(start, Limits.ofDepth(3), SearchListener.NONE).bestMove()).isNotZero();
    }
}
