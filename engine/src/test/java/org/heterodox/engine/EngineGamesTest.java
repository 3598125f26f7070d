package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.heterodox.engine.protocol.XboardGames;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.ambiguous.AmbiguousVariant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.shogi.ShogiVariant;
import org.junit.jupiter.api.Test;

/** The engine registry has a complete entry of its own for every game the rules registry holds. */
class EngineGamesTest {

    @Test
    void everyGameHasACompleteEntryOfItsOwn() throws Exception {
        Set<String> xboardNames = new HashSet<>();
        for (GameDefinition game : Variants.all()) {
            assertThat(EngineGames.hasOwnEntry(game)).as(game.name()).isTrue();
            EngineGame entry = EngineGames.of(game);
            Variant standard = game.standard();
            assertThat(entry.evaluator().get()).as(game.name()).isNotNull();
            assertThat(entry.evaluator().get()).as("a fresh evaluator for each searcher").isNotSameAs(entry.evaluator().get());
            assertThat(entry.xboardName()).as(game.name()).isNotBlank();
            assertThat(xboardNames.add(entry.xboardName())).as("XBoard name of " + game.name() + " is unique").isTrue();
            assertThat(XboardGames.spec(entry.xboardName())).isEqualTo(game.name());
            assertThat(entry.decidesTwice()).as(game.name()).isEqualTo(standard.description().decidesTwice());
            // USI carries exactly the games played with shogi pieces, in the USI machine notation.
            boolean shogiSet = standard.description().pieceSet() == PieceSet.SHOGI_SET;
            assertThat(entry.protocol() == MachineProtocol.USI).as(game.name()).isEqualTo(shogiSet);
            assertThat(standard.description().machineNotation()).isEqualTo(shogiSet ? "usi" : "uci");
            // The evaluator judges the game's own positions.
            assertThat(Evaluators.forPosition(standard.startPosition()).getClass()).isEqualTo(entry.evaluator().get().getClass());
        }
    }

    @Test
    void onlyOrthodoxChessTriesNullMovesOnlyAmbiguousChessDecidesTwiceAndOnlyTheGamesXboardKnowsNeedNoSetupLine() {
        for (GameDefinition game : Variants.all()) {
            EngineGame entry = EngineGames.of(game);
            assertThat(entry.nullMove()).as(game.name()).isEqualTo(game == ChessVariant.DEFINITION);
            assertThat(entry.decidesTwice()).as(game.name()).isEqualTo(game == AmbiguousVariant.DEFINITION);
            assertThat(entry.xboardKnowsIt()).as(game.name())
                    .isEqualTo(game == ChessVariant.DEFINITION || game == ShogiVariant.SHOGI);
        }
        assertThat(EngineGames.of(ChessVariant.DEFINITION).xboardName()).isEqualTo("normal");
    }
}
