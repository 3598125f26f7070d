package org.heterodox.rules.uchess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.uchess.UChessTestSupport.AISE;
import static org.heterodox.rules.uchess.UChessTestSupport.KING_CAPTURE;
import static org.heterodox.rules.uchess.UChessTestSupport.position;
import static org.heterodox.rules.uchess.UChessTestSupport.start;
import static org.heterodox.rules.uchess.UChessTestSupport.writings;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** English and Latin descriptive notation (docs/rules.md#u-chess-notations). */
class DescriptiveNotationTest {
    private static final DescriptiveNotation ENGLISH = DescriptiveNotation.ENGLISH;
    private static final DescriptiveNotation LATIN = DescriptiveNotation.LATIN;

    @Test
    void startMovesAreWrittenInEnglishAndLatin() throws Exception {
        assertThat(writings(start(AISE), ENGLISH)).containsExactly("P-K3", "P-K4", "P-Q3", "P-Q4");
        assertThat(writings(start(AISE), LATIN)).containsExactly("P3D", "P3R", "P4D", "P4R");
    }

    @ParameterizedTest
    @ValueSource(strings = {"P-K4", "p-k4", "PK4", "pk4", "P4R", "p4r", "P-4R", "P-K4+", "P-K4!?", " P - K4 "})
    void readingIsCaseTolerantWithOrWithoutHyphenInEitherLanguage(String text) throws Exception {
        Position p = start(AISE);
        assertThat(UciNotation.write(ENGLISH.parse(p, text))).isEqualTo("e2e4");
        assertThat(UciNotation.write(LATIN.parse(p, text))).isEqualTo("e2e4");
    }

    @Test
    void everyPieceLetterAndFileNameIsWrittenInBothLanguages() throws Exception {
        Position p = position(AISE, "4k3/8/8/8/2n5/8/8/R2QKB1N w - - 0 1");
        assertThat(written(p, "a1a5")).isEqualTo("R-R5 T5T");
        assertThat(written(p, "d1d4")).isEqualTo("Q-Q4 D4D");
        assertThat(written(p, "e1e2")).isEqualTo("K-K2 R2R");
        assertThat(written(p, "f1g2")).isEqualTo("B-N2 A2C");
        assertThat(written(p, "h1g3")).isEqualTo("N-N3 C3C");
        assertThat(written(p, "f1c4")).isEqualTo("BxN AxC");
        assertThat(written(position(AISE, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7b8q")).isEqualTo("P=Q P=D");
        assertThat(written(position(AISE, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1")).isEqualTo("O-O 0-0");
        assertThat(written(position(KING_CAPTURE, "7k/6P1/8/8/8/8/8/4K3 w - - 0 1"), "g7h8")).isEqualTo("PxK PxR");
    }

    @Test
    void anAmbiguousWritingIsRejectedNamingTheMovesItDenotes() throws Exception {
        assertThatThrownBy(() -> ENGLISH.parse(start(AISE), "N-B3")).isInstanceOf(FormatException.class)
                .hasMessageContaining("ambiguous").hasMessageContaining("Ng1-f3").hasMessageContaining("Nb1-c3");
        assertThatThrownBy(() -> LATIN.parse(start(AISE), "C3A")).isInstanceOf(FormatException.class)
                .hasMessageContaining("Ng1-f3").hasMessageContaining("Nb1-c3");
    }

    @Test
    void aWritingOfMoreThanThreeSymbolsIsRejectedAsSuch() throws Exception {
        assertThatThrownBy(() -> ENGLISH.parse(start(AISE), "N-KB3")).isInstanceOf(FormatException.class)
                .hasMessageContaining("needs 4 symbols").hasMessageContaining("at most three");
        assertThatThrownBy(() -> ENGLISH.parse(start(AISE), "KN-B3")).isInstanceOf(FormatException.class)
                .hasMessageContaining("needs 4 symbols");
        assertThatThrownBy(() -> LATIN.parse(start(AISE), "C3AR")).isInstanceOf(FormatException.class)
                .hasMessageContaining("needs 4 symbols");
    }

    @Test
    void aWritingThatDenotesNoMoveIsRejectedAsNoSuchMove() throws Exception {
        assertThatThrownBy(() -> ENGLISH.parse(start(AISE), "Q-R5")).isInstanceOf(FormatException.class)
                .hasMessageContaining("no such move");
        assertThatThrownBy(() -> ENGLISH.parse(start(AISE), "Z-K9")).isInstanceOf(FormatException.class)
                .hasMessageContaining("not a descriptive move");
    }

    @Test
    void aUniqueWritingThatLeavesTheKingInCheckIsRejectedSayingSo() throws Exception {
        UChessPosition p = position(AISE, "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1");
        assertThatThrownBy(() -> ENGLISH.parse(p, "N-K4")).isInstanceOf(FormatException.class)
                .hasMessageContaining("leaves the king in check");
    }

    @Test
    void sanWithAMixedCaseFileLetterIsNotTakenForDescriptive() throws Exception {
        // After 1.P-K4 P-K4 the f1 bishop could go B-B4 (c4); SAN Bb5 must not be read as that.
        Position p = start(AISE);
        UChessTestSupport.play(p, ENGLISH, "P-K4 P-K4");
        assertThat(UciNotation.write(ENGLISH.parse(p, "B-B4"))).isEqualTo("f1c4");
        assertThat(UciNotation.write(ENGLISH.parse(p, "b-b4"))).isEqualTo("f1c4");
        assertThatThrownBy(() -> ENGLISH.parse(p, "Bb4")).isInstanceOf(FormatException.class)
                .hasMessageContaining("mixes upper and lower case");
    }

    @Test
    void whenTheLanguagesDisagreeEachNotationPrefersItsOwn() throws Exception {
        // English RxP: Ra1xa5. Latin RxP: the king (re) takes e2.
        Position p = position(AISE, "7k/8/8/p7/8/8/4p3/R3K3 w - - 0 1");
        assertThat(UciNotation.write(ENGLISH.parse(p, "RxP"))).isEqualTo("a1a5");
        assertThat(UciNotation.write(LATIN.parse(p, "RxP"))).isEqualTo("e1e2");
        assertThat(UciNotation.write(ENGLISH.parse(p, "TxP"))).isEqualTo("a1a5");
    }

    @Test
    void fullWritingQualifiesOrthodoxMovesAsDescriptivePlayersDo() throws Exception {
        ChessBoard startPos = (ChessBoard) Variants.of("chess").startPosition();
        assertThat(ENGLISH.fullWriting(startPos, uci(startPos, "g1f3"))).isEqualTo("N-KB3");
        assertThat(LATIN.fullWriting(startPos, uci(startPos, "g1f3"))).isEqualTo("C3AR");
        assertThat(ENGLISH.fullWriting(startPos, uci(startPos, "e2e4"))).isEqualTo("P-K4");
        assertThat(ENGLISH.fullWriting(startPos, uci(startPos, "b2b3"))).isEqualTo("P-QN3");
        ChessBoard rooks = (ChessBoard) Variants.of("chess").fromFen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
        assertThat(ENGLISH.fullWriting(rooks, uci(rooks, "a1d1"))).isEqualTo("QR-Q1");
        assertThat(ENGLISH.fullWriting(rooks, uci(rooks, "f1d1"))).isEqualTo("KR-Q1");
        ChessBoard pawns = (ChessBoard) Variants.of("chess").fromFen("4k3/5p2/2p5/3Q4/8/8/8/4K3 w - - 0 1");
        assertThat(ENGLISH.fullWriting(pawns, uci(pawns, "d5f7"))).isEqualTo("QxKBP");
        assertThat(ENGLISH.fullWriting(pawns, uci(pawns, "d5c6"))).isEqualTo("QxQBP");
        ChessBoard promotions = (ChessBoard) Variants.of("chess").fromFen("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(ENGLISH.fullWriting(promotions, uci(promotions, "b7a8n"))).isEqualTo("PxR=N");
        assertThat(ENGLISH.fullWriting(promotions, uci(promotions, "b7b8q"))).isEqualTo("P=Q");
    }

    @Test
    void fullWritingsOfOrthodoxMovesReadBackInBothLanguages() throws Exception {
        java.util.Random random = new java.util.Random(11);
        for (int game = 0; game < 8; game++) {
            ChessBoard p = (ChessBoard) Variants.of("chess").startPosition();
            for (int ply = 0; ply < 100; ply++) {
                MoveList legal = new MoveList();
                p.generate(legal);
                if (legal.isEmpty()) {
                    break;
                }
                for (int i = 0; i < legal.size(); i++) {
                    int move = legal.get(i);
                    for (DescriptiveNotation n : new DescriptiveNotation[] {ENGLISH, LATIN}) {
                        String text = n.format(p, move);
                        assertThat(n.parse(p, text)).as(p.toFen() + " " + text).isEqualTo(move);
                    }
                }
                p.make(legal.get(random.nextInt(legal.size())));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {AISE, KING_CAPTURE})
    void everyULegalMoveReadsBackFromItsWritingInBothLanguages(String spec) throws Exception {
        java.util.Random random = new java.util.Random(5);
        for (int game = 0; game < 12; game++) {
            Position p = start(spec);
            for (int ply = 0; ply < 80; ply++) {
                MoveList legal = new MoveList();
                p.generate(legal);
                if (legal.isEmpty()) {
                    break;
                }
                for (int i = 0; i < legal.size(); i++) {
                    int move = legal.get(i);
                    for (DescriptiveNotation n : new DescriptiveNotation[] {ENGLISH, LATIN}) {
                        String text = n.format(p, move);
                        assertThat(text.replaceAll("[-=]", "")).as(text).hasSizeLessThanOrEqualTo(3);
                        assertThat(n.parse(p, text)).as(p.toFen() + " " + text).isEqualTo(move);
                    }
                }
                p.make(legal.get(random.nextInt(legal.size())));
            }
        }
    }

    private static String written(Position p, String uci) throws FormatException {
        int move = UciNotation.INSTANCE.parse(p, uci);
        return ENGLISH.format(p, move) + " " + LATIN.format(p, move);
    }

    private static int uci(Position p, String uci) throws FormatException {
        return UciNotation.INSTANCE.parse(p, uci);
    }
}
