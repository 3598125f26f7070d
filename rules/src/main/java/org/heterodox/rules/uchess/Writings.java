package org.heterodox.rules.uchess;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;

/**
 * Which writings a move has: its three-symbol writing (docs/rules.md#u-chess-writing-rule) and its full,
 * qualified writing.
 */
public final class Writings {
    private Writings() {
    }

    /**
     * The only writing of at most three symbols that can denote {@code move} (a move of
     * {@code side}), or null for a capture with promotion, which needs four ({@code PxR=Q}).
     */
    public static Writing shortWriting(int side, int move) {
        if (Move.isCastle(move)) {
            return Writing.castling(Move.to(move) > Move.from(move) ? Writing.KING_SIDE : Writing.QUEEN_SIDE);
        }
        int piece = Move.piece(move);
        int promotion = Move.promotion(move);
        if (Move.isCapture(move)) {
            return promotion != 0 ? null : Writing.captureOf(piece, Move.captured(move), 0);
        }
        if (promotion != 0) {
            return Writing.quiet(Piece.PAWN, Writing.ANY_FILE, 0, promotion);
        }
        int to = Move.to(move);
        return Writing.quiet(piece, Writing.shortFiles(Squares.file(to)), Squares.relativeRank(side, to) + 1, 0);
    }

    /** The moves of {@code moves} that {@code writing} denotes. */
    public static MoveList denoted(Writing writing, int side, MoveList moves) {
        MoveList out = new MoveList(8);
        for (int i = 0; i < moves.size(); i++) {
            if (writing.denotes(side, moves.get(i))) {
                out.add(moves.get(i));
            }
        }
        return out;
    }

    /**
     * The shortest writing that denotes {@code move} alone among {@code moves} (which should
     * contain it). Candidates are tried by symbol count; at equal count the destination or the
     * captured piece is qualified before the moving piece, as descriptive players do
     * ({@code N-KB3} before {@code KN-B3}). Qualifiers, in order: full square name ({@code N-KB3}),
     * captured piece by file or half ({@code QxKBP}, {@code BxKN}), moving piece by file or half
     * ({@code QBPxP}, {@code KR-Q1}), squares in parentheses ({@code R(QR1)-Q1}), which always
     * suffice.
     */
    public static Writing fullWriting(int side, int move, MoveList moves) {
        if (Move.isCastle(move)) {
            return shortWriting(side, move);
        }
        List<Writing> candidates = new ArrayList<>();
        int piece = Move.piece(move);
        int from = Move.from(move);
        int promotion = Move.promotion(move);
        for (int[] mover : qualifiers(side, piece, from)) {
            if (Move.isCapture(move)) {
                int at = UChessPosition.capturedSquare(side, move);
                for (int[] target : qualifiers(side, Move.captured(move), at)) {
                    candidates.add(Writing.captureOf(piece, Move.captured(move), promotion)
                            .withMover(mover[0], mover[1]).withTarget(target[0], target[1]));
                }
            } else {
                int to = Move.to(move);
                int rank = Squares.relativeRank(side, to) + 1;
                if (promotion != 0) {
                    candidates.add(Writing.quiet(piece, Writing.ANY_FILE, 0, promotion).withMover(mover[0], mover[1]));
                }
                candidates.add(Writing.quiet(piece, Writing.shortFiles(Squares.file(to)), rank, promotion)
                        .withMover(mover[0], mover[1]));
                candidates.add(Writing.quiet(piece, 1 << Squares.file(to), rank, promotion)
                        .withMover(mover[0], mover[1]));
            }
        }
        candidates.sort(java.util.Comparator.comparingInt(Writing::symbols));
        for (Writing w : candidates) {
            if (countDenoted(w, side, moves, move) == 1) {
                return w;
            }
        }
        return candidates.get(candidates.size() - 1);
    }

    /** Ways to qualify a piece standing on {@code square}: none, by file or half, by square. */
    private static List<int[]> qualifiers(int side, int type, int square) {
        int file = Squares.file(square);
        List<int[]> out = new ArrayList<>();
        out.add(new int[] {Writing.ANY_FILE, 0});
        if (type == Piece.PAWN) {
            out.add(new int[] {Writing.shortFiles(file), 0});
            if (Integer.bitCount(Writing.shortFiles(file)) == 2) {
                out.add(new int[] {1 << file, 0});
            }
        } else if (type >= Piece.KNIGHT && type <= Piece.ROOK) {
            out.add(new int[] {Writing.half(file), 0});
        }
        out.add(new int[] {1 << file, Squares.relativeRank(side, square) + 1});
        return out;
    }

    /** How many moves of {@code moves} (plus {@code move} itself if missing) the writing denotes. */
    private static int countDenoted(Writing w, int side, MoveList moves, int move) {
        int n = moves.contains(move) ? 0 : 1;
        for (int i = 0; i < moves.size(); i++) {
            if (w.denotes(side, moves.get(i))) {
                n++;
            }
        }
        return n;
    }

    /** A move in long algebraic form for messages: {@code Ng1-f3}, {@code e4xd5}, {@code b7-b8=Q}, {@code O-O}. */
    public static String longAlgebraic(int move) {
        return longAlgebraic(move, DescriptiveLanguage.ENGLISH);
    }

    /**
     * A move in long algebraic form with the piece letters and castling signs of {@code language}:
     * Latin writes {@code Cg1-f3}, {@code b7-b8=D}, {@code 0-0}.
     */
    public static String longAlgebraic(int move, DescriptiveLanguage language) {
        if (Move.isCastle(move)) {
            return language.castling(Move.to(move) > Move.from(move));
        }
        StringBuilder sb = new StringBuilder();
        if (Move.piece(move) != Piece.PAWN) {
            sb.append(language.letter(Move.piece(move)));
        }
        sb.append(Squares.name(Move.from(move))).append(Move.isCapture(move) ? 'x' : '-')
                .append(Squares.name(Move.to(move)));
        if (Move.promotion(move) != 0) {
            sb.append('=').append(language.letter(Move.promotion(move)));
        }
        if (Move.isEnPassant(move)) {
            sb.append(" e.p.");
        }
        return sb.toString();
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    static String listMoves(MoveList moves) {
        return listMoves(moves, DescriptiveLanguage.ENGLISH);
    }

    /** {@link #listMoves(MoveList)} with the long algebraic of {@code language}. */
    static String listMoves(MoveList moves, DescriptiveLanguage language) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) {
                sb.append(i == moves.size() - 1 ? " and " : ", ");
            }
            sb.append(longAlgebraic(moves.get(i), language));
        }
        return sb.toString();
    }
}
