package org.heterodox.engine.problem;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * Checks in orthodox chess without playing moves: whether a move gives check (the moved or promoted
 * piece attacks the enemy king from its new square, or it uncovers a line from one of its own
 * sliders), and the legal checking moves themselves, generated from the squares that check instead
 * of from every move (Popeye's "orthodox mating move generation"), for the last move of a mate.
 * Castling and en passant, which move a second piece, are left to the caller.
 */
final class OrthodoxChecks {
    private int us;
    private int enemyKing;
    private long enemyKingBit;
    private long occupied;
    private long discoverers;

    void prepare(ChessBoard board) {
        us = board.sideToMove();
        enemyKing = board.kingSquare(us ^ 1);
        enemyKingBit = enemyKing < 0 ? 0 : 1L << enemyKing;
        occupied = board.occupied();
        discoverers = 0;
        if (enemyKing < 0) {
            return;
        }
        long own = board.pieces(us);
        long queens = board.pieces(us, Piece.QUEEN);
        long snipers = (Attacks.rook(enemyKing, 0) & (board.pieces(us, Piece.ROOK) | queens))
                | (Attacks.bishop(enemyKing, 0) & (board.pieces(us, Piece.BISHOP) | queens));
        while (snipers != 0) {
            int sniper = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = Attacks.between(enemyKing, sniper) & occupied;
            if (between != 0 && (between & (between - 1)) == 0 && (between & own) != 0) {
                discoverers |= between;
            }
        }
    }

    /** 1 if {@code move} gives check, 0 if not, -1 when it must be played to tell. */
    int givesCheck(int move) {
        if (enemyKing < 0) {
            return 0;
        }
        int kind = Move.kind(move);
        if (kind == Move.KIND_CASTLE || kind == Move.KIND_EN_PASSANT) {
            return -1;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        long fromBit = 1L << from;
        long toBit = 1L << to;
        int piece = Move.promotion(move) != 0 ? Move.promotion(move) : Move.piece(move);
        if (piece != Piece.KING) {
            long attacks = piece == Piece.PAWN ? Attacks.pawn(us, to)
                    : Attacks.of(piece, to, (occupied & ~fromBit) | toBit);
            if ((attacks & enemyKingBit) != 0) {
                return 1;
            }
        }
        return (discoverers & fromBit) != 0 && (Attacks.line(enemyKing, from) & toBit) == 0 ? 1 : 0;
    }

    /**
     * Fills {@code out} with the legal moves of the side to move that give check, exactly as
     * {@link Position#generate} writes them, and returns true; returns false (and leaves {@code out}
     * unspecified) when castling or en passant is possible, which the caller then handles by
     * testing every move.
     */
    boolean generate(ChessBoard board, MoveList out) {
        out.clear();
        if (board.castlingRights() != 0 || board.epSquare() >= 0) {
            return false;
        }
        prepare(board);
        if (enemyKing < 0) {
            return true;
        }
        long own = board.pieces(us);
        long notOwn = ~own;
        long bishopChecks = Attacks.bishop(enemyKing, occupied);
        long rookChecks = Attacks.rook(enemyKing, occupied);
        pieceChecks(board, out, Piece.KNIGHT, Attacks.knight(enemyKing), notOwn);
        pieceChecks(board, out, Piece.BISHOP, bishopChecks, notOwn);
        pieceChecks(board, out, Piece.ROOK, rookChecks, notOwn);
        pieceChecks(board, out, Piece.QUEEN, bishopChecks | rookChecks, notOwn);
        long king = board.pieces(us, Piece.KING);
        if ((king & discoverers) != 0) {
            int from = Long.numberOfTrailingZeros(king);
            add(board, out, from, Piece.KING, Attacks.king(from) & notOwn & ~Attacks.line(enemyKing, from));
        }
        pawnChecks(board, out);
        int kept = 0;
        for (int i = 0; i < out.size(); i++) {
            int move = out.get(i);
            if (board.isLegal(move)) {
                out.set(kept++, move);
            }
        }
        out.truncate(kept);
        return true;
    }

    private void pieceChecks(ChessBoard board, MoveList out, int type, long checkSquares, long notOwn) {
        long pieces = board.pieces(us, type);
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long reach = Attacks.of(type, from, occupied) & notOwn;
            long targets = (discoverers & (1L << from)) != 0
                    ? reach & (checkSquares | ~Attacks.line(enemyKing, from))
                    : reach & checkSquares;
            add(board, out, from, type, targets);
        }
    }

    private static void add(ChessBoard board, MoveList out, int from, int type, long targets) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            out.add(Move.of(from, to, type, Piece.type(board.pieceAt(to)), 0, Move.KIND_NORMAL));
        }
    }

    private void pawnChecks(ChessBoard board, MoveList out) {
        long pawns = board.pieces(us, Piece.PAWN);
        long enemy = board.pieces(us ^ 1);
        int up = us == Piece.WHITE ? 8 : -8;
        long lastRank = us == Piece.WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        int startRank = us == Piece.WHITE ? 1 : 6;
        while (pawns != 0) {
            int from = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            boolean discovers = (discoverers & (1L << from)) != 0;
            long line = discovers ? Attacks.line(enemyKing, from) : 0;
            long targets = Attacks.pawn(us, from) & enemy;
            int push = from + up;
            if ((occupied & (1L << push)) == 0) {
                targets |= 1L << push;
                int twice = push + up;
                if ((from >>> 3) == startRank && (occupied & (1L << twice)) == 0) {
                    if (discovers && (line & (1L << twice)) == 0 || (Attacks.pawn(us, twice) & enemyKingBit) != 0) {
                        out.add(Move.of(from, twice, Piece.PAWN, 0, 0, Move.KIND_DOUBLE_PUSH));
                    }
                }
            }
            while (targets != 0) {
                int to = Long.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                long toBit = 1L << to;
                int captured = Piece.type(board.pieceAt(to));
                boolean uncovers = discovers && (line & toBit) == 0;
                if ((toBit & lastRank) != 0) {
                    long after = (occupied & ~(1L << from)) | toBit;
                    for (int promotion = Piece.QUEEN; promotion >= Piece.KNIGHT; promotion--) {
                        if (uncovers || (Attacks.of(promotion, to, after) & enemyKingBit) != 0) {
                            out.add(Move.of(from, to, Piece.PAWN, captured, promotion, Move.KIND_NORMAL));
                        }
                    }
                } else if (uncovers || (Attacks.pawn(us, to) & enemyKingBit) != 0) {
                    out.add(Move.of(from, to, Piece.PAWN, captured, 0, Move.KIND_NORMAL));
                }
            }
        }
    }
}
