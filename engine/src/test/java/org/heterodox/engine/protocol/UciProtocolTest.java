package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** UCI transcripts: what a GUI sends and what the engine must answer. */
class UciProtocolTest {
    private final Transcript uci = new Transcript(UciProtocol::new);

    @Test
    void handshakeListsOptionsWithEveryVariantAndEndsWithUciok() {
        uci.feed("uci");
        List<String> lines = uci.lines();
        assertThat(lines.get(0)).startsWith("id name Heterodox");
        assertThat(lines).anyMatch(l -> l.startsWith("option name Hash type spin"));
        assertThat(lines).anyMatch(l -> l.startsWith("option name MultiPV type spin"));
        assertThat(lines).contains("option name Threads type spin default 1 min 1 max 64");
        String variants = uci.starting("option name UCI_Variant").get(0);
        Variants.all().forEach(game -> assertThat(variants).contains(" var " + game.name()));
        assertThat(uci.last()).isEqualTo("uciok");
    }

    @Test
    void twoThreadsAnswerWithALegalMove() {
        uci.feed("setoption name Threads value 2", "ucinewgame", "position startpos moves e2e4", "go depth 5");
        assertThat(uci.last()).matches("bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?");
        uci.feed("setoption name Threads value many");
        assertThat(uci.last()).startsWith("info string");
    }

    @Test
    void isreadyAnswersReadyok() {
        uci.feed("isready");
        assertThat(uci.lines()).containsExactly("readyok");
    }

    @Test
    void goDepthPrintsInfoLinesThenALegalBestmove() {
        uci.feed("ucinewgame", "position startpos moves e2e4 e7e5", "go depth 4");
        List<String> infos = uci.starting("info depth");
        assertThat(infos).hasSize(4);
        assertThat(infos.get(3)).matches("info depth 4 seldepth \\d+ multipv 1 score cp -?\\d+ nodes \\d+ nps \\d+ "
                + "hashfull \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][qrbn]?)+");
        assertThat(uci.last()).matches("bestmove [a-h][1-8][a-h][1-8][qrbn]?( ponder [a-h][1-8][a-h][1-8][qrbn]?)?");
    }

    @Test
    void findsMateAndReportsItAsScoreMate() {
        uci.feed("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "go mate 1");
        assertThat(uci.starting("info depth 1").get(0)).contains("score mate 1").contains("pv d1d8");
        assertThat(uci.last()).isEqualTo("bestmove d1d8");
    }

    @Test
    void positionWithNoLegalMoveAnswersBestmoveNone() {
        uci.feed("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "go depth 3");
        assertThat(uci.last()).isEqualTo("bestmove (none)");
    }

    @Test
    void clockParametersAreAccepted() {
        uci.feed("position startpos", "go wtime 500 btime 500 winc 10 binc 10 movestogo 5");
        assertThat(uci.last()).startsWith("bestmove ");
        assertThat(uci.starting("info string")).isEmpty();
    }

    @Test
    void nodesAndMovetimeLimitsEndTheSearch() {
        uci.feed("position startpos", "go nodes 2000");
        assertThat(uci.last()).startsWith("bestmove ");
        uci.feed("go movetime 50");
        assertThat(uci.last()).startsWith("bestmove ");
    }

    @Test
    void infiniteSearchHoldsBestmoveUntilStop() {
        uci.send("position startpos").send("go infinite");
        assertThat(uci.starting("bestmove")).isEmpty();
        uci.feed("stop");
        assertThat(uci.starting("bestmove")).hasSize(1);
        assertThat(uci.last()).startsWith("bestmove ");
    }

    @Test
    void multiPvPrintsSeveralLines() {
        uci.feed("setoption name MultiPV value 3", "position startpos", "go depth 3");
        assertThat(uci.starting("info depth 3 ")).extracting(l -> l.replaceAll(".* multipv (\\d).*", "$1"))
                .containsExactly("1", "2", "3");
    }

    @Test
    void hashOptionIsAccepted() {
        uci.feed("setoption name Hash value 8", "setoption name Clear Hash", "isready");
        assertThat(uci.lines()).containsExactly("readyok");
    }

    @Test
    void variantOptionSelectsAGameAndRejectsUnknownOnes() {
        uci.feed("setoption name UCI_Variant value chess", "setoption name UCI_Variant value nosuchgame",
                "setoption name UCI_Variant value");
        assertThat(uci.lines()).hasSize(2);
        assertThat(uci.lines().get(0)).startsWith("info string error: unknown variant 'nosuchgame'");
        assertThat(uci.lines().get(1)).startsWith("info string error: ").doesNotContain("unknown option");
    }

    @Test
    void illegalMoveInPositionLeavesThePositionUnchanged() {
        uci.feed("position startpos moves e2e4", "position startpos moves e2e5", "d");
        assertThat(uci.lines().get(0)).startsWith("info string error: illegal move 'e2e5'");
        assertThat(uci.last()).isEqualTo("info string fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    }

    @Test
    void malformedCommandsGetErrorLines() {
        uci.feed("position", "position fen", "go depth x", "setoption", "setoption name Foo value 1", "bogus");
        assertThat(uci.starting("info string error:")).hasSize(6);
        assertThat(uci.starting("bestmove")).hasSize(1);
    }

    @Test
    void outOfOrderCommandsDuringASearchAreRefused() {
        uci.send("position startpos").send("go infinite");
        uci.send("position startpos moves e2e4").send("go depth 1").send("ucinewgame");
        uci.feed("stop");
        assertThat(uci.starting("info string error:")).hasSize(3);
        assertThat(uci.starting("bestmove")).hasSize(1);
    }

    @Test
    void quitStopsAndReportsNoMoreCommands() {
        assertThat(uci.adapter.handle("quit")).isFalse();
    }
}
