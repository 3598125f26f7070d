package org.heterodox.rules.toy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.heterodox.rules.Game;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A game registered by a test alone is found, built, played and recorded like the built-in ones. */
class PawnRaceRulesTest {

    @BeforeAll
    static void register() {
        Variants.register(PawnRaceVariant.DEFINITION);
    }

    @AfterAll
    static void unregister() {
        Variants.unregister(PawnRaceVariant.DEFINITION);
    }

    @Test
    void theRegistryKnowsTheRegisteredGame() throws Exception {
        assertThat(Variants.all()).contains(PawnRaceVariant.DEFINITION);
        assertThat(Variants.builtIn()).doesNotContain(PawnRaceVariant.DEFINITION);
        assertThat(Variants.names()).contains("pawnrace");
        assertThat(Variants.fromTag("Pawn Race").spec()).isEqualTo("pawnrace");
        Variant crowded = Variants.of("pawnrace:crowded");
        assertThat(crowded.startFen()).startsWith("1n2k1n1/");
        assertThat(Variants.definitionOf(crowded)).isSameAs(PawnRaceVariant.DEFINITION);
        assertThatThrownBy(() -> Variants.of("pawnrace:fast")).isInstanceOf(FormatException.class)
                .hasMessageContaining("valid options: crowded");
    }

    @Test
    void theGameDescribesItself() throws Exception {
        GameDescription d = Variants.of("pawnrace").description();
        assertThat(d.castling()).isFalse();
        assertThat(d.enPassant()).isTrue();
        assertThat(d.hasHands()).isFalse();
        assertThat(d.startFen()).isEqualTo(PawnRaceVariant.START);
        assertThat(d.recordNotation()).isEqualTo("san");
    }

    @Test
    void aGamePlaysToItsEndAndSurvivesItsRecord() throws Exception {
        Variant variant = Variants.of("pawnrace");
        Position position = variant.startPosition();
        MoveList moves = new MoveList();
        position.generate(moves);
        assertThat(moves.size()).isEqualTo(16 + 2); // each pawn one or two steps, the king to d1 or f1
        Game game = new Game(variant, variant.startFen());
        for (int ply = 0; ply < 300 && !game.position().outcome().isOver(); ply++) {
            game.position().generate(moves);
            game.play(moves.get((ply * 7) % moves.size()));
        }
        assertThat(game.ply()).isGreaterThan(10);
        String pgn = new PgnWriter().write(game);
        assertThat(pgn).contains("[Variant \"pawnrace\"]");
        List<Game> read = PgnReader.readAll(pgn);
        assertThat(read).hasSize(1);
        assertThat(read.get(0).position().toFen()).isEqualTo(game.position().toFen());
    }
}
