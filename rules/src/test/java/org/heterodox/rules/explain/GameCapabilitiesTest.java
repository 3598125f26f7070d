package org.heterodox.rules.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.MoveNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a layer may ask of any game without knowing it: whether and how it explains its moves, and the
 * table of a turn split into decisions. Each answer agrees with the game's description and its moves.
 */
class GameCapabilitiesTest {

    static Stream<String> everyGameAndOption() {
        return Variants.all().stream().flatMap(game -> Stream.concat(Stream.of(game.name()),
                game.options().stream().map(option -> game.name() + ":" + option)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void aGameExplainsItsMovesExactlyWhenItsDescriptionSaysSo(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        assertThat(variant.moveExplainer().isPresent()).isEqualTo(variant.description().explainsMoves());
        variant.moveExplainer().ifPresent(explainer ->
                assertThat(variant.notationNames()).as("explanations are written in the game's notations")
                        .containsAll(explainer.notations()));
    }

    /** The explained moves that are legal are the game's legal moves, in every position of random games. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void theLegalExplainedMovesAreTheLegalMoves(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        if (variant.moveExplainer().isEmpty()) {
            return;
        }
        MoveExplainer explainer = variant.moveExplainer().get();
        Random random = new Random(spec.hashCode());
        MoveList legal = new MoveList();
        for (int g = 0; g < 2; g++) {
            Position position = variant.startPosition();
            for (int ply = 0; ply < 30; ply++) {
                position.generate(legal);
                for (String notation : explainer.notations()) {
                    List<ExplainedMove> explained = explainer.explain(position, notation);
                    Set<Integer> legalExplained = new HashSet<>();
                    for (ExplainedMove e : explained) {
                        assertThat(e.writings()).containsOnlyKeys(explainer.notations());
                        assertThat(e.machine()).isEqualTo(variant.machineNotation().format(position, e.move()));
                        if (e.legal()) {
                            legalExplained.add(e.move());
                        }
                    }
                    assertThat(legalExplained).as("%s %s", spec, position.toFen()).isEqualTo(asSet(legal));
                }
                if (legal.isEmpty()) {
                    break;
                }
                position.make(legal.get(random.nextInt(legal.size())));
            }
        }
    }

    @Test
    void uChessExplainsInEnglishOrLatinAndNothingElse() throws Exception {
        Variant uchess = Variants.of("uchess");
        MoveExplainer explainer = uchess.moveExplainer().orElseThrow();
        assertThat(explainer.notations()).containsExactly("descriptive", "latin");
        assertThat(explainer.notationNamed("LATIN")).isEqualTo("latin");
        assertThat(explainer.notationNamed("san")).isNull();
        Position start = uchess.startPosition();
        ExplainedMove latin = find(explainer.explain(start, "Latin"), "b1c3");
        assertThat(latin.status()).isEqualTo(MoveStatus.AMBIGUOUS);
        assertThat(latin.longAlgebraic()).isEqualTo("Cb1-c3");
        assertThat(latin.writings()).containsEntry("descriptive", "N-B3").containsEntry("latin", "C3A");
        assertThat(latin.reason()).isEqualTo("C3A also denotes Cg1-f3");
        assertThat(latin.sameWriting()).extracting(UciNotation::write).containsExactly("g1f3");
        assertThat(find(explainer.explain(start, "descriptive"), "b1c3").reason()).isEqualTo("N-B3 also denotes Ng1-f3");
        assertThatThrownBy(() -> explainer.explain(start, "san")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("descriptive or latin, not san");
        assertThatThrownBy(() -> explainer.explain(Variants.of("chess").startPosition(), "descriptive"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void aTurnOfOneDecisionHasNoDecisionTable(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        if (variant.description().decidesTwice()) {
            return;
        }
        Random random = new Random(spec.hashCode() * 3L);
        Position position = variant.startPosition();
        MoveList legal = new MoveList();
        for (int ply = 0; ply < 40; ply++) {
            assertThat(position.decisionTable()).isEmpty();
            position.generate(legal);
            if (legal.isEmpty()) {
                break;
            }
            position.make(legal.get(random.nextInt(legal.size())));
        }
    }

    /**
     * Where a turn is two decisions, the table's rows are the first decisions open (one per announcement
     * while announcing, the pending one while choosing) and together hold every whole move, in the record
     * notation.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void aTurnOfTwoDecisionsListsEachFirstDecisionWithItsMoves(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        if (!variant.description().decidesTwice()) {
            return;
        }
        MoveNotation record = variant.notations().get(0);
        Random random = new Random(spec.hashCode() * 5L);
        MoveList decisions = new MoveList();
        MoveList played = new MoveList();
        for (int g = 0; g < 4; g++) {
            Position position = variant.startPosition();
            for (int ply = 0; ply < 80; ply++) {
                position.generate(decisions);
                List<TurnDecision> table = position.decisionTable();
                List<String> inTable = new ArrayList<>();
                table.forEach(row -> inTable.addAll(row.moves()));
                if (!decisions.isEmpty() && !Move.isAnnouncement(decisions.get(0))) {
                    // The choice among the pending announcement's candidates: each decision is one whole move.
                    List<String> choices = new ArrayList<>();
                    for (int i = 0; i < decisions.size(); i++) {
                        choices.add(record.format(position, decisions.get(i)));
                    }
                    assertThat(table).hasSize(1);
                    assertThat(inTable).containsExactlyInAnyOrderElementsOf(choices);
                } else {
                    assertThat(table).as("%s: a row per announcement", position.toFen()).hasSize(decisions.size());
                    position.generatePlayed(played);
                    List<String> whole = new ArrayList<>();
                    for (int i = 0; i < played.size(); i++) {
                        whole.add(record.format(position, played.get(i)));
                    }
                    assertThat(inTable).as(position.toFen()).containsExactlyInAnyOrderElementsOf(whole);
                }
                if (decisions.isEmpty()) {
                    assertThat(table).isEmpty();
                    break;
                }
                position.make(decisions.get(random.nextInt(decisions.size())));
            }
        }
    }

    private static Set<Integer> asSet(MoveList moves) {
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < moves.size(); i++) {
            set.add(moves.get(i));
        }
        return set;
    }

    private static ExplainedMove find(List<ExplainedMove> explained, String machine) {
        return explained.stream().filter(e -> e.machine().equals(machine)).findFirst().orElseThrow();
    }
}
