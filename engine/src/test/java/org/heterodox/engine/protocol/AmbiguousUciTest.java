package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ambiguous Chess over UCI and XBoard (docs/engine.md): a GUI sends announcements as bare squares and played
 * or chosen moves as UCI moves in {@code position ... moves}; {@code go} answers a square when the
 * engine must announce and a candidate move when it must choose for the opponent.
 */
class AmbiguousUciTest {
    private final Transcript uci = new Transcript(UciProtocol::new);

    @Test
    void announcingEngineAnswersASquare() {
        uci.feed("setoption name UCI_Variant value ambiguous", "ucinewgame", "position startpos", "go depth 2");
        assertThat(uci.starting("info string")).isEmpty();
        assertThat(uci.last()).matches("bestmove [a-h][1-8]( ponder .*)?");
    }

    @Test
    void choosingEngineAnswersACandidateOfThePendingAnnouncement() {
        // White announced a3: the pawn a2-a3 and the knight b1-a3 both reach it; Black chooses.
        uci.feed("setoption name UCI_Variant value ambiguous", "position startpos moves a3", "go depth 2");
        assertThat(uci.last()).matches("bestmove (a2a3|b1a3)( ponder .*)?");
    }

    @Test
    void chooserGivesTheAnnouncerTheWeakestPromotion() {
        // Announcing a8 leaves Black to pick the promotion piece: a knight or bishop cannot win.
        uci.feed("setoption name UCI_Variant value ambiguous", "position fen 7k/P7/8/8/8/8/8/K7 w - - 0 1 moves a8",
                "go depth 4");
        assertThat(uci.last()).matches("bestmove (a7a8n|a7a8b)( ponder .*)?");
    }

    @Test
    void announcementsChoicesAndPlayedMovesMixInOneMoveList() {
        // a3 is ambiguous (Black chooses b1a3); e5 is Black's unambiguous announcement; White then plays d2d4 directly.
        uci.feed("setoption name UCI_Variant value ambiguous", "position startpos moves a3 b1a3 e5 d2d4", "d");
        assertThat(uci.last()).startsWith("info string fen rnbqkbnr/pppp1ppp/8/4p3/3P4/N7/PPP1PPPP/R1BQKBNR b ");
    }

    @Test
    void xboardCarriesTheSameDecisions() {
        Transcript xb = new Transcript(XboardProtocol::new);
        xb.feed("new", "variant ambiguous", "sd 2", "nopost", "usermove a3");
        // The engine (Black) chooses White's move, then announces its own square at once.
        xb.adapter.awaitSearch();
        List<String> moves = xb.starting("move ");
        assertThat(moves).hasSize(2);
        assertThat(moves.get(0)).matches("move (a2a3|b1a3)");
        assertThat(moves.get(1)).matches("move [a-h][1-8]");
        assertThat(xb.starting("Error")).isEmpty();
        assertThat(xb.starting("Illegal")).isEmpty();
    }

    @Test
    void wrongDecisionsAreRefusedAndThePositionKept() {
        uci.feed("setoption name UCI_Variant value ambiguous", "position startpos moves a3", "d");
        String pending = uci.last();
        uci.feed("position startpos moves a3 e5", "position startpos moves a3 b1c3", "position startpos moves e5", "d");
        assertThat(uci.starting("info string error")).hasSize(3);
        assertThat(uci.last()).isEqualTo(pending);
    }
}
