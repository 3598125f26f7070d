package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.engine.Limits;
import org.junit.jupiter.api.Test;

/** USI transcripts for shogi and Unashogi: what a shogi GUI sends and what the engine must answer. */
class UsiProtocolTest {
    private static final String MOVE = "([1-9][a-i][1-9][a-i]\\+?|[PLNSGBRK]\\*[1-9][a-i])";
    private static final String MATE_IN_ONE = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    private final Transcript usi = new Transcript(UsiProtocol::new);

    @Test
    void handshakeOffersShogiAndUnashogiAndEndsWithUsiok() {
        usi.feed("usi");
        List<String> lines = usi.lines();
        assertThat(lines.get(0)).startsWith("id name Heterodox");
        assertThat(lines).anyMatch(l -> l.startsWith("option name USI_Hash type spin"));
        assertThat(usi.starting("option name USI_Variant").get(0))
                .isEqualTo("option name USI_Variant type combo default shogi var shogi var unashogi");
        assertThat(usi.last()).isEqualTo("usiok");
    }

    @Test
    void isreadyAnswersReadyok() {
        usi.feed("isready");
        assertThat(usi.lines()).containsExactly("readyok");
    }

    @Test
    void goDepthFromStartposWithMovesPrintsInfoLinesThenAUsiBestmove() {
        usi.feed("usinewgame", "position startpos moves 7g7f 3c3d", "go depth 3");
        List<String> infos = usi.starting("info depth");
        assertThat(infos).hasSize(3);
        assertThat(infos.get(2)).matches("info depth 3 seldepth \\d+ multipv 1 score cp -?\\d+ nodes \\d+ nps \\d+ "
                + "hashfull \\d+ time \\d+ pv( " + MOVE + ")+");
        assertThat(usi.last()).matches("bestmove " + MOVE + "( ponder " + MOVE + ")?");
    }

    @Test
    void findsADropMateFromAnSfenAndReportsTheMateInPlies() {
        usi.feed("position sfen " + MATE_IN_ONE, "go depth 3");
        assertThat(usi.starting("info depth 1").get(0)).contains("score mate 1").contains("pv G*5b");
        assertThat(usi.last()).isEqualTo("bestmove G*5b");
    }

    @Test
    void sfenWithMovesIsPlayedBeforeSearching() {
        usi.feed("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves 5i4h 5a4a", "d");
        assertThat(usi.last()).isEqualTo("info string sfen 5k3/9/4P4/9/9/9/9/5K3/9 b G 3");
    }

    @Test
    void checkmatedSideResigns() {
        usi.feed("position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1", "go depth 2");
        assertThat(usi.last()).isEqualTo("bestmove resign");
    }

    @Test
    void byoyomiAndClocksAreAccepted() {
        usi.feed("position startpos", "go btime 0 wtime 0 byoyomi 100");
        assertThat(usi.last()).matches("bestmove " + MOVE + ".*");
        usi.feed("position startpos moves 7g7f", "go btime 500 wtime 500 binc 10 winc 10");
        assertThat(usi.last()).matches("bestmove " + MOVE + ".*");
        assertThat(usi.starting("info string")).isEmpty();
    }

    @Test
    void byoyomiIsGrantedOnTopOfTheMainTimeAndEveryMove() {
        Limits limits = Limits.none();
        UsiProtocol.clock(limits, new long[] {2000, -1}, new long[] {0, 0}, 500, 0);
        assertThat(limits.timeMs(0)).isEqualTo(2500);
        assertThat(limits.incrementMs(0)).isEqualTo(500);
        assertThat(limits.timeMs(1)).isEqualTo(500);
        assertThat(limits.moveTimeMs()).isZero();
    }

    @Test
    void aMoverWithOnlyByoyomiLeftThinksForOneByoyomiLessAMargin() {
        Limits limits = Limits.none();
        UsiProtocol.clock(limits, new long[] {0, 3000}, new long[] {0, 0}, 500, 0);
        assertThat(limits.moveTimeMs()).isEqualTo(500 - UsiProtocol.BYOYOMI_MARGIN_MS);
        assertThat(limits.hasClock()).isFalse();
        Limits gote = Limits.none();
        UsiProtocol.clock(gote, new long[] {0, 3000}, new long[] {0, 0}, 500, 1);
        assertThat(gote.moveTimeMs()).isZero();
        assertThat(gote.timeMs(1)).isEqualTo(3500);
    }

    @Test
    void infiniteSearchHoldsBestmoveUntilStop() {
        usi.send("position startpos").send("go infinite");
        assertThat(usi.starting("bestmove")).isEmpty();
        usi.feed("stop");
        assertThat(usi.starting("bestmove")).hasSize(1);
        assertThat(usi.last()).matches("bestmove " + MOVE + ".*");
    }

    @Test
    void unashogiIsChosenByUsiVariantAndStartsWithDrops() {
        usi.feed("setoption name USI_Variant value unashogi", "usinewgame", "position startpos", "go depth 2");
        assertThat(usi.last()).matches("bestmove [PLNSGBRK]\\*[1-9][a-i].*");
        usi.feed("position startpos moves K*5i K*5a", "d");
        assertThat(usi.last()).startsWith("info string sfen 4k4/9/9/9/9/9/9/9/4K4 b ");
    }

    @Test
    void unashogiOptionsAreAcceptedAndOtherGamesRefused() {
        usi.feed("setoption name USI_Variant value unashogi:promote-own-king");
        assertThat(usi.starting("info string")).isEmpty();
        usi.feed("setoption name USI_Variant value chess");
        assertThat(usi.last()).startsWith("info string error: USI plays shogi and unashogi");
        usi.feed("setoption name USI_Variant value nonsense");
        assertThat(usi.last()).startsWith("info string error: unknown variant");
    }

    @Test
    void badPositionIsReportedAndLeavesThePreviousOne() {
        usi.feed("position startpos moves 7g7f", "position startpos moves 7g7f 7g7f", "d");
        List<String> errors = usi.starting("info string error");
        assertThat(errors).hasSize(1);
        assertThat(errors.get(0)).endsWith("(position unchanged)");
        assertThat(usi.last()).isEqualTo("info string sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
    }

    @Test
    void malformedAndUntimelyCommandsGetErrorLines() {
        usi.feed("position", "go depth x", "frobnicate", "setoption name Bogus value 1");
        assertThat(usi.starting("info string error")).hasSize(4);
        usi.send("position startpos").send("go infinite").send("position startpos");
        assertThat(usi.last()).isEqualTo("info string error: position while searching; send stop first");
        usi.feed("stop");
    }

    @Test
    void quitStopsTheSearchAndEndsTheLoop() {
        usi.send("position startpos").send("go infinite");
        assertThat(usi.adapter.handle("quit")).isFalse();
        assertThat(usi.last()).startsWith("bestmove ");
    }
}
