package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** XBoard transcripts of the drop games: variant names and setup, drops, holdings, setboard, and shogi's coordinates. */
class XboardDropGamesTest {
    private static final String CHESS_MOVE = "move ([a-h][1-8][a-h][1-8][qrbn]?|[PNBRQK]@[a-h][1-8])";
    private static final String SHOGI_MOVE = "move ([a-i][1-9][a-i][1-9]\\+?|[PLNSGBRK]@[a-i][1-9])";
    private final Transcript xb = new Transcript(XboardProtocol::new);

    @Test
    void variantsUseXboardNamesWhereTheyExist() {
        xb.feed("protover 2");
        assertThat(xb.last()).contains("variants=\"normal,").contains(",shogi,").contains(",unashogi")
                .contains(",unachess,").contains(",parachute,");
    }

    @Test
    void dropGamesXboardDoesNotKnowAreDescribedBySetup() {
        xb.feed("variant unachess");
        assertThat(xb.lines()).containsExactly("setup (PNBRQ................Kpnbrq................k) 8x8+6_crazyhouse "
                + "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1");
        xb.clear();
        xb.feed("variant unashogi");
        assertThat(xb.lines()).containsExactly("setup (PNBRLS...G.++++++Kpnbrls...g.++++++k) 9x9+8_shogi "
                + "9/9/9/9/9/9/9/9/9[KRBGGSSNNLLPPPPPPPPPkrbggssnnllppppppppp] w - - 0 1");
        xb.clear();
        xb.feed("variant shogi", "variant normal", "variant uchess");
        assertThat(xb.lines()).isEmpty();
    }

    @Test
    void unachessDropsAreReadAndWrittenAsPieceAtSquare() {
        xb.feed("new", "variant parachute", "force", "usermove K@e1", "usermove k@e8", "sd 2", "nopost", "go");
        assertThat(xb.lines()).hasSize(2);
        assertThat(xb.last()).matches(CHESS_MOVE);
    }

    @Test
    void matchingHoldingsAreAcceptedSilently() {
        xb.feed("new", "variant unachess", "force", "usermove K@e1", "holding [QRRBBNNPPPPPPPP] [KQRRBBNNPPPPPPPP]",
                "usermove Q@d5", "holding [QRRBBNNPPPPPPPP] [KRRBBNNPPPPPPPP] -Q");
        assertThat(xb.lines()).hasSize(1);
    }

    @Test
    void differingHoldingsAreAdoptedAsTheNewPosition() {
        xb.feed("new", "variant unachess", "force", "holding [K] [K]", "usermove Q@d1");
        assertThat(xb.lines()).containsExactly(xb.lines().get(0), "Illegal move: Q@d1");
        xb.clear();
        xb.feed("usermove K@e1", "usermove K@e8", "sd 1", "nopost", "go");
        // Nothing is left in hand: the game is drawn or goes on with king moves only.
        assertThat(xb.lines()).allMatch(l -> l.matches("move [a-h][1-8][a-h][1-8]") || l.startsWith("1/2-1/2"));
    }

    @Test
    void holdingIsRefusedInGamesWithoutHandsAndWhenMalformed() {
        xb.feed("new", "holding [Q] []");
        assertThat(xb.lines()).containsExactly("Error (chess has no pieces in hand): holding [Q] []");
        xb.clear();
        xb.feed("variant unachess", "holding Q");
        assertThat(xb.lines()).hasSize(3);
        assertThat(xb.lines().get(1)).startsWith("tellusererror Illegal holdings: holding needs [WHITE] [BLACK]");
        assertThat(xb.lines().get(2)).isEqualTo("Error (illegal holdings): holding Q");
    }

    @Test
    void setboardTakesBracketedHoldingsAndAnEmptyOne() {
        xb.feed("new", "variant unachess", "force",
                "setboard 8/8/8/3q4/8/8/8/4K3[QRRBBNNPPPPPPPPkrrbbnnpppppppp] w - - 0 2", "usermove Q@d1");
        assertThat(xb.lines()).hasSize(1);
        xb.clear();
        xb.feed("variant unachess2", "force", "setboard 4k3/8/8/8/8/8/8/3QK3[-] b - - 0 1", "usermove e8d8");
        assertThat(xb.lines()).hasSize(2).endsWith("Illegal move: e8d8");
    }

    @Test
    void shogiUsesXboardCoordinatesAndDrops() {
        // 7g7f 3c3d 8h2b+ 3a2b, then Sente drops the bishop it took on 5e (XBoard: e5).
        xb.feed("new", "variant shogi", "force", "usermove c3c4", "usermove g7g6", "usermove b2h8+", "usermove g9h8",
                "usermove B@e5");
        assertThat(xb.lines()).isEmpty();
        xb.feed("usermove 7g7f");
        assertThat(xb.lines()).containsExactly("Illegal move: 7g7f");
        xb.clear();
        xb.feed("sd 2", "nopost", "go");
        assertThat(xb.last()).matches(SHOGI_MOVE);
    }

    @Test
    void shogiSetboardReadsXboardFenWithHands() {
        xb.feed("new", "variant shogi", "force", "setboard 4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1", "sd 2", "nopost", "go");
        // G*5b (XBoard G@e8) mates.
        assertThat(xb.lines()).containsExactly("move G@e8", "1-0 {checkmate}");
    }

    @Test
    void unashogiPlacesKingsFromHand() {
        xb.feed("new", "variant unashogi", "force", "usermove K@e1", "usermove K@e9",
                "holding [RBGGSSNNLLPPPPPPPPP] [RBGGSSNNLLPPPPPPPPP]", "sd 1", "nopost", "go");
        assertThat(xb.lines()).hasSize(2);
        assertThat(xb.last()).matches(SHOGI_MOVE);
    }

    @Test
    void thinkingLinesUseTheGamesXboardNotation() {
        xb.feed("new", "variant shogi", "sd 2", "post", "usermove c3c4");
        assertThat(xb.lines()).anyMatch(l -> l.matches("2 -?\\d+ \\d+ \\d+ [a-i][1-9][a-i][1-9]\\+?.*"));
    }
}
