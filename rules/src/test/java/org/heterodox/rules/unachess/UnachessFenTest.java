package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.unachess.UnachessTesting.position;

import java.util.stream.Stream;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN with holdings: round trips and the validation of impossible set-ups. */
class UnachessFenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
        "5r2/8/n7/8/8/8/8/4K2R[QRBBNNPPPPPPPPkqrbbnpppppppp] w K - 0 3",
        "6k1/8/7n/8/3Pp3/8/PP6/6K1[QRRBBNNPPPPPqrrbbnppppppp] b - d3 0 5",
        "4k3/8/8/8/8/8/8/4K3[] w - - 12 40",
    })
    void writesBackWhatItReads(String fen) throws Exception {
        assertThat(position("unachess", fen).toFen()).isEqualTo(fen);
    }

    @Test
    void readsHoldingsInAnyOrderAndWritesThemKQRBNPWhiteFirst() throws Exception {
        assertThat(position("unachess", "8/8/8/8/8/8/8/8[pPkKnNqQ] w - - 0 1").toFen())
                .isEqualTo("8/8/8/8/8/8/8/8[KQNPkqnp] w - - 0 1");
    }

    @Test
    void readsTheNinthRankFormOfHoldings() throws Exception {
        assertThat(position("unachess", "8/8/8/8/8/8/8/8/KQRRBBNNPPPPPPPPkqrrbbnnpppppppp w - - 0 1").toFen())
                .isEqualTo("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1");
    }

    @Test
    void acceptsTheSideNotToMoveInQuasiCheck() throws Exception {
        // White's rook attacks the black king but White's king is in hand: no check.
        assertThat(position("unachess", "4k3/8/8/8/8/8/8/4R3[K] w - - 0 9").inCheck()).isFalse();
    }

    static Stream<Arguments> illegal() {
        return Stream.of(
                Arguments.of("two white kings", "4K3/8/8/8/8/8/8/8[Kk] w - - 0 1", "2 white kings"),
                Arguments.of("two black kings in hand", "8/8/8/8/8/8/8/8[Kkk] w - - 0 1", "2 black kings"),
                Arguments.of("no black king", "8/8/8/8/8/8/8/8[KQ] w - - 0 1", "no black king"),
                Arguments.of("no white king", "4k3/8/8/8/8/8/8/8[Q] w - - 0 1", "no white king"),
                Arguments.of("nine pawns", "8/8/8/8/8/8/P7/8[KPPPPPPPPk] w - - 0 1", "9 pawns"),
                Arguments.of("third rook without a missing pawn", "8/8/8/8/8/8/8/8[KRRRPPPPPPPPk] w - - 0 1",
                        "more pieces than its 16"),
                Arguments.of("two queens and eight pawns", "8/8/8/8/8/8/8/Q7[KQPPPPPPPPk] w - - 0 1",
                        "more pieces than its 16"),
                Arguments.of("white pawn on rank 1", "8/8/8/8/8/8/8/P7[Kk] w - - 0 1", "first rank (a1)"),
                Arguments.of("black pawn on rank 8", "p7/8/8/8/8/8/8/8[Kk] w - - 0 1", "first rank (a8)"),
                Arguments.of("white pawn on rank 8", "P7/8/8/8/8/8/8/8[Kk] w - - 0 1", "last rank (a8)"),
                Arguments.of("black pawn on rank 1", "8/8/8/8/8/8/8/p7[Kk] w - - 0 1", "last rank (a1)"),
                Arguments.of("side not to move in real check", "4k3/8/8/8/8/8/8/K3R3[] w - - 0 9",
                        "side not to move (Black) is in check"),
                Arguments.of("castling without king on e1", "8/8/8/8/8/8/8/7R[Kk] w K - 0 1", "gives right 'K'"),
                Arguments.of("bad holdings letter", "8/8/8/8/8/8/8/8[KkX] w - - 0 1", "bad piece letter 'X'"),
                Arguments.of("unclosed holdings", "8/8/8/8/8/8/8/8[Kk w - - 0 1", "closed by ']'"),
                Arguments.of("en passant without a pawn", "4k3/8/8/8/8/8/8/4K3[] b - e3 0 1", "en passant"),
                Arguments.of("no holdings at all", "8/8/8/8/8/8/8/8 w - - 0 1", "no white king"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("illegal")
    void rejectsImpossibleSetUpsWithAClearMessage(String what, String fen, String message) {
        assertThatThrownBy(() -> position("unachess", fen))
                .isInstanceOf(FormatException.class).hasMessageContaining(message);
    }

    @Test
    void pawnRanks1to4AcceptsPawnsOnTheFirstRank() throws Exception {
        assertThat(position("unachess:pawn-ranks-1-4", "p7/8/8/8/8/8/8/P7[Kk] w - - 0 1").toFen())
                .isEqualTo("p7/8/8/8/8/8/8/P7[Kk] w - - 0 1");
        assertThatThrownBy(() -> position("unachess:pawn-ranks-1-4", "P7/8/8/8/8/8/8/8[Kk] w - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("last rank");
    }

    @Test
    void unachessIIAndParachuteRejectEnPassantAndCastlingFields() {
        String ep = "6k1/8/7n/8/3Pp3/8/PP6/6K1[QRRBBNNPPPPPqrrbbnppppppp] b - d3 0 5";
        String castle = "5r2/8/n7/8/8/8/8/4K2R[QRBBNNPPPPPPPPkqrbbnpppppppp] w K - 0 3";
        for (String spec : new String[] {"unachess2", "parachute"}) {
            assertThatThrownBy(() -> position(spec, ep)).isInstanceOf(FormatException.class)
                    .hasMessageContaining("no en passant");
            assertThatThrownBy(() -> position(spec, castle)).isInstanceOf(FormatException.class)
                    .hasMessageContaining("has no castling");
        }
    }
}
