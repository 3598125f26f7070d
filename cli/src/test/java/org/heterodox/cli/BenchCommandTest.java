package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BenchCommandTest {
    @Test
    void printsTheTotalNodeCount() {
        CommandRun run = CommandRun.of(new BenchCommand(), "--depth", "3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("total nodes \\d+  time \\d+ ms  nps \\d+");
    }
}
