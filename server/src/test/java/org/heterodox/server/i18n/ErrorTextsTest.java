package org.heterodox.server.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class ErrorTextsTest {
    @Test
    void translatesAMessageThatMatchesAPatternWithWhatItNames() {
        assertThat(ErrorTexts.translate("it is not your turn: first is to move", Locale.ITALIAN))
                .isEqualTo("non tocca a te: ha il tratto il primo giocatore");
        assertThat(ErrorTexts.translate("the game has 3 moves, not 2", Locale.ITALIAN))
                .isEqualTo("la partita ha 3 mosse, non 2");
    }

    @Test
    void translatesWhatFillsAPlaceholderInTurn() {
        assertThat(ErrorTexts.translate("bad start position: FEN is illegal: there is no black king in the placement field",
                Locale.ITALIAN)).isEqualTo("posizione iniziale errata: FEN non valida: non c'è il Re nero nella disposizione");
        assertThat(ErrorTexts.translate("FEN is illegal: there are 2 white kings", Locale.ITALIAN))
                .isEqualTo("FEN non valida: ci sono 2 Re bianchi");
    }

    @Test
    void translatesWhyATypedMoveCannotBeRead() {
        assertThat(ErrorTexts.translate("'N-B3' is ambiguous: it denotes Nb1-c3 and Ng1-f3; notations tried: descriptive, latin, san, uci",
                Locale.ITALIAN)).isEqualTo("'N-B3' è ambigua: indica Nb1-c3 e Ng1-f3; notazioni provate: descriptive, latin, san, uci");
        assertThat(ErrorTexts.translate("no such move: 'P-K5' denotes no move in this position; notations tried: descriptive, latin",
                Locale.ITALIAN)).isEqualTo("mossa inesistente: 'P-K5' non indica alcuna mossa in questa posizione;"
                + " notazioni provate: descriptive, latin");
        assertThat(ErrorTexts.translate("illegal move 'e5' in position 8/8/8/8/8/8/8/K6k w - - 0 1; notations tried: san, uci",
                Locale.ITALIAN)).isEqualTo("mossa illegale 'e5' nella posizione 8/8/8/8/8/8/8/K6k w - - 0 1; notazioni provate: san, uci");
    }

    @Test
    void leavesEnglishAndUnknownMessagesAsTheyAre() {
        assertThat(ErrorTexts.translate("it is not your turn: White is to move", Locale.ENGLISH))
                .isEqualTo("it is not your turn: White is to move");
        assertThat(ErrorTexts.translate("a message no pattern knows", Locale.ITALIAN)).isEqualTo("a message no pattern knows");
        assertThat(ErrorTexts.translate(null, Locale.ITALIAN)).isNull();
    }

    @Test
    void keepsPlaceholderLookalikesInWhatAMessageNames() {
        assertThat(ErrorTexts.translate("no game '{0}$1'", Locale.ITALIAN)).isEqualTo("nessuna partita '{0}$1'");
    }
}
