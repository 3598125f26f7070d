package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** UCI move strings for orthodox chess. */
class UciNotationTest {
    private final Variant chess = new ChessVariant();
    private final UciNotation uci = UciNotation.INSTANCE;

    @Test
    void castlingIsWrittenAsTheKingsTwoSquareStep() throws FormatException {
        Position position = chess.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        int castle = uci.parse(position, "e1g1");
        assertThat(Move.isCastle(castle)).isTrue();
        assertThat(uci.format(position, uci.parse(position, "e1c1"))).isEqualTo("e1c1");
    }

    @Test
    void promotionIsWrittenWithALowerCaseLetterAndReadInEitherCase() throws FormatException {
        Position position = chess.fromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        int move = uci.parse(position, "b7b8N");
        assertThat(Move.promotion(move)).isEqualTo(Piece.KNIGHT);
        assertThat(uci.format(position, move)).isEqualTo("b7b8n");
    }

    @Test
    void enPassantIsAnOrdinaryFromToPair() throws FormatException {
        Position position = chess.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertThat(Move.isEnPassant(uci.parse(position, "e5d6"))).isTrue();
    }

    @Test
    void illegalAndMalformedMovesAreRejected() throws FormatException {
        Position start = chess.startPosition();
        assertThatThrownBy(() -> uci.parse(start, "e2e5")).isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'e2e5'");
        assertThatThrownBy(() -> uci.parse(start, "e7e5")).isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'e7e5'");
        assertThatThrownBy(() -> uci.parse(start, "e2e4q")).isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move");
        assertThatThrownBy(() -> uci.parse(start, "e9e4")).isInstanceOf(FormatException.class)
                .hasMessageContaining("not a UCI move");
        assertThatThrownBy(() -> uci.parse(start, null)).isInstanceOf(FormatException.class);
    }
}
