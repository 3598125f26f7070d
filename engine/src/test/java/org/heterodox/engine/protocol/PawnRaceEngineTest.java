package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.engine.Engine;
import org.heterodox.engine.EngineGames;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.toy.PawnRaceVariant;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A game only a test registered is searched and played over the protocols without any engine code knowing it. */
class PawnRaceEngineTest {

    @BeforeAll
    static void register() {
        Variants.register(PawnRaceVariant.DEFINITION);
    }

    @AfterAll
    static void unregister() {
        Variants.unregister(PawnRaceVariant.DEFINITION);
    }

    @Test
    void theSearchReturnsALegalMove() throws Exception {
        Position position = Variants.of(PawnRaceVariant.NAME).startPosition();
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(4), SearchListener.NONE);
        MoveList legal = new MoveList();
        position.generate(legal);
        assertThat(result.hasMove()).isTrue();
        assertThat(legal.contains(result.bestMove())).isTrue();
    }

    @Test
    void theGameGetsAGenericEntry() {
        assertThat(EngineGames.hasOwnEntry(PawnRaceVariant.DEFINITION)).isFalse();
        assertThat(EngineGames.of(PawnRaceVariant.DEFINITION).xboardName()).isEqualTo(PawnRaceVariant.NAME);
        assertThat(EngineGames.of(PawnRaceVariant.DEFINITION).decidesTwice()).isFalse();
    }

    @Test
    void uciAndXboardOfferAndPlayIt() {
        Transcript uci = new Transcript(UciProtocol::new);
        uci.feed("uci");
        assertThat(uci.lines()).anyMatch(l -> l.startsWith("option name UCI_Variant") && l.contains(" var pawnrace"));
        uci.feed("setoption name UCI_Variant value pawnrace:crowded", "position startpos moves e2e4", "go depth 3");
        assertThat(uci.last()).matches("bestmove [a-h][1-8][a-h][1-8].*");

        Transcript xb = new Transcript(XboardProtocol::new);
        xb.feed("xboard", "protover 2");
        assertThat(xb.lines()).anyMatch(l -> l.contains("variants=\"") && l.contains(",pawnrace"));
        xb.feed("new", "variant pawnrace", "sd 2", "usermove e2e4");
        assertThat(xb.last()).matches("move [a-h][1-8][a-h][1-8]");
    }
}
