package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** XBoard / CECP v2 transcripts. */
class XboardProtocolTest {
    private final Transcript xb = new Transcript(XboardProtocol::new);

    @Test
    void protoverAnnouncesFeaturesAndDone() {
        xb.feed("xboard", "protover 2");
        String features = xb.last();
        assertThat(features).startsWith("feature ").contains("usermove=1").contains("setboard=1").contains("ping=1")
                .contains("variants=\"normal").endsWith("done=1");
    }

    @Test
    void engineAnswersAUserMoveAsBlack() {
        xb.feed("new", "sd 2", "usermove e2e4");
        assertThat(xb.last()).matches("move [a-h][1-8][a-h][1-8]");
    }

    @Test
    void forceModeOnlyRecordsMovesAndGoMakesTheEnginePlay() {
        xb.feed("new", "force", "usermove e2e4", "usermove e7e5", "sd 2", "nopost");
        assertThat(xb.lines()).isEmpty();
        xb.feed("go");
        assertThat(xb.lines()).hasSize(1);
        assertThat(xb.last()).matches("move [a-h][1-8][a-h][1-8]");
    }

    @Test
    void postPrintsThinkingLines() {
        xb.feed("new", "sd 3", "post", "usermove d2d4");
        assertThat(xb.lines()).hasSize(4);
        assertThat(xb.lines().get(2)).matches("3 -?\\d+ \\d+ \\d+ [a-h][1-8][a-h][1-8].*");
    }

    @Test
    void illegalMoveIsRejectedAndTheGameUnchanged() {
        xb.feed("new", "force", "usermove e2e5", "usermove e2e4");
        assertThat(xb.lines()).containsExactly("Illegal move: e2e5");
    }

    @Test
    void pingIsAnsweredWithPong() {
        xb.feed("ping 7");
        assertThat(xb.lines()).containsExactly("pong 7");
    }

    @Test
    void setboardThenGoFindsTheMate() {
        xb.feed("new", "force", "setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "sd 3", "nopost", "go");
        assertThat(xb.lines()).containsExactly("move d1d8", "1-0 {checkmate}");
    }

    @Test
    void badSetboardIsReportedAndIgnored() {
        xb.feed("new", "force", "setboard not a fen", "usermove e2e4");
        assertThat(xb.lines()).hasSize(2);
        assertThat(xb.lines().get(0)).startsWith("tellusererror Illegal position");
        assertThat(xb.lines().get(1)).isEqualTo("Error (illegal position): setboard not a fen");
    }

    @Test
    void undoAndRemoveTakeMovesBack() {
        xb.feed("new", "force", "usermove e2e4", "usermove e7e5", "remove", "usermove d2d4", "remove", "undo",
                "undo", "usermove e2e4");
        assertThat(xb.lines()).containsExactly("Error (no move to undo): remove", "Error (no move to undo): undo");
    }

    @Test
    void timeControlsAreAccepted() {
        xb.feed("new", "level 40 0:30 0", "time 3000", "otim 3000", "nopost", "usermove e2e4");
        assertThat(xb.last()).startsWith("move ");
        xb.clear();
        xb.feed("level 0 1 2", "st 1", "time 100", "usermove d2d4");
        assertThat(xb.last()).startsWith("move ");
    }

    @Test
    void variantCommandAcceptsNormalAndRejectsUnknown() {
        xb.feed("variant normal", "variant nosuchgame");
        assertThat(xb.lines()).hasSize(1);
        assertThat(xb.last()).startsWith("Error (unsupported variant");
    }

    @Test
    void malformedCommandsGetErrors() {
        xb.feed("level 40", "time x", "st -1", "sd", "memory 0", "usermove", "foo bar");
        assertThat(xb.lines()).hasSize(7).allMatch(l -> l.startsWith("Error ("));
    }

    @Test
    void resultEndsThinkingAndEntersForceMode() {
        xb.feed("new", "nopost", "result 1-0 {White resigns}", "usermove e2e4");
        assertThat(xb.lines()).isEmpty();
    }

    @Test
    void quitReturnsFalse() {
        assertThat(xb.adapter.handle("quit")).isFalse();
    }

    @Test
    void pingWhileThinkingIsAnsweredAfterTheMove() {
        xb.feed("new", "nopost", "force", "usermove e2e4", "st 1");
        xb.send("go").send("ping 5");
        xb.adapter.awaitSearch();
        assertThat(xb.lines()).hasSize(2);
        assertThat(xb.lines().get(0)).startsWith("move ");
        assertThat(xb.lines().get(1)).isEqualTo("pong 5");
    }

    @Test
    void moveNowStopsTheSearchAndPlays() {
        xb.feed("new", "nopost", "force", "usermove e2e4", "st 100");
        xb.send("go").send("?");
        assertThat(xb.lines()).hasSize(1);
        assertThat(xb.last()).startsWith("move ");
    }
}
