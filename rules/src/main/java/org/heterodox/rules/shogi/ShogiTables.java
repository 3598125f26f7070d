package org.heterodox.rules.shogi;

import static org.heterodox.rules.shogi.ShogiPiece.*;

/**
 * Precomputed movement tables of the 9x9 board, indexed by coloured piece code (see {@link ShogiPiece})
 * and square (see {@link ShogiSquares}).
 */
final class ShogiTables {
    /** Directions: N (towards rank a, Sente's forward), S, W, E, NW, NE, SW, SE. */
    static final int[] DR = {-1, 1, 0, 0, -1, -1, 1, 1};
    static final int[] DC = {0, 0, -1, 1, -1, 1, -1, 1};
    static final int N = 0, S = 1, W = 2, E = 3, NW = 4, NE = 5, SW = 6, SE = 7;
    static final int[] OPPOSITE = {S, N, E, W, SE, SW, NE, NW};
    /** The same direction seen from the other side of the board. */
    private static final int[] MIRROR = {S, N, W, E, SW, SE, NW, NE};

    /** RAY[sq * 8 + dir]: the squares from {@code sq} outwards in {@code dir}, nearest first. */
    static final int[][] RAY = new int[81 * 8][];
    /** STEP[code][sq]: squares a piece reaches in one step or knight jump. */
    static final int[][][] STEP = new int[32][81][];
    /** SLIDE[code]: the directions a piece slides in. */
    static final int[][] SLIDE = new int[32][];
    /** NEAR[side][dir]: bit {@code code} set when that piece, adjacent in {@code dir}, attacks the square. */
    static final int[][] NEAR = new int[2][8];
    /** FAR[side][dir]: bit {@code code} set when that piece attacks along {@code dir} from any distance. */
    static final int[][] FAR = new int[2][8];
    /** KNIGHT_FROM[side][sq]: squares from which a knight of {@code side} attacks {@code sq}. */
    static final int[][][] KNIGHT_FROM = new int[2][81][];
    /** DEAD[code][sq]: an unpromoted pawn, lance or knight there could never move again. */
    static final boolean[][] DEAD = new boolean[32][81];

    /** STEP_FLAT[code * 81 + sq]: {@link #STEP} in one array for the hot loops. */
    static final int[][] STEP_FLAT = new int[32 * 81][];
    /**
     * PROMO[code * 81 + sq]: for pawns, lances, knights, silvers, bishops and rooks, bit 0 = the
     * square is in the owner's promotion zone, bit 1 = the unpromoted piece could never move from it.
     * Zero for every other piece, so one test finds the moves that need no promotion choice.
     */
    static final byte[] PROMO = new byte[32 * 81];
    /** OWN[side]: bit {@code code} set for the side's piece codes. */
    static final int[] OWN = {0x7FFE, 0x7FFE << 16};

    /** LINE[a * 81 + b]: the direction from {@code a} to {@code b} when they share a line, else -1. */
    static final byte[] LINE = new byte[81 * 81];
    /** IN_ZONE[side][sq]: the square is in the side's promotion zone. */
    static final boolean[][] IN_ZONE = new boolean[2][81];

    private ShogiTables() {
    }

