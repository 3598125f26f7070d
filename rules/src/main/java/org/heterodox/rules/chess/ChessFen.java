package org.heterodox.rules.chess;

import java.math.BigInteger;
import org.heterodox.rules.Setup;
import org.heterodox.rules.format.FormatException;

/**
 * FEN for the 8x8 chess family: six fields (the two clocks may be omitted), with holdings in
 * brackets after the placement for the drop games ({@code 8/8/8/8/8/8/8/8[KQ...kq...] w - - 0 1}).
 * Reading checks the syntax and the field-level facts and gives a {@link Setup}; the game then
 * checks what depends on its rules when it turns the set-up into a position
 * ({@link ChessFamilyVariant#board}).
 */
public final class ChessFen {
    private static final String HAND_ORDER = "KQRBNP";
    /** The largest halfmove clock or fullmove number a FEN may give. */
    private static final int MAX_NUMBER = 100000;
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("-?[0-9]+");

    private ChessFen() {
    }

    public static String write(ChessBoard board) {
        return placement(board) + afterPlacement(board);
    }

    /** The placement field (without holdings). */
    private static String placement(ChessBoard board) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int code = board.pieceAt(Squares.of(file, rank));
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.fenLetter(code));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /**
     * What follows the placement: the holdings of the drop games, then the side to move, castling,
     * en passant and clock fields ({@code [Qn] w KQkq - 0 1}). Alice writes its own placement before it.
     */
    public static String afterPlacement(ChessBoard board) {
        StringBuilder sb = new StringBuilder();
        if (board.usesHands()) {
            sb.append('[').append(handString(board)).append(']');
        }
        sb.append(board.sideToMove() == Piece.WHITE ? " w " : " b ");
        sb.append(CastleFlags.fen(board.castlingRights()));
        sb.append(' ').append(board.epSquare() >= 0 ? Squares.name(board.epSquare()) : "-");
        sb.append(' ').append(board.halfmoveClock()).append(' ').append(board.fullmoveNumber());
        return sb.toString();
    }

    /** Hand contents as letters, White's (upper case) first, each in the order K Q R B N P. */
    public static String handString(ChessBoard board) {
        StringBuilder sb = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            for (char c : HAND_ORDER.toCharArray()) {
                int type = Piece.typeOf(c);
                for (int i = board.handCount(side, type); i > 0; i--) {
                    sb.append(side == 0 ? c : Character.toLowerCase(c));
                }
            }
        }
        return sb.toString();
    }

    /**
     * Reads {@code fen} into a set-up, checking each field; {@code game} is a board of the game read
     * for (whether it has hands and en passant), not changed.
     */
    public static Setup read(String fen, ChessBoard game) throws FormatException {
        if (fen == null || fen.isBlank()) {
            throw new FormatException("empty FEN", "", 0);
        }
        String text = fen.trim();
        String[] fields = text.split("\\s+");
        if (fields.length != 6 && fields.length != 4) {
            throw new FormatException("FEN must have 6 fields (placement, side, castling, en passant, "
                    + "halfmove clock, fullmove number), or 4 without the clocks; found " + fields.length, text, 0);
        }
        Setup.Builder setup = Setup.builder(64);
        String placement = fields[0];
        int bracket = placement.indexOf('[');
        String holdings = null;
        if (bracket >= 0) {
            if (!placement.endsWith("]")) {
                throw new FormatException("FEN holdings must be closed by ']'", placement, bracket);
            }
            holdings = placement.substring(bracket + 1, placement.length() - 1);
            placement = placement.substring(0, bracket);
        } else if (game.usesHands() && placement.split("/").length == 9) {
            // The other common holdings form: a ninth rank-like field.
            int slash = placement.lastIndexOf('/');
            holdings = placement.substring(slash + 1);
            placement = placement.substring(0, slash);
        }
        if (holdings != null && !game.usesHands()) {
            throw new FormatException("FEN has holdings '[" + holdings + "]' but " + game.variant().spec()
                    + " has no pieces in hand", holdings, bracket);
        }
        readPlacement(placement, setup);
        if (holdings != null) {
            readHoldings(holdings, setup, bracket + 1);
        }
        int index = text.indexOf(fields[1], fields[0].length());
        switch (fields[1]) {
            case "w" -> setup.sideToMove(Piece.WHITE);
            case "b" -> setup.sideToMove(Piece.BLACK);
            default -> throw new FormatException("FEN side to move must be 'w' or 'b', found '" + fields[1] + "'",
                    fields[1], index);
        }
        setup.unmoved(CastleFlags.squares(readCastling(fields[2], setup)));
        readEnPassant(fields[3], setup, game);
        if (fields.length == 6) {
            int halfmove = readNumber(fields[4], "halfmove clock", 0);
            int fullmove = readNumber(fields[5], "fullmove number", 1);
            setup.clocks(halfmove, fullmove);
        }
        return setup.build();
    }

    private static void readPlacement(String placement, Setup.Builder setup) throws FormatException {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new FormatException("FEN placement must have 8 ranks separated by '/', found " + ranks.length,
                    placement, 0);
        }
        int index = 0;
        for (int r = 0; r < 8; r++) {
            String rankText = ranks[r];
            int rank = 7 - r;
            int file = 0;
            for (int i = 0; i < rankText.length(); i++) {
                char c = rankText.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int type = Piece.typeOf(c);
                    if (type == 0) {
                        throw new FormatException("FEN placement field has bad piece letter '" + c + "' in rank "
                                + (rank + 1) + "; expected one of PNBRQK pnbrqk or a digit", String.valueOf(c), index + i);
                    }
                    if (file >= 8) {
                        throw new FormatException("FEN placement field: rank " + (rank + 1) + " ('" + rankText
                                + "') has more than 8 squares", rankText, index);
                    }
                    setup.piece(Squares.of(file, rank), Piece.code(Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK, type));
                    file++;
                }
                if (file > 8) {
                    throw new FormatException("FEN placement field: rank " + (rank + 1) + " ('" + rankText
                            + "') has more than 8 squares", rankText, index);
                }
            }
            if (file != 8) {
                throw new FormatException("FEN placement field: rank " + (rank + 1) + " ('" + rankText + "') covers "
                        + file + " squares instead of 8", rankText, index);
            }
            index += rankText.length() + 1;
        }
    }

    private static void readHoldings(String holdings, Setup.Builder setup, int offset) throws FormatException {
        if (holdings.equals("-")) {
            return;
        }
        for (int i = 0; i < holdings.length(); i++) {
            char c = holdings.charAt(i);
            int type = Piece.typeOf(c);
            if (type == 0) {
                throw new FormatException("FEN holdings have bad piece letter '" + c + "'", String.valueOf(c), offset + i);
            }
            int side = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
            setup.hand(side, type, setup.handCount(side, type) + 1);
        }
    }

    private static int readCastling(String field, Setup.Builder board) throws FormatException {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int right = switch (c) {
                case 'K' -> CastleFlags.RIGHT_WK;
                case 'Q' -> CastleFlags.RIGHT_WQ;
                case 'k' -> CastleFlags.RIGHT_BK;
                case 'q' -> CastleFlags.RIGHT_BQ;
                default -> throw new FormatException("FEN castling field '" + field + "' has bad letter '" + c
                        + "'; expected '-' or some of KQkq", field, i);
            };
            if ((rights & right) != 0) {
                throw new FormatException("FEN castling field '" + field + "' repeats '" + c + "'", field, i);
            }
            rights |= right;
        }
        checkCastlingPieces(board, rights, CastleFlags.RIGHT_WK, Squares.E1, Squares.H1, 'K', field);
        checkCastlingPieces(board, rights, CastleFlags.RIGHT_WQ, Squares.E1, Squares.A1, 'Q', field);
        checkCastlingPieces(board, rights, CastleFlags.RIGHT_BK, Squares.E8, Squares.H8, 'k', field);
        checkCastlingPieces(board, rights, CastleFlags.RIGHT_BQ, Squares.E8, Squares.A8, 'q', field);
        return CastleFlags.fromRights(rights);
    }

    private static void checkCastlingPieces(Setup.Builder board, int rights, int right, int king, int rook, char letter,
            String field) throws FormatException {
        if ((rights & right) == 0) {
            return;
        }
        int side = Character.isUpperCase(letter) ? Piece.WHITE : Piece.BLACK;
        if (board.pieceAt(king) != Piece.code(side, Piece.KING) || board.pieceAt(rook) != Piece.code(side, Piece.ROOK)) {
            throw new FormatException("FEN castling field '" + field + "' gives right '" + letter + "' but there is no "
                    + (side == 0 ? "white" : "black") + " king on " + Squares.name(king) + " and rook on "
                    + Squares.name(rook), field, field.indexOf(letter));
        }
    }

    private static void readEnPassant(String field, Setup.Builder board, ChessBoard game) throws FormatException {
        if (field.equals("-")) {
            return;
        }
        int square = Squares.parse(field);
        if (square < 0) {
            throw new FormatException("FEN en passant field must be '-' or a square such as e3, found '" + field + "'",
                    field, 0);
        }
        int side = board.sideToMove();
        int expectedRank = side == Piece.WHITE ? 5 : 2;
        if (Squares.rank(square) != expectedRank) {
            throw new FormatException("FEN en passant field '" + field + "' is impossible: with "
                    + (side == 0 ? "White" : "Black") + " to move it must be on rank " + (expectedRank + 1), field, 0);
        }
        int pawnSquare = side == Piece.WHITE ? square - 8 : square + 8;
        int origin = side == Piece.WHITE ? square + 8 : square - 8;
        if (board.pieceAt(pawnSquare) != Piece.code(side ^ 1, Piece.PAWN) || board.pieceAt(square) != 0
                || board.pieceAt(origin) != 0) {
            throw new FormatException("FEN en passant field '" + field + "' is impossible: no pawn can have just "
                    + "stepped two squares past it", field, 0);
        }
        if (!game.allowsEnPassant()) {
            throw new FormatException("FEN en passant field '" + field + "' is impossible: " + game.variant().spec()
                    + " has no en passant", field, 0);
        }
        board.epSquare(square);
    }

    private static int readNumber(String field, String name, int min) throws FormatException {
        if (!NUMBER.matcher(field).matches()) {
            throw new FormatException("FEN " + name + " must be a number, found '" + field + "'", field, 0);
        }
        // A number too long for an int is out of range too, not "not a number".
        BigInteger value = new BigInteger(field);
        if (value.compareTo(BigInteger.valueOf(min)) < 0 || value.compareTo(BigInteger.valueOf(MAX_NUMBER)) > 0) {
            throw new FormatException("FEN " + name + " '" + field + "' is out of range (" + min + " to " + MAX_NUMBER
                    + ")", field, 0);
        }
        return value.intValue();
    }
}
