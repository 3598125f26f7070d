package org.heterodox.rules.shogi;

import static org.heterodox.rules.shogi.ShogiPiece.*;

import java.util.Set;
import java.util.TreeSet;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;

/**
 * A slow, independent reading of the move rules for cross-checking {@link ShogiPosition#generate}:
 * movement from vectors, every candidate tried with make/unmake, uchifuzume by generating the
 * replies. Written from docs/rules.md#shogi without the generator's tables.
 */
final class ReferenceMoves {
    private static final int[][] GOLD_STEPS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, 0}};
    private static final int[][] ORTHOGONAL = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    private static final int[][] DIAGONAL = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    private ReferenceMoves() {
    }

    /** The legal moves of {@code p} as USI strings. */
    static Set<String> legal(ShogiPosition p) {
        Set<String> result = new TreeSet<>();
        int us = p.sideToMove();
        ShogiRules rules = p.rules();
        boolean ownKingPlaced = p.kingSquare(us) >= 0;
        boolean promotionAllowed = (!rules.promoteNeedsOwnKing() || ownKingPlaced)
                && (!rules.promoteNeedsEnemyKing() || p.kingSquare(us ^ 1) >= 0);
        for (int from = 0; from < 81; from++) {
            int code = p.pieceAt(from);
            if (code == 0 || side(code) != us) {
                continue;
            }
            int type = type(code);
            for (int to : reachable(p, from, code)) {
                int target = p.pieceAt(to);
                if (target != 0 && (side(target) == us || !ownKingPlaced)) {
                    continue;
                }
                boolean zone = ShogiSquares.inZone(us, from) || ShogiSquares.inZone(us, to);
                if (!strands(us, type, to)) {
                    tryMove(p, Move.of(from, to, type, type(target), 0, Move.KIND_NORMAL), result);
                }
                if (promotable(type) && zone && promotionAllowed) {
                    tryMove(p, Move.of(from, to, type, type(target), 0, Move.KIND_PROMOTE), result);
                }
            }
        }
        for (int type = PAWN; type <= KING; type++) {
            if (p.handCount(us, type) == 0) {
                continue;
            }
            for (int to = 0; to < 81; to++) {
                if (p.pieceAt(to) != 0 || strands(us, type, to) || (type == PAWN && ownPawnOnFile(p, us, to))) {
                    continue;
                }
                int move = Move.drop(to, type);
                if (type == PAWN && matesByPawnDrop(p, move)) {
                    continue;
                }
                tryMove(p, move, result);
            }
        }
        return result;
    }

    private static boolean strands(int side, int type, int to) {
        int rel = ShogiSquares.relativeRow(side, to);
        return ((type == PAWN || type == LANCE) && rel == 0) || (type == KNIGHT && rel <= 1);
    }

    private static boolean ownPawnOnFile(ShogiPosition p, int side, int to) {
        for (int row = 0; row < 9; row++) {
            if (p.pieceAt(ShogiSquares.of(row, ShogiSquares.column(to))) == code(side, PAWN)) {
                return true;
            }
        }
        return false;
    }

    private static void tryMove(ShogiPosition p, int move, Set<String> result) {
        int mover = p.sideToMove();
        p.make(move);
        boolean legal = !p.kingInCheck(mover);
        p.unmake();
        if (legal) {
            result.add(UsiNotation.write(move));
        }
    }

    /** A pawn drop that gives a real check and leaves no legal reply. */
    private static boolean matesByPawnDrop(ShogiPosition p, int move) {
        int mover = p.sideToMove();
        p.make(move);
        boolean mate = false;
        if (!p.kingInCheck(mover) && p.inCheck()) {
            MoveList replies = new MoveList();
            p.generate(replies);
            mate = replies.isEmpty();
        }
        p.unmake();
        return mate;
    }

    private static Set<Integer> reachable(ShogiPosition p, int from, int code) {
        int type = type(code);
        int forward = side(code) == SENTE ? 1 : -1;
        Set<Integer> out = new TreeSet<>();
        int[][] steps;
        int[][] slides = {};
        switch (type) {
            case PAWN -> steps = new int[][] {{-1, 0}};
            case LANCE -> {
                steps = new int[0][];
                slides = new int[][] {{-1, 0}};
            }
            case KNIGHT -> steps = new int[][] {{-2, -1}, {-2, 1}};
            case SILVER -> steps = new int[][] {{-1, -1}, {-1, 0}, {-1, 1}, {1, -1}, {1, 1}};
            case GOLD, TOKIN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER -> steps = GOLD_STEPS;
            case KING -> steps = new int[][] {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
            case BISHOP -> {
                steps = new int[0][];
                slides = DIAGONAL;
            }
            case ROOK -> {
                steps = new int[0][];
                slides = ORTHOGONAL;
            }
            case HORSE -> {
                steps = ORTHOGONAL;
                slides = DIAGONAL;
            }
            default -> {
                steps = DIAGONAL;
                slides = ORTHOGONAL;
            }
        }
        int row = ShogiSquares.row(from);
        int column = ShogiSquares.column(from);
        for (int[] v : steps) {
            int r = row + v[0] * forward;
            int c = column + v[1];
            if (r >= 0 && r < 9 && c >= 0 && c < 9) {
                out.add(ShogiSquares.of(r, c));
            }
        }
        for (int[] v : slides) {
            int r = row + v[0] * forward;
            int c = column + v[1];
            while (r >= 0 && r < 9 && c >= 0 && c < 9) {
                int sq = ShogiSquares.of(r, c);
                out.add(sq);
                if (p.pieceAt(sq) != 0) {
                    break;
                }
                r += v[0] * forward;
                c += v[1];
            }
        }
        return out;
    }
}
