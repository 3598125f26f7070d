package org.heterodox.engine.protocol;

import java.util.Locale;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.shogi.UsiNotation;

/**
 * XBoard's conventions for the shogi board, as XBoard and Fairy-Stockfish use them: files {@code a}
 * to {@code i} from Sente's left (USI file 9 is {@code a}), ranks {@code 1} to {@code 9} from Sente's
 * side (USI rank {@code i} is {@code 1}), Sente is "white" and moves first, promotion is a trailing
 * {@code +} ({@code =} declines it), drops are {@code P@e5}. Positions are FENs with the hands in
 * brackets: {@code lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1}, promoted
 * pieces marked {@code +P} as in SFEN. This class converts moves and positions between that form
 * and USI/SFEN, so that the engine keeps one notation inside.
 */
public final class XboardShogi implements MoveNotation {
    public static final XboardShogi INSTANCE = new XboardShogi();

    private XboardShogi() {
    }

    @Override
    public String name() {
        return "xboard-shogi";
    }

    @Override
    public String format(Position position, int move) {
        return fromUsi(UsiNotation.INSTANCE.format(position, move));
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        return UsiNotation.INSTANCE.parse(position, toUsi(text));
    }

    /** An XBoard shogi move as USI ({@code c3c4} is {@code 7g7f}, {@code P@e5} is {@code P*5e}). */
    public static String toUsi(String text) throws FormatException {
        String t = text == null ? "" : text.trim();
        if (t.matches("[A-Za-z][@*][a-i][1-9]")) {
            return Character.toUpperCase(t.charAt(0)) + "*" + usiSquare(t, 2);
        }
        if (t.matches("[a-i][1-9][a-i][1-9][+=]?")) {
            return usiSquare(t, 0) + usiSquare(t, 2) + (t.endsWith("+") ? "+" : "");
        }
        throw new FormatException("'" + t + "' is not an XBoard shogi move (expected e.g. c3c4, b2h8+ or P@e5)", t, 0);
    }

    /** A USI move in XBoard's shogi coordinates. */
    public static String fromUsi(String usi) {
        if (usi.length() == 4 && usi.charAt(1) == '*') {
            return usi.charAt(0) + "@" + xboardSquare(usi, 2);
        }
        return xboardSquare(usi, 0) + xboardSquare(usi, 2) + (usi.endsWith("+") ? "+" : "");
    }

    private static String usiSquare(String text, int at) {
        int file = 9 - (text.charAt(at) - 'a');
        char rank = (char) ('a' + 9 - (text.charAt(at + 1) - '0'));
        return "" + file + rank;
    }

    private static String xboardSquare(String usi, int at) {
        char file = (char) ('a' + 9 - (usi.charAt(at) - '0'));
        int rank = 9 - (usi.charAt(at + 1) - 'a');
        return "" + file + rank;
    }

    /**
     * An XBoard shogi FEN as SFEN: the board is written alike; the bracketed hand (letters, each
     * piece once per copy, {@code -} or nothing when empty) becomes counts; {@code w} (Sente) is
     * SFEN's {@code b}; the full-move number becomes a ply number.
     */
    public static String toSfen(String fen) throws FormatException {
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 2 || fields[0].isEmpty()) {
            throw new FormatException("XBoard shogi FEN '" + fen.trim() + "' needs a board and a side to move", fen, 0);
        }
        String placement = fields[0];
        String hand = "";
        int open = placement.indexOf('[');
        if (open >= 0) {
            if (!placement.endsWith("]")) {
                throw new FormatException("the holdings of '" + placement + "' are not closed by ']'", placement, open);
            }
            hand = placement.substring(open + 1, placement.length() - 1);
            placement = placement.substring(0, open);
        }
        String side = switch (fields[1]) {
            case "w" -> "b";
            case "b" -> "w";
            default -> throw new FormatException("side to move must be 'w' (Sente) or 'b' (Gote), not '" + fields[1] + "'",
                    fields[1], 0);
        };
        int ply = 1;
        String last = fields[fields.length - 1];
        if (fields.length >= 3 && last.matches("[1-9][0-9]{0,5}")) {
            ply = (Integer.parseInt(last) - 1) * 2 + (side.equals("w") ? 2 : 1);
        }
        return placement + " " + side + " " + handCounts(hand) + " " + ply;
    }

    /** An SFEN as XBoard's shogi FEN. */
    public static String fromSfen(String sfen) {
        String[] f = sfen.trim().split("\\s+");
        int ply = f.length > 3 ? Integer.parseInt(f[3]) : 1;
        return f[0] + "[" + handLetters(f[2]) + "] " + (f[1].equals("b") ? "w" : "b") + " - - 0 " + ((ply + 1) / 2);
    }

    /** Hand letters ({@code PPb}) as SFEN counts ({@code 2Pb}), {@code -} when empty. */
    static String handCounts(String letters) throws FormatException {
        if (letters.isEmpty() || letters.equals("-")) {
            return "-";
        }
        StringBuilder out = new StringBuilder();
        // SFEN lists Sente's pieces first, each kind once with its count.
        for (String order : new String[] {"KRBGSNLP", "krbgsnlp"}) {
            for (char piece : order.toCharArray()) {
                int n = (int) letters.chars().filter(c -> c == piece).count();
                if (n > 0) {
                    out.append(n > 1 ? Integer.toString(n) : "").append(piece);
                }
            }
        }
        for (char c : letters.toCharArray()) {
            if ("KRBGSNLPkrbgsnlp".indexOf(c) < 0) {
                throw new FormatException("'" + c + "' is not a shogi piece in hand (holdings '" + letters + "')", letters, 0);
            }
        }
        return out.toString();
    }

    /** SFEN hand counts ({@code 2Pb}, {@code -}) as letters ({@code PPb}). */
    static String handLetters(String counts) {
        StringBuilder out = new StringBuilder();
        int n = 0;
        for (char c : counts.toCharArray()) {
            if (Character.isDigit(c)) {
                n = n * 10 + (c - '0');
            } else if (c != '-') {
                out.append(String.valueOf(c).repeat(Math.max(1, n)));
                n = 0;
            }
        }
        return out.toString();
    }
}
