package org.heterodox.rules.chess;

import org.heterodox.rules.Move;

/**
 * Reads SAN in its usual forms ({@code e4}, {@code exd5}, {@code Nbd7}, {@code R1e2}, {@code e8=Q},
 * {@code O-O}, {@code Q@b2}, with trailing {@code +#!?}) against the board's own fields: the pieces
 * that can reach the target square come from the attack tables, and each is checked by the game's
 * legality test ({@link ChessBoard#isLegal}), so no list of every legal move is made where the game
 * tests legality directly. Used only on the orthodox movement core ({@link ChessPosition} and the
 * games built on it), where every legal move that is not a drop or castling moves as in chess, so the
 * candidates found here hold every legal move the text can mean. It answers only when exactly one
 * candidate is legal: that is then the move {@link SanNotation#parse} reads; otherwise (another form,
 * an ambiguity, an illegal move) it answers {@link Move#NONE} and the caller reads the text the
 * general way, which also explains refusals.
 */
final class DirectSan {
    private DirectSan() {
    }

    static int read(ChessPosition board, String text) {
        int end = text.length();
        while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        if (end < 2) {
            return Move.NONE;
        }
        int us = board.sideToMove();
        if (text.charAt(0) == 'O') {
            return castle(board, text, end, us);
        }
        int promotion = 0;
        if (end >= 4 && text.charAt(end - 2) == '=') {
            promotion = pieceType(text.charAt(end - 1));
            if (promotion == 0 || promotion == Piece.PAWN || promotion == Piece.KING) {
                return Move.NONE;
            }
            end -= 2;
        }
        if (end < 2) {
            return Move.NONE;
        }
        int toFile = text.charAt(end - 2) - 'a';
        int toRank = text.charAt(end - 1) - '1';
        if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) {
            return Move.NONE;
        }
        int to = toRank * 8 + toFile;
        int at = 0;
        int type = Piece.PAWN;
        char first = text.charAt(0);
        if (first >= 'A' && first <= 'Z') {
            type = pieceType(first);
            if (type == 0) {
                return Move.NONE;
            }
            at = 1;
        }
        int prefixEnd = end - 2;
        if (at < prefixEnd && text.charAt(at) == '@') {
            return at + 1 == prefixEnd && promotion == 0 ? drop(board, type, to, us) : Move.NONE;
        }
        if (at == 1 && type == Piece.PAWN) {
            return Move.NONE;
        }
        if (prefixEnd > at && text.charAt(prefixEnd - 1) == 'x') {
            prefixEnd--;
        }
        int fromFile = -1;
        int fromRank = -1;
        if (at < prefixEnd && text.charAt(at) >= 'a' && text.charAt(at) <= 'h') {
            fromFile = text.charAt(at++) - 'a';
        }
        if (at < prefixEnd && text.charAt(at) >= '1' && text.charAt(at) <= '8') {
            fromRank = text.charAt(at++) - '1';
        }
        if (at != prefixEnd) {
            return Move.NONE;
        }
        return type == Piece.PAWN ? pawn(board, to, fromFile, fromRank, promotion, us)
                : piece(board, type, to, fromFile, fromRank, promotion, us);
    }

    private static int castle(ChessPosition board, String text, int end, int us) {
        boolean kingSide;
        if (end == 3 && text.startsWith("O-O")) {
            kingSide = true;
        } else if (end == 5 && text.startsWith("O-O-O")) {
            kingSide = false;
        } else {
            return Move.NONE;
        }
        int king = us == Piece.WHITE ? Squares.E1 : Squares.E8;
        int move = Move.of(king, kingSide ? king + 2 : king - 2, Piece.KING, 0, 0, Move.KIND_CASTLE);
        return board.isLegal(move) ? move : Move.NONE;
    }

    private static int drop(ChessPosition board, int type, int to, int us) {
        int move = Move.drop(to, type);
        return board.handCount(us, type) > 0 && board.isLegal(move) ? move : Move.NONE;
    }

    private static int piece(ChessPosition board, int type, int to, int fromFile, int fromRank, int promotion,
                             int us) {
        if (promotion != 0) {
            return Move.NONE;
        }
        long from = Attacks.of(type, to, board.occupied()) & board.pieces(us, type) & filter(fromFile, fromRank);
        int captured = board.pieceAt(to) & 7;
        int found = Move.NONE;
        while (from != 0) {
            int sq = Long.numberOfTrailingZeros(from);
            from &= from - 1;
            int move = Move.of(sq, to, type, captured, 0, Move.KIND_NORMAL);
            if (board.isLegal(move)) {
                if (found != Move.NONE) {
                    return Move.NONE;
                }
                found = move;
            }
        }
        // A king written to a square it reaches only by castling (Kg1): the general reading decides.
        return found;
    }

    private static int pawn(ChessPosition board, int to, int fromFile, int fromRank, int promotion, int us) {
        int up = us == Piece.WHITE ? 8 : -8;
        boolean lastRank = (to >>> 3) == (us == Piece.WHITE ? 7 : 0);
        if (lastRank != (promotion != 0)) {
            return Move.NONE;
        }
        long pawns = board.pieces(us, Piece.PAWN) & filter(fromFile, fromRank);
        int captured = board.pieceAt(to) & 7;
        int found = Move.NONE;
        int[] candidates = new int[4];
        int n = 0;
        int push = to - up;
        if (push >= 0 && push < 64 && (pawns & (1L << push)) != 0) {
            candidates[n++] = Move.of(push, to, Piece.PAWN, captured, promotion, Move.KIND_NORMAL);
        }
        int twice = to - 2 * up;
        if (twice >= 0 && twice < 64 && (pawns & (1L << twice)) != 0 && (twice >>> 3) == (us == Piece.WHITE ? 1 : 6)) {
            candidates[n++] = Move.of(twice, to, Piece.PAWN, captured, 0, Move.KIND_DOUBLE_PUSH);
        }
        long takers = Attacks.pawn(us ^ 1, to) & pawns;
        while (takers != 0) {
            int sq = Long.numberOfTrailingZeros(takers);
            takers &= takers - 1;
            candidates[n++] = to == board.epSquare() && captured == 0
                    ? Move.of(sq, to, Piece.PAWN, Piece.PAWN, 0, Move.KIND_EN_PASSANT)
                    : Move.of(sq, to, Piece.PAWN, captured, promotion, Move.KIND_NORMAL);
        }
        for (int i = 0; i < n; i++) {
            if (board.isLegal(candidates[i])) {
                if (found != Move.NONE) {
                    return Move.NONE;
                }
                found = candidates[i];
            }
        }
        return found;
    }

    private static long filter(int file, int rank) {
        long squares = -1L;
        if (file >= 0) {
            squares &= Attacks.FILE_A << file;
        }
        if (rank >= 0) {
            squares &= 0xFFL << (8 * rank);
        }
        return squares;
    }

    private static int pieceType(char letter) {
        return switch (letter) {
            case 'P' -> Piece.PAWN;
            case 'N' -> Piece.KNIGHT;
            case 'B' -> Piece.BISHOP;
            case 'R' -> Piece.ROOK;
            case 'Q' -> Piece.QUEEN;
            case 'K' -> Piece.KING;
            default -> 0;
        };
    }
}