    static {
        for (int sq = 0; sq < 81; sq++) {
            for (int d = 0; d < 8; d++) {
                int[] buf = new int[8];
                int n = 0;
                int r = ShogiSquares.row(sq) + DR[d];
                int c = ShogiSquares.column(sq) + DC[d];
                while (r >= 0 && r < 9 && c >= 0 && c < 9) {
                    buf[n++] = ShogiSquares.of(r, c);
                    r += DR[d];
                    c += DC[d];
                }
                RAY[sq * 8 + d] = java.util.Arrays.copyOf(buf, n);
            }
        }
        java.util.Arrays.fill(LINE, (byte) -1);
        for (int sq = 0; sq < 81; sq++) {
            for (int d = 0; d < 8; d++) {
                for (int t : RAY[sq * 8 + d]) {
                    LINE[sq * 81 + t] = (byte) d;
                }
            }
            IN_ZONE[SENTE][sq] = ShogiSquares.inZone(SENTE, sq);
            IN_ZONE[GOTE][sq] = ShogiSquares.inZone(GOTE, sq);
        }
        int[] gold = {N, S, W, E, NW, NE};
        int[][] steps = new int[15][];
        int[][] slides = new int[15][];
        steps[PAWN] = new int[] {N};
        steps[LANCE] = new int[0];
        steps[KNIGHT] = new int[0];
        steps[SILVER] = new int[] {N, NW, NE, SW, SE};
        steps[GOLD] = gold;
        steps[KING] = new int[] {N, S, W, E, NW, NE, SW, SE};
        steps[BISHOP] = new int[0];
        steps[ROOK] = new int[0];
        steps[TOKIN] = gold;
        steps[PRO_LANCE] = gold;
        steps[PRO_KNIGHT] = gold;
        steps[PRO_SILVER] = gold;
        steps[HORSE] = new int[] {N, S, W, E};
        steps[DRAGON] = new int[] {NW, NE, SW, SE};
        for (int t = 1; t <= 14; t++) {
            slides[t] = new int[0];
        }
        slides[LANCE] = new int[] {N};
        slides[BISHOP] = new int[] {NW, NE, SW, SE};
        slides[HORSE] = slides[BISHOP];
        slides[ROOK] = new int[] {N, S, W, E};
        slides[DRAGON] = slides[ROOK];

        for (int side = 0; side < 2; side++) {
            for (int t = 1; t <= 14; t++) {
                int code = code(side, t);
                int[] stepDirs = oriented(steps[t], side);
                int[] slideDirs = oriented(slides[t], side);
                SLIDE[code] = slideDirs;
                for (int d : stepDirs) {
                    NEAR[side][OPPOSITE[d]] |= 1 << code;
                }
                for (int d : slideDirs) {
                    NEAR[side][OPPOSITE[d]] |= 1 << code;
                    FAR[side][OPPOSITE[d]] |= 1 << code;
                }
                for (int sq = 0; sq < 81; sq++) {
                    int[] buf = new int[8];
                    int n = 0;
                    for (int d : stepDirs) {
                        int[] ray = RAY[sq * 8 + d];
                        if (ray.length > 0) {
                            buf[n++] = ray[0];
                        }
                    }
                    if (t == KNIGHT) {
                        int r = ShogiSquares.row(sq) + (side == SENTE ? -2 : 2);
                        for (int dc = -1; dc <= 1; dc += 2) {
                            int c = ShogiSquares.column(sq) + dc;
                            if (r >= 0 && r < 9 && c >= 0 && c < 9) {
                                buf[n++] = ShogiSquares.of(r, c);
                            }
                        }
                    }
                    STEP[code][sq] = java.util.Arrays.copyOf(buf, n);
                    int rel = ShogiSquares.relativeRow(side, sq);
                    DEAD[code][sq] = ((t == PAWN || t == LANCE) && rel == 0) || (t == KNIGHT && rel <= 1);
                    STEP_FLAT[code * 81 + sq] = STEP[code][sq];
                    if (promotable(t)) {
                        PROMO[code * 81 + sq] = (byte) ((rel <= 2 ? 1 : 0) | (DEAD[code][sq] ? 2 : 0));
                    }
                }
            }
            for (int sq = 0; sq < 81; sq++) {
                int[] buf = new int[2];
                int n = 0;
                int r = ShogiSquares.row(sq) + (side == SENTE ? 2 : -2);
                for (int dc = -1; dc <= 1; dc += 2) {
                    int c = ShogiSquares.column(sq) + dc;
                    if (r >= 0 && r < 9 && c >= 0 && c < 9) {
                        buf[n++] = ShogiSquares.of(r, c);
                    }
                }
                KNIGHT_FROM[side][sq] = java.util.Arrays.copyOf(buf, n);
            }
        }
    }

    private static int[] oriented(int[] dirs, int side) {
        int[] out = dirs.clone();
        if (side == GOTE) {
            for (int i = 0; i < out.length; i++) {
                out[i] = MIRROR[out[i]];
            }
        }
        return out;
    }
}
