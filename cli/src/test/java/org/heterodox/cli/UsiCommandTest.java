package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class UsiCommandTest {

    @Test
    void usiSubcommandIsRegistered() {
        CliRun run = CliRun.of("usi", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("USI protocol");
    }

    @Test
    void speaksUsiOnItsInput() {
        String input = "usi\nisready\nposition sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1\ngo depth 2\nquit\n";
        CliRun run = CliRun.ofCommand(new UsiCommand(new BufferedReader(new StringReader(input))));
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("usiok\n").contains("readyok\n").containsPattern("bestmove ([1-9][a-i][1-9][a-i]\\+?|[PLNSGBRK]\\*[1-9][a-i])");
    }
}
