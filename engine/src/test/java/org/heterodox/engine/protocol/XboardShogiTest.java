package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** XBoard's shogi coordinates and FEN against USI and SFEN. */
class XboardShogiTest {
    @Test
    void squaresMapFileNineToAAndRankIToOne() throws Exception {
        assertThat(XboardShogi.toUsi("c3c4")).isEqualTo("7g7f");
        assertThat(XboardShogi.toUsi("b2h8+")).isEqualTo("8h2b+");
        assertThat(XboardShogi.toUsi("b2h8=")).isEqualTo("8h2b");
        assertThat(XboardShogi.toUsi("P@e5")).isEqualTo("P*5e");
        assertThat(XboardShogi.toUsi("p@a1")).isEqualTo("P*9i");
        assertThat(XboardShogi.fromUsi("7g7f")).isEqualTo("c3c4");
        assertThat(XboardShogi.fromUsi("8h2b+")).isEqualTo("b2h8+");
        assertThat(XboardShogi.fromUsi("K*5i")).isEqualTo("K@e1");
        assertThat(XboardShogi.fromUsi("1a9i")).isEqualTo("i9a1");
    }

    @Test
    void fensConvertBothWays() throws Exception {
        String sfen = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w 2Bp 4";
        String xboard = XboardShogi.fromSfen(sfen);
        assertThat(xboard).isEqualTo("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[BBp] b - - 0 2");
        assertThat(XboardShogi.toSfen(xboard)).isEqualTo(sfen);
        assertThat(XboardShogi.toSfen("9/9/9/9/9/9/9/9/9[-] w - - 0 1")).isEqualTo("9/9/9/9/9/9/9/9/9 b - 1");
        assertThat(XboardShogi.toSfen("4k4/9/9/9/9/9/9/9/4K4 w")).isEqualTo("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    }

    @Test
    void badMovesAndFensAreNamed() {
        assertThatThrownBy(() -> XboardShogi.toUsi("j1a1")).isInstanceOf(FormatException.class)
                .hasMessageContaining("not an XBoard shogi move");
        assertThatThrownBy(() -> XboardShogi.toSfen("9/9 x")).isInstanceOf(FormatException.class)
                .hasMessageContaining("side to move");
        assertThatThrownBy(() -> XboardShogi.toSfen("9/9[P w")).isInstanceOf(FormatException.class)
                .hasMessageContaining("not closed");
        assertThatThrownBy(() -> XboardShogi.toSfen("9/9[Q] w")).isInstanceOf(FormatException.class)
                .hasMessageContaining("'Q' is not a shogi piece");
    }

    @Test
    void everyLegalMoveRoundTripsThroughXboardNotation() throws Exception {
        Random random = new Random(8);
        for (String spec : new String[] {"shogi", "unashogi"}) {
            Position position = Variants.of(spec).startPosition();
            org.heterodox.rules.MoveList moves = new org.heterodox.rules.MoveList();
            for (int ply = 0; ply < 60; ply++) {
                position.generate(moves);
                if (moves.size() == 0) {
                    break;
                }
                for (int i = 0; i < moves.size(); i++) {
                    String text = XboardShogi.INSTANCE.format(position, moves.get(i));
                    assertThat(XboardShogi.INSTANCE.parse(position, text)).isEqualTo(moves.get(i));
                }
                String fen = position.toFen();
                assertThat(XboardShogi.toSfen(XboardShogi.fromSfen(fen))).isEqualTo(fen);
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void mutatedMovesAndFensGiveAValueOrAFormatException() {
        Random random = new Random(31);
        String[] seeds = {"c3c4", "b2h8+", "P@e5", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
            "9/9/9/9/9/9/9/9/9[KRBGGSSNNLLPPPPPPPPPkrbggssnnllppppppppp] w - - 0 1"};
        String noise = "abcdefghij0123456789+=@*[]-/ wbPLNSGBRKplnsgbrkQ";
        for (int i = 0; i < 5000; i++) {
            StringBuilder sb = new StringBuilder(seeds[random.nextInt(seeds.length)]);
            for (int e = random.nextInt(4); e >= 0; e--) {
                int at = random.nextInt(sb.length() + 1);
                if (random.nextBoolean() && at < sb.length()) {
                    sb.deleteCharAt(at);
                } else {
                    sb.insert(at, noise.charAt(random.nextInt(noise.length())));
                }
            }
            String text = sb.toString();
            try {
                XboardShogi.toUsi(text);
            } catch (FormatException expected) {
                // Documented.
            }
            try {
                Variants.of("shogi").fromFen(XboardShogi.toSfen(text));
            } catch (FormatException expected) {
                // Documented.
            }
        }
    }
}
