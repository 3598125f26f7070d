package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.alice.AliceTesting.position;

import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Alice FEN: the '|' prefix form written and read, the two-placement form read, bad set-ups rejected. */
class AliceFenTest {
    private static final String TSV_FEN =
            "2b1kbnr/1p6/8/6p1/3p4/8/6P1/1N3B2|R7/8/n4p2/p3p2p/P3P2P/1pPP1P1N/1Bq2K2/2Q5 w k - 2 16";

    @Test
    void startFenIsTheOrthodoxOne() {
        assertThat(AliceTesting.ALICE.startPosition().toFen())
                .isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    @Test
    void prefixFormRoundTrips() throws Exception {
        String fen = "rnbqkbnr/pppp1ppp/8/8/4|p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2";
        AlicePosition p = position(fen);
        assertThat(p.toFen()).isEqualTo(fen);
        assertThat(p.onSecondBoard(Squares.of(4, 3))).isTrue();
        assertThat(p.onSecondBoard(Squares.of(4, 6))).isFalse();
    }

    @Test
    void twoPlacementFormReadsAsTheSamePositionAndIsWrittenInPrefixForm() throws Exception {
        AlicePosition p = position(TSV_FEN);
        assertThat(p.toFen()).isEqualTo(
                "|R1b1kbnr/1p6/|n4|p2/|p3|p1p|p/|P2p|P2|P/1|p|P|P1|P1|N/1|B|q2|KP1/1N|Q2B2 w k - 2 16");
        assertThat(AliceFen.writeTwoBoards(p)).isEqualTo(TSV_FEN);
        AlicePosition again = position(p.toFen());
        assertThat(again.hash()).isEqualTo(p.hash());
    }

    @Test
    void startInTwoPlacementFormEqualsTheStart() throws Exception {
        AlicePosition p = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1");
        assertThat(p.hash()).isEqualTo(AliceTesting.ALICE.startPosition().hash());
    }

    @Test
    void copyKeepsBothBoardsAndIsIndependent() throws Exception {
        AlicePosition p = position(TSV_FEN);
        AlicePosition copy = (AlicePosition) p.copy();
        assertThat(copy.toFen()).isEqualTo(p.toFen());
        assertThat(copy.hash()).isEqualTo(p.hash());
        AliceTesting.play(copy, AliceTesting.legal(copy).iterator().next());
        assertThat(copy.toFen()).isNotEqualTo(p.toFen());
        assertThat(p.toFen()).isEqualTo(position(TSV_FEN).toFen());
    }

    @Test
    void hashTellsTheBoardsApart() throws Exception {
        assertThat(position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").hash())
                .isNotEqualTo(position("4k3/8/8/8/8/8/8/|R3K3 w - - 0 1").hash());
    }

    @Test
    void twoPiecesOnOneSquareAreRejected() {
        assertThatThrownBy(() -> position("4k3/8/8/8/4P3/8/8/4K3|8/8/8/8/4p3/8/8/8 w - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("two pieces on e4");
    }

    @Test
    void sideNotToMoveAttackedOnlyAcrossBoardsIsAccepted() throws Exception {
        // The rook on B does not check the king on A.
        assertThat(position("4k3/8/8/8/8/8/8/4|R1K1 w - - 0 1").toFen()).isEqualTo("4k3/8/8/8/8/8/8/4|R1K1 w - - 0 1");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1; en passant",
        "4k3/3p4/8/4P3/8/8/8/4K3 w - d6 0 1; en passant",
        "4k3/8/8/8/|8/8/8/4K3 w - - 0 1; followed by a piece letter",
        "4k3/8/8/8/||P7/8/8/4K3 w - - 0 1; followed by a piece letter",
        "4k3/8/8/8/P6|/8/8/4K3 w - - 0 1; followed by a piece letter",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8 w - - 0 1; single '|'",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/7 w - - 0 1; covers 7 squares",
        "4k3/8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8 w - - 0 1; board A placement must have 8 ranks",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/7x w - - 0 1; bad character 'x'",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/9 w - - 0 1; bad character '9'",
        "r3|k2r/8/8/8/8/8/8/4K3 b k - 0 1; board A",
        "r3k2|r/8/8/8/8/8/8/4K3 b k - 0 1; board A",
        "|P3k3/8/8/8/8/8/8/4K3 w - - 0 1; pawn stands on the first or last rank",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1; in check",
        "4|k3/8/8/8/8/8/8/4|R1K1 w - - 0 1; in check",
        "8/8/8/8/8/8/8/4K3 w - - 0 1; no black king",
        "4k3/8/8/8/8/8/8/4|K|K2 w - - 0 1; 2 white kings",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1; side to move",
        "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1; holdings",
    })
    void badSetUpsAreRejectedWithTheReason(String fen, String reason) {
        assertThatThrownBy(() -> position(fen)).isInstanceOf(FormatException.class).hasMessageContaining(reason);
    }

    @Test
    void errorPastATwoPlacementFieldPointsIntoTheOriginalText() {
        String fen = "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 x - - 0 1";
        assertThatThrownBy(() -> position(fen)).isInstanceOfSatisfying(FormatException.class,
                e -> assertThat(e.index()).isEqualTo(fen.indexOf(" x") + 1));
    }
}
