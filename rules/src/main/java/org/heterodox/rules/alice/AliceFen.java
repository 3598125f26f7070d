package org.heterodox.rules.alice;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.rules.Setup;
import org.heterodox.rules.chess.ChessFen;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.format.FormatException;

/**
 * Alice FEN (docs/rules.md#alice-fen). The written form is the pychess-variants one: a single placement in which a
 * piece standing on board B is prefixed with {@code |}. The reader also accepts two placements joined
 * by {@code |}, board A then board B ({@code rnbqkbnr/.../RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1}),
 * and rejects a square holding a piece on both boards.
 */
public final class AliceFen {
    private static final Pattern WHITESPACE = Pattern.compile("\\s");

    private AliceFen() {
    }

    public static String write(AlicePosition position) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int sq = Squares.of(file, rank);
                int code = position.pieceAt(sq);
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(position.onSecondBoard(sq) ? "|" : "").append(Piece.fenLetter(code));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(ChessFen.afterPlacement(position)).toString();
    }

    /** The same position as two placements joined by {@code |}, board A then board B. */
    public static String writeTwoBoards(AlicePosition position) {
        String fen = write(position);
        String rest = fen.substring(fen.indexOf(' '));
        return placement(position, AlicePosition.BOARD_A) + "|" + placement(position, AlicePosition.BOARD_B) + rest;
    }

    private static String placement(AlicePosition position, int board) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int sq = Squares.of(file, rank);
                if (position.boardOf(sq) != board) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.fenLetter(position.pieceAt(sq)));
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
     * Reads {@code fen} in either form into a set-up, checking each field; {@code game} is an Alice
     * board the reader asks about the game, not changed.
     */
    public static Setup read(String fen, AlicePosition game) throws FormatException {
        if (fen == null || fen.isBlank()) {
            throw new FormatException("empty FEN", "", 0);
        }
        String text = fen.trim();
        Matcher space = WHITESPACE.matcher(text);
        int end = space.find() ? space.start() : text.length();
        String placement = text.substring(0, end);
        if (count(placement, '/') != 14) {
            requireMarksBeforePieces(placement);
            return readMarked(text, end, game);
        }
        String merged = mergeBoards(placement);
        try {
            return readMarked(merged + text.substring(end), merged.length(), game);
        } catch (FormatException e) {
            // Positions past the placement refer to the rewritten text; shift them back.
            int index = e.index() >= merged.length() ? e.index() - merged.length() + placement.length() : e.index();
            throw new FormatException(e.getMessage(), e.token(), index);
        }
    }

    /**
     * Reads the one-placement form: the {@code |} marks (already checked to stand before piece
     * letters) are taken out of the first {@code placementEnd} characters, the rest is an orthodox
     * FEN, and the marked squares are the set-up's board B. Error positions refer to {@code text}.
     */
    private static Setup readMarked(String text, int placementEnd, AlicePosition game) throws FormatException {
        StringBuilder plain = new StringBuilder(text.length());
        int[] origin = new int[text.length() + 1];
        long onB = 0;
        int rank = 7;
        int file = 0;
        boolean marked = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (i < placementEnd) {
                if (c == '|') {
                    marked = true;
                    continue;
                }
                if (c == '/') {
                    rank--;
                    file = 0;
                } else if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    if (marked && file < 8 && rank >= 0) {
                        onB |= 1L << Squares.of(file, rank);
                    }
                    marked = false;
                    file++;
                }
            }
            origin[plain.length()] = i;
            plain.append(c);
        }
        origin[plain.length()] = text.length();
        try {
            return ChessFen.read(plain.toString(), game).toBuilder().secondBoard(onB).build();
        } catch (FormatException e) {
            int index = e.index() >= 0 && e.index() <= plain.length() ? origin[e.index()] : e.index();
            throw new FormatException(e.getMessage(), e.token(), index);
        }
    }

    /** In the one-placement form every '|' marks the piece letter right after it. */
    private static void requireMarksBeforePieces(String placement) throws FormatException {
        for (int i = 0; i < placement.length(); i++) {
            if (placement.charAt(i) == '|' && (i + 1 == placement.length() || Piece.typeOf(placement.charAt(i + 1)) == 0)) {
                throw new FormatException("FEN '|' (piece on board B) must be followed by a piece letter", "|", i);
            }
        }
    }

    /** Turns "boardA|boardB" into the one-placement form, rejecting a square taken on both boards. */
    private static String mergeBoards(String placement) throws FormatException {
        int bar = placement.indexOf('|');
        if (bar < 0 || placement.indexOf('|', bar + 1) >= 0) {
            throw new FormatException("FEN with 16 ranks must be two placements joined by a single '|' (board A|board B)",
                    placement, bar < 0 ? 0 : placement.indexOf('|', bar + 1));
        }
        char[] boardA = expand(placement.substring(0, bar), 0, "A");
        char[] boardB = expand(placement.substring(bar + 1), bar + 1, "B");
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int sq = Squares.of(file, rank);
                char a = boardA[sq];
                char b = boardB[sq];
                if (a != 0 && b != 0) {
                    throw new FormatException("FEN puts two pieces on " + Squares.name(sq) + " ('" + a + "' on board A, '"
                            + b + "' on board B); a square holds a piece on one board at most", Squares.name(sq), -1);
                }
                if (a == 0 && b == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(a != 0 ? String.valueOf(a) : "|" + b);
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

    /** One board's placement as 64 FEN letters (0 for empty), a1 first. */
    private static char[] expand(String placement, int offset, String board) throws FormatException {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new FormatException("FEN board " + board + " placement must have 8 ranks separated by '/', found "
                    + ranks.length, placement, offset);
        }
        char[] squares = new char[64];
        int index = offset;
        for (int r = 0; r < 8; r++) {
            String rankText = ranks[r];
            int rank = 7 - r;
            int file = 0;
            for (int i = 0; i < rankText.length(); i++) {
                char c = rankText.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (Piece.typeOf(c) != 0) {
                    if (file < 8) {
                        squares[Squares.of(file, rank)] = c;
                    }
                    file++;
                } else {
                    throw new FormatException("FEN board " + board + " has bad character '" + c + "' in rank " + (rank + 1)
                            + "; expected one of PNBRQK pnbrqk or a digit", String.valueOf(c), index + i);
                }
                if (file > 8) {
                    throw new FormatException("FEN board " + board + " rank " + (rank + 1) + " ('" + rankText
                            + "') has more than 8 squares", rankText, index);
                }
            }
            if (file != 8) {
                throw new FormatException("FEN board " + board + " rank " + (rank + 1) + " ('" + rankText + "') covers "
                        + file + " squares instead of 8", rankText, index);
            }
            index += rankText.length() + 1;
        }
        return squares;
    }

    private static int count(String text, char c) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }
}
