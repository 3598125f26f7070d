package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BenchCommandTest {
    @Test
    void printsTheTotalNodeCount() {
        CliRun run = CliRun.of("bench", "search", "--depth", "3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("total nodes \\d+  time \\d+ ms  nps \\d+");
    }
}
