package org.heterodox.rules.uchess;

import org.heterodox.rules.Move;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;

/**
 * A descriptive-notation writing read as a pattern over moves (docs/rules.md#u-chess-writing-rule): it
 * denotes every move it fits. Files are sets (a short file name such as {@code B} covers the c- and f-files, a side
 * qualifier such as the {@code K} of {@code KN} covers the king's half of the board); ranks are
 * counted from the mover's side, 1..8, with 0 meaning "not given".
 *
 * @param castle      0, or {@link #KING_SIDE} / {@link #QUEEN_SIDE} for {@code O-O} / {@code O-O-O}
 * @param piece       type of the moving piece
 * @param moverFiles  files the mover may stand on (bit 0 = a-file); {@link #ANY_FILE} when unqualified
 * @param moverRank   rank the mover stands on, 0 when not given
 * @param capture     whether the writing is a capture ({@code x})
 * @param target      type of the captured piece (captures)
 * @param targetFiles files the captured piece may stand on
 * @param targetRank  rank the captured piece stands on, 0 when not given
 * @param destFiles   files of the destination (non-captures)
 * @param destRank    rank of the destination (non-captures), 0 for {@code P=Q}
 * @param promotion   promotion piece type, 0 when not written (then any promotion fits)
 */
public record Writing(int castle, int piece, int moverFiles, int moverRank, boolean capture, int target,
        int targetFiles, int targetRank, int destFiles, int destRank, int promotion) {

    public static final int KING_SIDE = 1;
    public static final int QUEEN_SIDE = 2;
    public static final int ANY_FILE = 0xFF;
    public static final int QUEEN_HALF = 0x0F;
    public static final int KING_HALF = 0xF0;

    public static Writing castling(int castleSide) {
        return new Writing(castleSide, Piece.KING, ANY_FILE, 0, false, 0, ANY_FILE, 0, ANY_FILE, 0, 0);
    }

    public static Writing quiet(int piece, int destFiles, int destRank, int promotion) {
        return new Writing(0, piece, ANY_FILE, 0, false, 0, ANY_FILE, 0, destFiles, destRank, promotion);
    }

    public static Writing captureOf(int piece, int target, int promotion) {
        return new Writing(0, piece, ANY_FILE, 0, true, target, ANY_FILE, 0, ANY_FILE, 0, promotion);
    }

    public Writing withMover(int files, int rank) {
        return new Writing(castle, piece, files, rank, capture, target, targetFiles, targetRank, destFiles, destRank,
                promotion);
    }

    public Writing withTarget(int files, int rank) {
        return new Writing(castle, piece, moverFiles, moverRank, capture, target, files, rank, destFiles, destRank,
                promotion);
    }

    /** Whether this writing denotes {@code move}, a move of {@code side}. */
    public boolean denotes(int side, int move) {
        if (Move.isDrop(move)) {
            return false;
        }
        if (castle != 0 || Move.isCastle(move)) {
            return castle != 0 && Move.isCastle(move) && (Move.to(move) > Move.from(move)) == (castle == KING_SIDE);
        }
        int from = Move.from(move);
        if (Move.piece(move) != piece || !inFiles(moverFiles, from) || !onRank(moverRank, side, from)
                || Move.isCapture(move) != capture) {
            return false;
        }
        if (promotion != 0 && Move.promotion(move) != promotion) {
            return false;
        }
        if (capture) {
            int at = UChessPosition.capturedSquare(side, move);
            return Move.captured(move) == target && inFiles(targetFiles, at) && onRank(targetRank, side, at);
        }
        int to = Move.to(move);
        return inFiles(destFiles, to) && onRank(destRank, side, to);
    }

    private static boolean inFiles(int files, int square) {
        return (files & (1 << Squares.file(square))) != 0;
    }

    private static boolean onRank(int rank, int side, int square) {
        return rank == 0 || Squares.relativeRank(side, square) + 1 == rank;
    }

    /**
     * Symbols counted by docs/rules.md#u-chess-symbols: piece letters, file letters, rank digits and {@code x}; the
     * hyphen, {@code =}, check signs and castling's {@code O}s are not. Castling counts as 0.
     */
    public int symbols() {
        if (castle != 0) {
            return 0;
        }
        int n = 1 + qualifierLetters(moverFiles) + (moverRank > 0 ? 1 : 0) + (promotion != 0 ? 1 : 0);
        if (capture) {
            n += 2 + qualifierLetters(targetFiles) + (targetRank > 0 ? 1 : 0);
        } else {
            n += fileLetters(destFiles) + (destRank > 0 ? 1 : 0);
        }
        return n;
    }

    private static int qualifierLetters(int files) {
        return files == ANY_FILE ? 0 : fileLetters(files);
    }

    /** Letters needed to name a set of files: a side or short name is one, a full wing file two. */
    static int fileLetters(int files) {
        if (files == ANY_FILE || files == 0) {
            return 0;
        }
        if (files == QUEEN_HALF || files == KING_HALF || Integer.bitCount(files) == 2) {
            return 1;
        }
        int file = Integer.numberOfTrailingZeros(files);
        return file == 3 || file == 4 ? 1 : 2;
    }

    /** The short file name's set: the square's file and its mirror (d and e stand alone). */
    static int shortFiles(int file) {
        return file == 3 || file == 4 ? 1 << file : (1 << file) | (1 << (7 - file));
    }

    /** The side qualifier (K or Q half) of a file. */
    static int half(int file) {
        return file < 4 ? QUEEN_HALF : KING_HALF;
    }
}
