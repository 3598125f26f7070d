package org.heterodox.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The chess evaluation is colour-symmetric and rewards what it claims to reward. */
class ChessEvaluatorTest {
    private final ChessEvaluator evaluator = new ChessEvaluator();

    private int eval(String fen) {
        try {
            Position position = Variants.of("chess").fromFen(fen);
            return evaluator.evaluate(position);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** The same position with colours swapped and the board flipped top to bottom. */
    static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
        String ep = f[3].equals("-") ? "-" : "" + f[3].charAt(0) + (char) ('1' + '8' - f[3].charAt(1));
        return board + " " + (f[1].equals("w") ? "b" : "w") + " " + castling + " " + ep + " " + f[4] + " " + f[5];
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }

    private static String sortCastling(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (s.indexOf(c) >= 0) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "2r3k1/1q3pp1/p3p2p/1p1pP3/3P4/P2Q1N1P/1P3PP1/2R3K1 b - - 0 28",
        "6k1/8/8/8/8/8/8/R5K1 w - - 0 1"})
    void scoresAPositionAndItsColourMirrorAlike(String fen) {
        assertThat(eval(mirror(fen))).isEqualTo(eval(fen));
    }

    @Test
    void extraQueenIsWorthAboutAQueen() {
        assertThat(eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")).isBetween(800, 1200);
        assertThat(eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")).isBetween(-1200, -800);
    }

    @Test
    void advancedPassedPawnIsWorthMore() {
        int far = eval("6k1/8/8/8/8/1P6/8/6K1 w - - 0 1");
        int near = eval("6k1/1P6/8/8/8/8/8/6K1 w - - 0 1");
        assertThat(near).isGreaterThan(far + 100);
    }

    @Test
    void sheltedKingIsSaferThanAnExposedOne() {
        int sheltered = eval("r1bq1rk1/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQ1RK1 w - - 0 1");
        int exposed = eval("r1bq1rk1/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPPKPPP/R1BQ1R2 w - - 0 1");
        assertThat(sheltered).isGreaterThan(exposed);
    }

    @Test
    void doubledAndIsolatedPawnsCost() {
        int healthy = eval("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");
        int broken = eval("6k1/5ppp/8/8/8/5P2/5P1P/6K1 w - - 0 1");
        assertThat(healthy).isGreaterThan(broken);
    }

    @Test
    void loneMinorPieceCannotWin() {
        assertThat(Math.abs(eval("8/8/4k3/8/8/3BK3/8/8 w - - 0 1"))).isLessThan(40);
        assertThat(eval("8/8/4k3/8/8/3RK3/8/8 w - - 0 1")).isGreaterThan(400);
    }

    @Test
    void nullMoveIsRefusedWhenZugzwangThreatens() throws Exception {
        assertThat(evaluator.allowsNullMove(Variants.of("chess").fromFen("kb6/pp6/1P6/8/8/8/8/R1K5 b - - 0 1"))).isFalse();
        assertThat(evaluator.allowsNullMove(Variants.of("chess").startPosition())).isTrue();
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = ';', value = {
        "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1; d2d5; true",
        "4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1; d2d5; false",
        "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1; e4d5; false",
        "4k3/8/2p5/3n4/8/5B2/8/4K3 w - - 0 1; f3d5; false",
        "4k3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1; d2d5; false",
        "3rk3/3r4/8/3p4/8/8/3R4/4K3 w - - 0 1; d2d5; true"})
    void staticExchangeFindsLosingCaptures(String fen, String move, boolean loses) throws Exception {
        Position position = Variants.of("chess").fromFen(fen);
        int m = position.variant().machineNotation().parse(position, move);
        assertThat(evaluator.losesMaterial(position, m)).isEqualTo(loses);
    }
}
