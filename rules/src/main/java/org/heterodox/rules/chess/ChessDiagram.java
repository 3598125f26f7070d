package org.heterodox.rules.chess;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Outcome;

/** Text diagram of an 8x8 position: Unicode pieces, coordinates, hands beside the board, side to move, status. */
public final class ChessDiagram {
    private static final int[] HAND_ORDER = {Piece.KING, Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT, Piece.PAWN};

    private ChessDiagram() {
    }

    public static String render(ChessBoard board) {
        List<String> lines = boardLines(board, "");
        if (board.usesHands()) {
            lines.set(1, lines.get(1) + "   Black in hand: " + hand(board, Piece.BLACK));
            lines.set(8, lines.get(8) + "   White in hand: " + hand(board, Piece.WHITE));
        }
        StringBuilder sb = new StringBuilder();
        for (String line : lines) {
            sb.append(line).append('\n');
        }
        sb.append(status(board));
        return sb.toString();
    }

    /**
     * The board's ten lines (frame, ranks 8..1, files). {@code filter} decides which pieces to draw;
     * Alice uses it to draw each board.
     */
    public static List<String> boardLines(ChessBoard board, String title) {
        return boardLines(board, title, square -> true);
    }

    public static List<String> boardLines(ChessBoard board, String title, java.util.function.IntPredicate shown) {
        List<String> lines = new ArrayList<>();
        lines.add("  +-----------------+" + (title.isEmpty() ? "" : " " + title));
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder sb = new StringBuilder();
            sb.append(rank + 1).append(" |");
            for (int file = 0; file < 8; file++) {
                int sq = Squares.of(file, rank);
                int code = board.pieceAt(sq);
                sb.append(' ').append(code != 0 && shown.test(sq) ? Piece.unicode(code) : "·");
            }
            sb.append(" |");
            lines.add(sb.toString());
        }
        lines.add("  +-----------------+");
        lines.add("    a b c d e f g h");
        return lines;
    }

    private static String hand(ChessBoard board, int side) {
        StringBuilder sb = new StringBuilder();
        for (int type : HAND_ORDER) {
            int n = board.handCount(side, type);
            if (n > 0) {
                sb.append(sb.length() == 0 ? "" : " ").append(Piece.unicode(Piece.code(side, type)));
                if (n > 1) {
                    sb.append('x').append(n);
                }
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /** Side to move, castling, en passant and the game's state. */
    public static String status(ChessBoard board) {
        StringBuilder sb = new StringBuilder();
        sb.append(board.sideToMove() == Piece.WHITE ? "White" : "Black").append(" to move");
        sb.append(" · castling ").append(CastleFlags.fen(board.castlingRights()));
        if (board.epSquare() >= 0) {
            sb.append(" · en passant ").append(Squares.name(board.epSquare()));
        }
        sb.append(" · move ").append(board.fullmoveNumber()).append('\n');
        Outcome outcome = board.outcome();
        if (outcome.isOver()) {
            sb.append("Status: game over, ").append(outcome);
        } else {
            sb.append("Status: ").append(board.inCheck() ? "in check" : "in progress");
        }
        return sb.append('\n').toString();
    }
}
