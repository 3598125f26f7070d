package org.heterodox.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.engine.EngineGame;
import org.heterodox.engine.EngineGames;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

class WeightsTest {
    @Test
    void aTableReadsVectorsScalarsAndContinuationLines() throws FormatException {
        Weights weights = Weights.parse("""
                # a comment
                value 0 100 -320   # trailing comment
                pst 1 2
                    3 4
                tempo +10
                """);
        assertThat(weights.names()).containsExactly("value", "pst", "tempo");
        assertThat(weights.vector("value", 3)).containsExactly(0, 100, -320);
        assertThat(weights.vector("pst", 4)).containsExactly(1, 2, 3, 4);
        assertThat(weights.scalar("tempo")).isEqualTo(10);
        assertThat(weights.size()).isEqualTo(8);
        assertThat(weights.flatten()).containsExactly(0, 100, -320, 1, 2, 3, 4, 10);
        assertThat(weights.label(0)).isEqualTo("value[0]");
        assertThat(weights.label(7)).isEqualTo("tempo");
    }

    @Test
    void withReplacesValuesInTableOrderAndFormatReadsBack() throws FormatException {
        Weights weights = Weights.parse("a 1 2\nb 3\n");
        Weights changed = weights.with(new int[] {7, 8, 9});
        assertThat(changed.vector("a", 2)).containsExactly(7, 8);
        assertThat(weights.vector("a", 2)).containsExactly(1, 2);
        String text = changed.format(List.of("header"));
        assertThat(text).startsWith("# header\n");
        assertThat(Weights.parse(text).flatten()).containsExactly(7, 8, 9);
        assertThatThrownBy(() -> weights.with(new int[2])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sixtyFourValuesAreWrittenARankALine() throws FormatException {
        Map<String, int[]> vectors = new LinkedHashMap<>();
        int[] table = new int[64];
        for (int i = 0; i < 64; i++) {
            table[i] = i;
        }
        vectors.put("pst", table);
        String text = Weights.of(vectors).format(List.of());
        assertThat(text.split("\n")).hasSize(8);
        assertThat(Weights.parse(text).vector("pst", 64)).containsExactly(table);
    }

    @Test
    void badTablesAreRefusedNamingTheLine() {
        assertThatThrownBy(() -> Weights.parse("value 1 x\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("line 1").hasMessageContaining("'x' is not an integer");
        assertThatThrownBy(() -> Weights.parse("a 1\na 2\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("line 2").hasMessageContaining("a is given twice");
        assertThatThrownBy(() -> Weights.parse("  1 2\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("values before any vector name");
        assertThatThrownBy(() -> Weights.parse("9lives 1\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("bad vector name");
        assertThatThrownBy(() -> Weights.parse("empty\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("empty has no values");
        assertThatThrownBy(() -> Weights.parse("big 12345678901\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("at most 9 digits");
    }

    @Test
    void aMissingOrMisSizedVectorIsNamed() throws FormatException {
        Weights weights = Weights.parse("value 1 2\n");
        assertThatThrownBy(() -> weights.vector("tempo", 1)).hasMessageContaining("lack the vector tempo");
        assertThatThrownBy(() -> weights.vector("value", 7)).hasMessageContaining("value has 2 values, not 7");
        assertThatThrownBy(() -> new ChessEvaluator(weights)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("value.mg");
    }

    @Test
    void everyBuiltInGameReadsItsOwnShippedTable() {
        for (GameDefinition game : Variants.builtIn()) {
            EngineGame entry = EngineGames.of(game);
            assertThat(entry.tunable()).as(game.name()).isTrue();
            assertThat(entry.weightsTable()).isEqualTo(game.name());
            Weights shipped = Weights.builtIn(entry.weightsTable());
            assertThat(entry.evaluation().apply(shipped).evaluate(game.standard().startPosition()))
                    .as(game.name()).isBetween(-300, 300);
        }
    }
}
