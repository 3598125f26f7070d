package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN reading and writing for orthodox chess: round trips, normalisation and every rejection with its message. */
class ChessFenTest {
    private final Variant chess = new ChessVariant();

    private void assertRejected(String fen, String... messageParts) {
        assertThatThrownBy(() -> chess.fromFen(fen))
                .isInstanceOf(FormatException.class)
                .hasMessageContainingAll(messageParts);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 140",
    })
    void validFenIsWrittenBackUnchanged(String fen) throws FormatException {
        assertThat(chess.fromFen(fen).toFen()).isEqualTo(fen);
    }

    @Test
    void fenWithoutClocksGetsZeroAndOne() throws FormatException {
        assertThat(chess.fromFen("4k3/8/8/8/8/8/8/4K3 w - -").toFen()).isEqualTo("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    @Test
    void enPassantSquareNoPawnCanUseIsDroppedSoEqualPositionsHashAlike() throws FormatException {
        Position with = chess.fromFen("4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1");
        Position without = chess.fromFen("4k3/8/8/4p3/8/8/8/4K3 w - - 0 1");
        assertThat(with.toFen()).isEqualTo("4k3/8/8/4p3/8/8/8/4K3 w - - 0 1");
        assertThat(with.hash()).isEqualTo(without.hash());
    }

    @Test
    void wrongFieldCountIsRejectedNamingTheFields() {
        assertRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "must have 6 fields", "found 5");
        assertRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "must have 6 fields", "found 2");
        assertRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "found 7");
    }

    @Test
    void emptyFenIsRejected() {
        assertRejected("", "empty FEN");
        assertRejected("   ", "empty FEN");
    }

    @Test
    void badPieceLetterIsRejectedNamingPlacementAndRank() {
        assertRejected("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "placement field", "bad piece letter 'x'", "rank 7");
    }

    @Test
    void rankNotSummingToEightIsRejectedNamingTheRank() {
        assertRejected("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "placement field", "rank 7", "covers 7 squares instead of 8");
        assertRejected("rnbqkbnr/pppppppp/8/8/8/44P/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "placement field", "rank 3", "more than 8 squares");
        assertRejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "placement must have 8 ranks", "found 7");
    }

    @Test
    void twoKingsOfOneSideAreRejected() {
        assertRejected("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "there are 2 white kings", "placement field");
    }

    @Test
    void missingKingIsRejected() {
        assertRejected("8/8/8/8/8/8/8/4K3 w - - 0 1", "there is no black king", "placement field");
    }

    @Test
    void sideNotToMoveInCheckIsRejectedNamingTheSideToMoveField() {
        assertRejected("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
                "side not to move (Black) is in check", "side-to-move field 'w'");
    }

    @Test
    void badSideToMoveIsRejected() {
        assertRejected("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side to move must be 'w' or 'b'", "'x'");
    }

    @Test
    void castlingRightWithoutKingAndRookOnTheirSquaresIsRejected() {
        assertRejected("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", "castling field 'K'", "right 'K'", "h1");
        assertRejected("r4k2/8/8/8/8/8/8/4K3 b q - 0 1", "castling field 'q'", "e8", "a8");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", "castling field 'KK' repeats 'K'");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w X - 0 1", "castling field 'X' has bad letter 'X'");
    }

    @Test
    void enPassantFieldOnTheWrongRankIsRejected() {
        assertRejected("4k3/8/8/8/3pP3/8/8/4K3 w - e3 0 1",
                "en passant field 'e3' is impossible", "must be on rank 6");
    }

    @Test
    void enPassantFieldWithoutAPawnThatJustDoubleSteppedIsRejected() {
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "en passant field 'e6' is impossible",
                "no pawn can have just stepped");
        assertRejected("4k3/4p3/8/4pP2/8/8/8/4K3 w - e6 0 1", "en passant field 'e6' is impossible");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - z9 0 1", "en passant field must be '-' or a square");
    }

    @Test
    void pawnOnFirstOrLastRankIsRejected() {
        assertRejected("4k3/8/8/8/8/8/8/3PK3 w - - 0 1", "pawn stands on the first or last rank (d1)", "placement field");
        assertRejected("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn stands on the first or last rank (a8)");
    }

    @Test
    void badClocksAreRejectedNamingTheClock() {
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove clock '-1' is out of range");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove clock must be a number");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove number '0' is out of range");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999", "fullmove number '99999999999999' is out of range");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - 0 -99999999999999", "fullmove number '-99999999999999' is out of range");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - 0 100001", "fullmove number '100001' is out of range (1 to 100000)");
    }

    @Test
    void holdingsAreRejectedInAGameWithoutHands() {
        assertRejected("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "holdings", "no pieces in hand");
    }

    @Test
    void tooMuchMaterialIsRejected() {
        assertRejected("4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1", "White has more pieces than its 16 can become");
    }
}
