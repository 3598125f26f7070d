package org.heterodox.engine.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** What a caller (a server's queued job) needs of a long solve: bounds, progress, and stopping it from outside. */
class SolveControlTest {
    /** A helpmate far too big to finish in a test: h#4 from the start position. */
    private static Position start() throws Exception {
        return Variants.of("chess").startPosition();
    }

    @Test
    void aNodeBoundStopsTheSolveWithTheBound() throws Exception {
        ProblemSolver solver = new ProblemSolver(start(), Stipulation.parse("h#4")).nodeLimit(50_000);
        assertThatThrownBy(solver::solve).isInstanceOf(NodeLimitException.class)
                .hasMessage("the problem needs more than 50000 positions to solve");
        assertThat(solver.nodes()).isEqualTo(50_001);
    }

    @Test
    void aTimeBoundStopsTheSolveAndProgressIsReportedOnTheWay() throws Exception {
        List<String> stages = new ArrayList<>();
        SolveControl control = new SolveControl().timeLimit(300)
                .progress((nodes, millis, stage) -> stages.add(nodes + " " + stage));
        ProblemSolver solver = new ProblemSolver(start(), Stipulation.parse("h#4")).control(control);
        assertThatThrownBy(solver::solve).isInstanceOf(SolveStoppedException.class).hasMessageContaining("ran out of time");
        assertThat(control.elapsedMillis()).isGreaterThanOrEqualTo(300);
        assertThat(stages).isNotEmpty().allMatch(s -> s.contains("h#4"));
    }

    @Test
    void anotherThreadCancelsTheSolve() throws Exception {
        SolveControl control = new SolveControl();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread solving = new Thread(() -> {
            try {
                new ProblemSolver(start(), Stipulation.parse("h#4")).control(control).solve();
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        solving.start();
        while (control.nodes() < 10_000) {
            Thread.sleep(5);
        }
        control.cancel();
        solving.join(30_000);
        assertThat(solving.isAlive()).isFalse();
        assertThat(thrown.get()).isInstanceOf(SolveStoppedException.class).hasMessageContaining("cancelled");
    }

    @Test
    void aTsumeObeysTheSameBounds() throws Exception {
        Position seven = ProblemPositions.read(Variants.of("shogi"), "6+r1k/6P2/7B1/6rP1/9/9/9/9/9 b 4g4s3n3l16pBNL 1",
                Stipulation.parse("tsume"));
        assertThatThrownBy(() -> new ProblemSolver(seven, Stipulation.parse("tsume")).nodeLimit(100).solve())
                .isInstanceOf(NodeLimitException.class);
    }
}
