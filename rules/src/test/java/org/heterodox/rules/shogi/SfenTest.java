package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.util.Random;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** SFEN reading and writing: round trips, every validation rule, and mutated input. */
class SfenTest {
    static final String[] VALID = {
        ShogiVariant.SHOGI_START,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "7nk/7s1/8G/9/9/9/9/9/4K4 b P 1",
    };

    @ParameterizedTest
    @ValueSource(strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "8k/9/9/9/9/9/9/9/K8 w 2P 57",
    })
    void shogiPositionsRoundTrip(String sfen) throws Exception {
        assertThat(Variants.of("shogi").fromFen(sfen).toFen()).isEqualTo(sfen);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "9/9/9/9/9/9/9/9/9 b KRB2G2S2N2L9Pkrb2g2s2n2l9p 1",
        "9/9/9/4k4/9/9/9/9/9 w KR 9",
    })
    void unashogiHandsHoldKings(String sfen) throws Exception {
        assertThat(Variants.of("unashogi").fromFen(sfen).toFen()).isEqualTo(sfen);
    }

    @Test
    void theMoveNumberIsOptionalAndHandsAreWrittenInCanonicalOrder() throws Exception {
        assertThat(Variants.of("shogi").fromFen("4k4/9/9/9/9/9/9/9/4K4 b p2PGr").toFen())
                .isEqualTo("4k4/9/9/9/9/9/9/9/4K4 b G2Prp 1");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "''|empty SFEN",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1|8 ranks",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1|side to move 'x'",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b|2 fields",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0|move number '0' is out of range",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 99999999999999|move number '99999999999999' is out of range",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - x1|move number 'x1' must be a positive integer",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R/LNSGKGSNL b - 1|8 squares",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R2/LNSGKGSNL b - 1|more than 9 squares",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5Q1/LNSGKGSNL b - 1|unknown piece 'Q'",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5+G1/LNSGKGSNL b - 1|cannot be promoted",
        "4k4/9/9/9/9/9/9/9/4K4 b K 1|king cannot be in hand in shogi",
        "4k4/9/9/9/9/9/9/9/9 b - 1|Sente must have exactly one king",
        "4k4/9/9/9/9/9/9/9/3KK4 b - 1|Sente must have exactly one king",
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1|could never move again",
        "4k4/N8/9/9/9/9/9/9/4K4 b - 1|could never move again",
        "4k4/9/9/9/9/9/9/9/4K3p w - 1|could never move again",
        "4k4/9/4P4/9/4P4/9/9/9/4K4 b - 1|nifu",
        "4k4/9/9/9/9/9/9/9/4K4 b 19P 1|only 18",
        "4k4/9/9/9/9/9/9/9/4K4 b 3R 1|only 2",
        "4k4/9/9/9/9/9/9/9/4K4 b 2Rr 1|3 pieces of type R",
        "4k4/9/9/9/9/9/9/9/4K4 b PP 1|appears twice",
        "4k4/9/9/9/9/9/9/9/4K4 b 2 1|no piece letter",
        "4k4/9/9/9/9/9/9/9/4K4 b 02P 1|bad count",
        "4k4/9/9/9/9/9/9/9/4K4 b X 1|'X' is not a piece that can be in hand",
        "4k4/4R4/9/9/9/9/9/9/4K4 b - 1|the side not to move (Gote) is in check",
        "4k4/9/9/9/9/9/9/9/4K4+ b - 1|promotes nothing",
    })
    void badShogiSfensAreRejectedWithTheReason(String sfen, String reason) {
        assertThatThrownBy(() -> Variants.of("shogi").fromFen(sfen))
                .isInstanceOf(FormatException.class).hasMessageContaining(reason);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "9/9/9/9/9/9/9/9/9 b RBk 1|Sente must have exactly one king, on the board or in hand",
        "4K4/9/9/9/9/9/9/9/9 b Kk 1|Sente must have exactly one king",
        "9/9/9/9/9/9/9/9/9 b Kk2 1|no piece letter",
    })
    void badUnashogiSfensAreRejectedWithTheReason(String sfen, String reason) {
        assertThatThrownBy(() -> Variants.of("unashogi").fromFen(sfen))
                .isInstanceOf(FormatException.class).hasMessageContaining(reason);
    }

    @Test
    void quasiCheckOfTheSideNotToMoveIsAcceptedInUnashogi() throws Exception {
        // Gote's king faces Sente's rook, but Sente's king is in hand: no check, so the SFEN is valid.
        assertThat(Variants.of("unashogi").fromFen("4k4/4R4/9/9/9/9/9/9/9 b K 1").inCheck()).isFalse();
    }

    @Test
    void mutatedSfensParseOrFailWithAFormatException() throws Exception {
        Random random = new Random(20261123);
        String alphabet = "0123456789/+- bwKRBGSNLPkrbgsnlpQx*";
        for (String spec : new String[] {"shogi", "unashogi"}) {
            Variant variant = Variants.of(spec);
            for (int i = 0; i < 4000; i++) {
                String base = spec.equals("shogi") ? VALID[random.nextInt(VALID.length)] : ShogiVariant.UNASHOGI_START;
                StringBuilder sb = new StringBuilder(base);
                int edits = 1 + random.nextInt(3);
                for (int e = 0; e < edits && sb.length() > 0; e++) {
                    int at = random.nextInt(sb.length());
                    char c = alphabet.charAt(random.nextInt(alphabet.length()));
                    switch (random.nextInt(3)) {
                        case 0 -> sb.setCharAt(at, c);
                        case 1 -> sb.insert(at, c);
                        default -> sb.deleteCharAt(at);
                    }
                }
                String text = sb.toString();
                try {
                    Position p = variant.fromFen(text);
                    String written = p.toFen();
                    assertThat(variant.fromFen(written).toFen()).isEqualTo(written);
                } catch (FormatException expected) {
                    assertThat(expected.getMessage()).isNotBlank();
                } catch (RuntimeException e) {
                    fail("SFEN '" + text + "' threw " + e, e);
                }
            }
        }
    }
}
