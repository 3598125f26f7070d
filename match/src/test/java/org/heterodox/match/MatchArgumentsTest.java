package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchArgumentsTest {

    @Test
    void readsACutechessStyleCommandLine() {
        MatchConfig c = MatchArguments.parse(List.of(
                "-engine", "cmd=./heterodox uci", "name=hx", "option.Hash=32",
                "-engine", "cmd=/usr/games/stockfish", "option.UCI_LimitStrength=true", "option.UCI_Elo=1500",
                "-each", "tc=10+0.1", "timemargin=50",
                "-games", "20", "-rounds", "2", "-concurrency", "2", "-openings", "plies=8", "-srand", "7",
                "-resign", "movecount=3", "score=600", "-draw", "movenumber=40", "movecount=8", "score=10",
                "-maxmoves", "200", "-pgnout", "out.pgn", "-sprt", "elo0=0", "elo1=10", "alpha=0.05", "beta=0.1"));
        assertThat(c.engines()).hasSize(2);
        EngineConfig hx = c.engines().get(0);
        assertThat(hx.name()).isEqualTo("hx");
        assertThat(hx.command()).containsExactly("./heterodox", "uci");
        assertThat(hx.options()).isEqualTo(Map.of("Hash", "32"));
        assertThat(hx.timeControl()).isEqualTo(TimeControl.parseClock("10+0.1"));
        assertThat(hx.timeMarginMs()).isEqualTo(50);
        EngineConfig sf = c.engines().get(1);
        assertThat(sf.name()).isEqualTo("stockfish");
        assertThat(sf.options()).containsEntry("UCI_Elo", "1500").containsEntry("UCI_LimitStrength", "true");
        assertThat(c.games()).isEqualTo(20);
        assertThat(c.rounds()).isEqualTo(2);
        assertThat(c.concurrency()).isEqualTo(2);
        assertThat(c.adjudication()).isEqualTo(new Adjudication(3, 600, 40, 8, 10, 200));
        assertThat(c.sprt()).isEqualTo(new Sprt(0, 10, 0.05, 0.1));
        assertThat(c.pgnOut()).hasToString("out.pgn");
    }

    @Test
    void withoutMaxmovesAGameIsStillDrawnAtAThousandMoves() {
        MatchConfig c = MatchArguments.parse(List.of("-engine", "cmd=./a", "-engine", "cmd=./b", "-each", "tc=10+0.1"));
        assertThat(c.adjudication().maxMoves()).as("no game of a match grows without bound").isEqualTo(1000);
    }

    @Test
    void engineKeysOverrideEachAndBuiltinsNeedNoCommand() {
        MatchConfig c = MatchArguments.parse(List.of("-each", "depth=3", "-engine", "builtin=random",
                "-engine", "builtin=random", "-engine", "cmd=x", "proto=xboard", "depth=5", "-variant", "uchess"));
        assertThat(c.engines()).extracting(EngineConfig::name).containsExactly("random-1", "random-2", "x");
        assertThat(c.engines().get(2).protocol()).isEqualTo(EngineConfig.Protocol.XBOARD);
        assertThat(c.engines().get(2).timeControl().depth()).isEqualTo(5);
        assertThat(c.variant().spec()).isEqualTo("uchess");
    }

    @Test
    void mistakesAreNamed() {
        assertBad("needs at least two", "-engine", "builtin=random");
        assertBad("unknown argument '-foo'", "-foo", "-engine", "builtin=random", "-engine", "builtin=greedy");
        assertBad("needs cmd=", "-engine", "name=a", "depth=1", "-engine", "builtin=random");
        assertBad("no time control", "-engine", "cmd=a", "-engine", "builtin=random");
        assertBad("unknown key 'foo'", "-engine", "cmd=a", "foo=1", "-engine", "builtin=random");
        assertBad("proto must be uci, usi or xboard", "-engine", "cmd=a", "proto=usb", "depth=1", "-engine", "builtin=random");
        assertBad("bad -games", "-engine", "builtin=random", "-engine", "builtin=greedy", "-games", "0");
        assertBad("-games needs a value", "-engine", "builtin=random", "-engine", "builtin=greedy", "-games");
        assertBad("-variant", "-engine", "builtin=random", "-engine", "builtin=greedy", "-variant", "nochess");
        assertBad("-resign needs score", "-engine", "builtin=random", "-engine", "builtin=greedy", "-resign", "movecount=3");
        assertBad("expected KEY=VALUE", "-engine", "builtin=random", "-engine", "builtin=greedy", "-draw", "40");
        assertBad("SPRT needs exactly two", "-engine", "builtin=random", "-engine", "builtin=greedy", "-engine",
                "builtin=random", "-sprt", "elo0=0", "elo1=5");
        assertBad("bad seconds 'fast'", "-engine", "cmd=a", "tc=fast", "-engine", "builtin=random");
        assertBad("whole seconds", "-engine", "cmd=a", "proto=xboard", "st=0.5", "-engine", "builtin=random");
    }

    private static void assertBad(String message, String... args) {
        assertThatThrownBy(() -> MatchArguments.parse(List.of(args))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }
}
