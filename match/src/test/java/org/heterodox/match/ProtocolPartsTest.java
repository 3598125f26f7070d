package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** The pieces of the UCI and XBoard drivers that turn clocks into commands and output into scores. */
class ProtocolPartsTest {

    private static Turn turn(int side, TimeControl own, TimeControl other, long ownMs, long otherMs, int movesToGo)
            throws Exception {
        var position = Variants.of("chess").fromFen(side == 0
                ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                : "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        return new Turn(position, position.toFen(), false, List.of(), own, other, ownMs, otherMs, movesToGo,
                0, true);
    }

    @Test
    void goCarriesBothClocksFromTheMoversView() throws Exception {
        TimeControl tc = TimeControl.parseClock("10+0.1");
        assertThat(UciPlayer.goLine(turn(0, tc, tc, 9000, 8000, 0))).isEqualTo("go wtime 9000 btime 8000 winc 100 binc 100");
        assertThat(UciPlayer.goLine(turn(1, tc, tc, 9000, 8000, 0))).isEqualTo("go wtime 8000 btime 9000 winc 100 binc 100");
        TimeControl session = TimeControl.parseClock("40/60");
        assertThat(UciPlayer.goLine(turn(0, session, session, 60000, 60000, 12)))
                .isEqualTo("go wtime 60000 btime 60000 movestogo 12");
    }

    @Test
    void goCarriesFixedLimits() throws Exception {
        assertThat(UciPlayer.goLine(turn(0, TimeControl.NONE.withDepth(5).withNodes(1000), TimeControl.NONE, 0, 0, 0)))
                .isEqualTo("go depth 5 nodes 1000");
        assertThat(UciPlayer.goLine(turn(0, TimeControl.NONE.withMoveTime(250), TimeControl.NONE, 0, 0, 0)))
                .isEqualTo("go movetime 250");
    }

    @Test
    void uciScoresAreCentipawnsOrMateDistances() {
        assertThat(UciPlayer.scoreOf("info depth 9 score cp -35 nodes 100 pv e2e4".split(" "))).isEqualTo(-35);
        assertThat(UciPlayer.scoreOf("info depth 9 score cp 40 lowerbound".split(" "))).isEqualTo(40);
        assertThat(UciPlayer.scoreOf("info depth 9 score mate 3".split(" "))).isEqualTo(29994);
        assertThat(UciPlayer.scoreOf("info depth 9 score mate -2".split(" "))).isEqualTo(-29996);
        assertThat(UciPlayer.scoreOf("info string hello".split(" "))).isNull();
        assertThat(UciPlayer.scoreOf("info score cp x".split(" "))).isNull();
    }

    @Test
    void xboardThinkingLinesGiveScores() {
        assertThat(XboardPlayer.thinkingScore("7 -25 120 45000 e7e5 g1f3".split(" "))).isEqualTo(-25);
        assertThat(XboardPlayer.thinkingScore("5 100003 12 900 d1h5".split(" "))).isEqualTo(29994);
        assertThat(XboardPlayer.thinkingScore("move e2e4".split(" "))).isNull();
        assertThat(XboardPlayer.thinkingScore("feature done=1".split(" "))).isNull();
    }

    @Test
    void featureLinesReadQuotedAndPlainValues() {
        assertThat(FeatureParser.parse("myname=\"Heterodox 0.1\" usermove=1 variants=\"normal,uchess\" done=1"))
                .isEqualTo(Map.of("myname", "Heterodox 0.1", "usermove", "1", "variants", "normal,uchess", "done", "1"));
        assertThat(FeatureParser.parse("")).isEmpty();
        assertThat(FeatureParser.parse("garbage without pairs")).isEmpty();
        assertThat(FeatureParser.parse("a=\"unterminated")).containsEntry("a", "unterminated");
    }
}
