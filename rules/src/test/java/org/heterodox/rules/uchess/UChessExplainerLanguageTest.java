package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** The explanation of U-Chess moves in the language asked for: its reasons name moves in that language. */
class UChessExplainerLanguageTest {

    private static MoveExplanation of(List<MoveExplanation> explanations, String uci) {
        return explanations.stream().filter(e -> e.uci().equals(uci)).findFirst().orElseThrow();
    }

    @Test
    void latinReasonsWriteTheMovesInLatinAndEnglishOnesInEnglish() throws FormatException {
        Position start = Variants.of("uchess").startPosition();
        MoveExplanation latin = of(UChessExplainer.explain(start, DescriptiveLanguage.LATIN), "b1c3");
        assertThat(latin.reason()).isEqualTo("C3A also denotes Cg1-f3");
        assertThat(latin.longAlgebraic()).isEqualTo("Cb1-c3");
        MoveExplanation english = of(UChessExplainer.explain(start), "b1c3");
        assertThat(english.reason()).isEqualTo("N-B3 also denotes Ng1-f3");
        assertThat(english.longAlgebraic()).isEqualTo("Nb1-c3");
        assertThat(english.writing()).isEqualTo(latin.writing()).isEqualTo("N-B3");
    }

    @Test
    void latinLongAlgebraicUsesItalianLettersAndCastlingSigns() {
        int castle = Move.of(4, 6, Piece.KING, 0, 0, Move.KIND_CASTLE);
        assertThat(Writings.longAlgebraic(castle, DescriptiveLanguage.LATIN)).isEqualTo("0-0");
        assertThat(Writings.longAlgebraic(castle)).isEqualTo("O-O");
        int promotion = Move.of(49, 57, Piece.PAWN, 0, Piece.QUEEN, Move.KIND_PROMOTE);
        assertThat(Writings.longAlgebraic(promotion, DescriptiveLanguage.LATIN)).isEqualTo("b7-b8=D");
    }
}
