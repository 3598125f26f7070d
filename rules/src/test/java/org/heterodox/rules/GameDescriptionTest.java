package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each game's description agrees with the game itself, and says what sets each game apart. */
class GameDescriptionTest {

    static List<String> specs() {
        List<String> specs = new ArrayList<>();
        for (GameDefinition game : Variants.builtIn()) {
            specs.add(game.name());
            game.options().forEach(option -> specs.add(game.name() + ":" + option));
        }
        return specs;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void theDescriptionAgreesWithTheGame(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        GameDescription d = variant.description();
        assertThat(d.startFen()).isEqualTo(variant.startFen());
        assertThat(d.notations()).isEqualTo(variant.notationNames());
        assertThat(d.recordNotation()).isEqualTo(variant.notations().get(0).name());
        assertThat(d.machineNotation()).isEqualTo(variant.machineNotation().name());
        String placement = d.startFen().split(" ")[0].replaceAll("\\[.*]", "");
        assertThat(placement.split("/")).hasSize(d.geometry().ranks());
        assertThat(d.emptyFen().split(" ")[0].replaceAll("\\[.*]", "").split("/")).hasSize(d.geometry().ranks());
        List<String> letters = d.pieces().stream().map(PieceKind::letter).toList();
        assertThat(letters).containsAll(d.holdable());
        // A game whose start has pieces in hand says it has hands.
        boolean startHasHands = d.startFen().contains("[") || !d.startFen().split(" ")[2].equals("-")
                && d.pieceSet() == PieceSet.SHOGI_SET;
        if (startHasHands) {
            assertThat(d.hasHands()).isTrue();
        }
    }

    @Test
    void everyOptionIsDescribed() {
        for (GameDefinition game : Variants.builtIn()) {
            for (GameOption option : game.optionDescriptions()) {
                assertThat(option.description()).as(game.name() + ":" + option.name()).isNotBlank();
            }
        }
    }

    @Test
    void theGamesDifferWhereTheyShould() throws Exception {
        assertThat(describe("chess").castling()).isTrue();
        assertThat(describe("chess").hasHands()).isFalse();
        assertThat(describe("chess").promotion()).isEqualTo(Promotion.CHESS);
        assertThat(describe("unachess").holdable()).containsExactly("K", "Q", "R", "B", "N", "P");
        assertThat(describe("unachess").castling()).isTrue();
        assertThat(describe("unachess").enPassant()).isTrue();
        assertThat(describe("unachess:no-castling").castling()).isFalse();
        assertThat(describe("unachess:no-double-step").enPassant()).isFalse();
        assertThat(describe("unachess2").castling()).isFalse();
        assertThat(describe("parachute").enPassant()).isFalse();
        assertThat(describe("ambiguous").decisionPhases()).containsExactly(DecisionPhase.ANNOUNCE, DecisionPhase.CHOOSE);
        assertThat(describe("ambiguous").decidesTwice()).isTrue();
        assertThat(describe("ambiguous").numbersEveryPly()).isTrue();
        assertThat(describe("ambiguous").castling()).isFalse();
        assertThat(describe("alice").geometry().boards()).isEqualTo(2);
        assertThat(describe("uchess").explainsMoves()).isTrue();
        assertThat(describe("uchess").recordNotation()).isEqualTo("descriptive");
        assertThat(describe("chess").explainsMoves()).isFalse();
        assertThat(describe("shogi").pieceSet()).isEqualTo(PieceSet.SHOGI_SET);
        assertThat(describe("shogi").geometry()).isEqualTo(BoardGeometry.NINE_BY_NINE);
        assertThat(describe("shogi").holdable()).doesNotContain("K").contains("R", "P");
        assertThat(describe("unashogi").holdable()).contains("K");
        assertThat(describe("shogi").promotion()).isEqualTo(Promotion.SHOGI);
        assertThat(describe("shogi").machineNotation()).isEqualTo("usi");
        assertThat(describe("shogi").numbersEveryPly()).isTrue();
        assertThat(describe("chess").numbersEveryPly()).isFalse();
    }

    private static GameDescription describe(String spec) throws Exception {
        return Variants.of(spec).description();
    }
}
