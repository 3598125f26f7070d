package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SAN for orthodox chess: what it writes (PGN export form) and the tolerant forms it reads. */
class SanNotationTest {
    private final Variant chess = new ChessVariant();
    private final SanNotation san = SanNotation.INSTANCE;

    private Position at(String fen) throws FormatException {
        return chess.fromFen(fen);
    }

    /** The SAN of every legal move of the position. */
    private List<String> allSan(Position position) {
        MoveList moves = new MoveList();
        position.generate(moves);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(san.format(position, moves.get(i)));
        }
        return out;
    }

    private String sanOfUci(String fen, String uci) throws FormatException {
        Position position = at(fen);
        return san.format(position, UciNotation.INSTANCE.parse(position, uci));
    }

    @Test
    void knightsOnDifferentFilesAreToldApartByFile() throws FormatException {
        assertThat(allSan(at("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"))).contains("Nbd2", "Nfd2", "Nc3", "Nd4")
                .doesNotContain("Nd2");
    }

    @Test
    void rooksOnOneFileAreToldApartByRank() throws FormatException {
        assertThat(allSan(at("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"))).contains("R1a3", "R5a3", "R1a2", "R5a4", "Ra6")
                .doesNotContain("Ra3", "Raa3");
    }

    @Test
    void queensSharingFileAndRankAreToldApartBySquare() throws FormatException {
        String fen = "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
        assertThat(sanOfUci(fen, "h4e1")).isEqualTo("Qh4e1");
        assertThat(sanOfUci(fen, "e4e1")).isEqualTo("Qee1");
        assertThat(sanOfUci(fen, "h1e1")).isEqualTo("Q1e1");
    }

    @Test
    void pinnedPieceDoesNotCauseDisambiguation() throws FormatException {
        // The knight on e2 is pinned by the rook on e8, so only the c2 knight can go to d4.
        assertThat(allSan(at("4r1k1/8/8/8/8/8/2N1N3/4K3 w - - 0 1"))).contains("Nd4")
                .doesNotContain("Ncd4", "Ned4");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1      | a1a8 | Ra8+",
        "6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1   | a1a8 | Ra8#",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b7b8q | b8=Q+",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b7b8n | b8=N",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b7b8b | b8=B",
        "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1    | b7a8q | bxa8=Q+",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1      | e1g1 | O-O",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1      | e1g1 | O-O+",
        "r3k3/8/8/8/8/8/8/4K3 b q - 0 1      | e8c8 | O-O-O",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1   | e5d6 | exd6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3 | Nf3",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2 | e4d5 | exd5",
    })
    void writesPgnExportSan(String fen, String uci, String expected) throws FormatException {
        assertThat(sanOfUci(fen.trim(), uci.trim())).isEqualTo(expected.trim());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1      | 0-0      | e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1      | O-O      | e1g1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1      | Kg1      | e1g1",
        "r3k3/8/8/8/8/8/8/4K3 b q - 0 1      | 0-0-0    | e8c8",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b8Q      | b7b8q",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b8=Q+    | b7b8q",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b8=N     | b7b8n",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1     | b8(R)    | b7b8r",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1   | exd6e.p. | e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1   | exd6     | e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1   | ed6      | e5d6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3!? | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ngf3  | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | nf3   | g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e4    | e2e4",
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1   | Nfd2     | f3d2",
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1   | N3d2     | f3d2",
        "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1    | Qh4e1    | h4e1",
    })
    void readsTolerantForms(String fen, String text, String uci) throws FormatException {
        Position position = at(fen.trim());
        assertThat(UciNotation.write(san.parse(position, text.trim()))).isEqualTo(uci.trim());
    }

    @Test
    void ambiguousMoveIsRejectedListingTheCandidates() {
        assertThatThrownBy(() -> san.parse(at("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"), "Nd2"))
                .isInstanceOf(FormatException.class)
                .hasMessageContainingAll("ambiguous move 'Nd2'", "Nbd2", "Nfd2");
        assertThatThrownBy(() -> san.parse(at("2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1"), "Qhe1"))
                .isInstanceOf(FormatException.class)
                .hasMessageContainingAll("ambiguous move 'Qhe1'", "Qh4e1", "Q1e1");
    }

    @Test
    void illegalMoveIsRejectedWithThePosition() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThatThrownBy(() -> san.parse(at(fen), "Nd4"))
                .isInstanceOf(FormatException.class)
                .hasMessageContainingAll("illegal move 'Nd4'", fen);
        assertThatThrownBy(() -> san.parse(at(fen), "O-O"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'O-O'");
        assertThatThrownBy(() -> san.parse(at("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b8=K"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'b8=K'");
        assertThatThrownBy(() -> san.parse(at("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b8"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'b8'");
    }

    @Test
    void moveIntoCheckIsIllegal() {
        assertThatThrownBy(() -> san.parse(at("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"), "Kf1"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'Kf1'");
    }

    @Test
    void textThatIsNoSanMoveIsRejected() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThatThrownBy(() -> san.parse(at(fen), "Zz9"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("'Zz9' is not a SAN move");
        assertThatThrownBy(() -> san.parse(at(fen), ""))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("empty move");
    }

    @Test
    void dropSyntaxIsIllegalInOrthodoxChess() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThatThrownBy(() -> san.parse(at(fen), "Q@e4"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move 'Q@e4'");
    }
}
