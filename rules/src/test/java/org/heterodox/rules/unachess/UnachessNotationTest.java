package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.unachess.UnachessTesting.play;
import static org.heterodox.rules.unachess.UnachessTesting.position;
import static org.heterodox.rules.unachess.UnachessTesting.start;

import org.heterodox.rules.Move;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** Drops in SAN and UCI, the diagram with hands, and the registry entries with their PGN tag names. */
class UnachessNotationTest {
    private static final int QUEEN_TO_B2 = Move.drop(Squares.parse("b2"), Piece.QUEEN);

    @Test
    void dropsAreWrittenWithAnAtSign() throws Exception {
        UnachessPosition p = start("unachess");
        assertThat(SanNotation.INSTANCE.format(p, QUEEN_TO_B2)).isEqualTo("Q@b2");
        assertThat(UciNotation.INSTANCE.format(p, QUEEN_TO_B2)).isEqualTo("Q@b2");
        assertThat(SanNotation.INSTANCE.format(p, Move.drop(Squares.parse("e4"), Piece.PAWN))).isEqualTo("P@e4");
    }

    @Test
    void dropsAreReadWithAtSignOrTheInventorsAsterisk() throws Exception {
        UnachessPosition p = start("unachess");
        for (String text : new String[] {"Q@b2", "Q*b2"}) {
            assertThat(SanNotation.INSTANCE.parse(p, text)).isEqualTo(QUEEN_TO_B2);
            assertThat(UciNotation.INSTANCE.parse(p, text)).isEqualTo(QUEEN_TO_B2);
        }
        assertThat(SanNotation.INSTANCE.parse(p, "@e4")).isEqualTo(Move.drop(Squares.parse("e4"), Piece.PAWN));
    }

    @Test
    void illegalDropsAreClearErrors() throws Exception {
        UnachessPosition p = start("unachess");
        assertThatThrownBy(() -> SanNotation.INSTANCE.parse(p, "P@e5"))
                .isInstanceOf(FormatException.class).hasMessageContaining("illegal move 'P@e5'");
        assertThatThrownBy(() -> UciNotation.INSTANCE.parse(p, "P@a8"))
                .isInstanceOf(FormatException.class).hasMessageContaining("illegal move");
    }

    @Test
    void aKingDropGivingRealCheckIsMarkedAsCheck() throws Exception {
        UnachessPosition p = position("unachess", "4k3/8/8/8/8/8/8/4R3[KQRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 3");
        assertThat(SanNotation.INSTANCE.format(p, Move.drop(Squares.parse("a1"), Piece.KING))).isEqualTo("K@a1+");
        // The rook alone gives only quasi-check: no sign.
        assertThat(SanNotation.INSTANCE.format(p, Move.drop(Squares.parse("a2"), Piece.QUEEN))).isEqualTo("Q@a2");
    }

    @Test
    void aMatingDropIsMarkedAsMate() throws Exception {
        UnachessPosition p = position("unachess", "7k/8/6K1/8/8/8/8/8[QRRBBNNPPPPPPPP] w - - 0 20");
        assertThat(SanNotation.INSTANCE.format(p, Move.drop(Squares.parse("a8"), Piece.ROOK))).isEqualTo("R@a8#");
    }

    @Test
    void castlingAfterDropsIsWrittenAndReadInSan() throws Exception {
        UnachessPosition p = start("unachess");
        play(p, "K@e1", "k@e8", "R@h1", "r@a8");
        int castle = SanNotation.INSTANCE.parse(p, "O-O");
        assertThat(SanNotation.INSTANCE.format(p, castle)).isEqualTo("O-O");
        assertThat(UciNotation.INSTANCE.format(p, castle)).isEqualTo("e1g1");
    }

    @Test
    void diagramShowsBothHandsBesideTheBoard() throws Exception {
        Variant variant = Variants.of("unachess");
        UnachessPosition p = start("unachess");
        play(p, "Q@b2");
        String diagram = variant.diagram(p);
        assertThat(diagram).contains("White in hand: ♔ ♖x2 ♗x2 ♘x2 ♙x8")
                .contains("Black in hand: ♚ ♛ ♜x2 ♝x2 ♞x2 ♟x8")
                .contains("Black to move");
    }

    @Test
    void registryKnowsTheThreeGamesAndTheirTagNames() throws Exception {
        assertThat(Variants.fromTag("Unachess").spec()).isEqualTo("unachess");
        assertThat(Variants.fromTag("Unachess II").spec()).isEqualTo("unachess2");
        assertThat(Variants.fromTag("Parachute Chess").spec()).isEqualTo("parachute");
        assertThat(Variants.fromTag("Unachess III").spec()).isEqualTo("parachute");
        assertThat(Variants.fromTag("unachess:no-castling,no-en-passant").spec())
                .isEqualTo("unachess:no-castling,no-en-passant");
        assertThat(Variants.of("unachess:pawn-ranks-1-4,no-castling").spec())
                .isEqualTo("unachess:no-castling,pawn-ranks-1-4");
        assertThat(Variants.of("parachute").displayName()).isEqualTo("Parachute Chess");
        assertThat(Variants.of("unachess2").startFen()).isEqualTo(UnachessVariant.START_FEN);
    }
}
