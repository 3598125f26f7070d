package org.heterodox.rules.shogi;

import static org.heterodox.rules.shogi.ShogiPiece.*;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Setup;
import org.heterodox.rules.format.FormatException;

/**
 * SFEN (the USI position format): {@code board side hand [move-number]}, e.g.
 * {@code lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1}. The board lists ranks a to
 * i, files 9 to 1; Sente's pieces are upper case, {@code +} marks a promoted piece; the hand lists
 * counts and letters ({@code 2Pb}) or {@code -}. Unashogi hands may hold kings ({@code K}, {@code k}).
 * A missing move number means 1. Reading validates strictly: piece counts, one king per side, no
 * piece that could never move, no two unpromoted pawns of a side on a file, and the side not to move
 * must not be in check.
 */
public final class Sfen {
    private static final String HAND_LETTERS = "KRBGSNLP";
    /** The largest move number an SFEN may give. */
    private static final int MAX_MOVE_NUMBER = 999_999_999;

    private Sfen() {
    }

    /**
     * Reads the SFEN {@code text} of a game played by {@code rules} into a set-up, checking each
     * field; {@link #validate} checks the position it makes.
     */
    public static Setup read(String text, ShogiRules rules) throws FormatException {
        if (text == null || text.isBlank()) {
            throw new FormatException("empty SFEN; expected board, side, hand and move number", "", 0);
        }
        List<String> fields = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            fields.add(text.substring(start, i));
            starts.add(start);
        }
        if (fields.size() < 3 || fields.size() > 4) {
            throw new FormatException("SFEN '" + text + "' has " + fields.size()
                    + " fields; expected board, side to move, hand and an optional move number", text, 0);
        }
        Setup.Builder setup = Setup.builder(81);
        readBoard(fields.get(0), starts.get(0), setup);
        readSide(fields.get(1), starts.get(1), setup);
        readHand(fields.get(2), starts.get(2), setup, rules);
        if (fields.size() == 4) {
            setup.clocks(0, readMoveNumber(fields.get(3), starts.get(3)));
        }
        return setup.build();
    }

    private static void readBoard(String field, int offset, Setup.Builder position) throws FormatException {
        String[] rows = field.split("/", -1);
        if (rows.length != 9) {
            throw new FormatException("SFEN board has " + rows.length + " ranks; expected 9 separated by '/'", field, offset);
        }
        int index = offset;
        for (int row = 0; row < 9; row++) {
            String rank = rows[row];
            int column = 0;
            for (int k = 0; k < rank.length(); k++) {
                char c = rank.charAt(k);
                int at = index + k;
                if (c >= '1' && c <= '9') {
                    column += c - '0';
                } else {
                    boolean promoted = c == '+';
                    if (promoted) {
                        if (++k == rank.length()) {
                            throw new FormatException("'+' at the end of rank " + (char) ('a' + row) + " promotes nothing", "+", at);
                        }
                        c = rank.charAt(k);
                    }
                    int type = typeOfLetter(c);
                    if (type == 0 || !Character.isLetter(c)) {
                        throw new FormatException("unknown piece '" + c + "' in rank " + (char) ('a' + row)
                                + " of the SFEN board", String.valueOf(c), index + k);
                    }
                    if (promoted && !promotable(type)) {
                        throw new FormatException("'" + c + "' cannot be promoted (rank " + (char) ('a' + row) + ")",
                                "+" + c, at);
                    }
                    if (column >= 9) {
                        throw new FormatException("rank " + (char) ('a' + row) + " of the SFEN board has more than 9 squares",
                                rank, index);
                    }
                    int s = Character.isUpperCase(c) ? SENTE : GOTE;
                    position.piece(ShogiSquares.of(row, column), code(s, promoted ? promoted(type) : type));
                    column++;
                }
                if (column > 9) {
                    throw new FormatException("rank " + (char) ('a' + row) + " of the SFEN board has more than 9 squares",
                            rank, index);
                }
            }
            if (column != 9) {
                throw new FormatException("rank " + (char) ('a' + row) + " of the SFEN board has " + column
                        + " squares; expected 9", rank, index);
            }
            index += rank.length() + 1;
        }
    }

    private static void readSide(String field, int offset, Setup.Builder position) throws FormatException {
        switch (field) {
            case "b" -> position.sideToMove(SENTE);
            case "w" -> position.sideToMove(GOTE);
            default -> throw new FormatException("side to move '" + field + "' must be 'b' (Sente) or 'w' (Gote)", field, offset);
        }
    }

    private static void readHand(String field, int offset, Setup.Builder position, ShogiRules rules) throws FormatException {
        if (field.equals("-")) {
            return;
        }
        int k = 0;
        boolean[][] seen = new boolean[2][9];
        while (k < field.length()) {
            int start = k;
            int count = 1;
            if (Character.isDigit(field.charAt(k))) {
                while (k < field.length() && Character.isDigit(field.charAt(k))) {
                    k++;
                }
                String digits = field.substring(start, k);
                if (digits.length() > 2 || digits.charAt(0) == '0') {
                    throw new FormatException("bad count '" + digits + "' in the SFEN hand", digits, offset + start);
                }
                count = Integer.parseInt(digits);
                if (k == field.length()) {
                    throw new FormatException("count '" + digits + "' at the end of the SFEN hand has no piece letter",
                            digits, offset + start);
                }
            }
            char c = field.charAt(k);
            int type = HAND_LETTERS.indexOf(Character.toUpperCase(c)) < 0 || !Character.isLetter(c) ? 0 : typeOfLetter(c);
            if (type == 0) {
                throw new FormatException("'" + c + "' is not a piece that can be in hand (expected one of "
                        + (rules.kingsInHand() ? "KRBGSNLP" : "RBGSNLP") + ", either case, or '-')",
                        String.valueOf(c), offset + k);
            }
            if (type == KING && !rules.kingsInHand()) {
                throw new FormatException("a king cannot be in hand in shogi", String.valueOf(c), offset + k);
            }
            int s = Character.isUpperCase(c) ? SENTE : GOTE;
            if (seen[s][type]) {
                throw new FormatException("piece '" + c + "' appears twice in the SFEN hand", String.valueOf(c), offset + k);
            }
            seen[s][type] = true;
            if (count > TOTAL[type]) {
                throw new FormatException("hand holds " + count + " of '" + c + "' but the game has only " + TOTAL[type],
                        field.substring(start, k + 1), offset + start);
            }
            position.hand(s, type, count);
            k++;
        }
    }

    private static int readMoveNumber(String field, int offset) throws FormatException {
        if (!field.matches("-?[0-9]+")) {
            throw new FormatException("move number '" + field + "' must be a positive integer", field, offset);
        }
        BigInteger value = new BigInteger(field);
        if (value.signum() < 1 || value.compareTo(BigInteger.valueOf(MAX_MOVE_NUMBER)) > 0) {
            throw new FormatException("move number '" + field + "' is out of range (1 to " + MAX_MOVE_NUMBER + ")",
                    field, offset);
        }
        return value.intValue();
    }

    /**
     * The shogi rules' check of a position just set up: piece counts, one king per side, no piece
     * that could never move, no nifu, the side not to move not in check. {@code text} is the SFEN
     * read, given as the offending token (null for a set-up from elsewhere).
     */
    static void validate(String text, ShogiBoard p, ShogiRules rules) throws FormatException {
        validate(text, p, rules, false);
    }

    /**
     * {@link #validate}, or with {@code problem} the check of a tsume diagram, where the attacker may
     * have no king at all (either side, while the other has its king on the board).
     */
    static void validate(String text, ShogiBoard p, ShogiRules rules, boolean problem) throws FormatException {
        int[] totals = new int[9];
        int[][] kingsOnBoard = new int[2][1];
        for (int sq = 0; sq < 81; sq++) {
            int code = p.pieceAt(sq);
            if (code == 0) {
                continue;
            }
            int type = type(code);
            totals[unpromoted(type)]++;
            if (type == KING) {
                kingsOnBoard[side(code)][0]++;
            }
            if (ShogiTables.DEAD[code][sq]) {
                throw new FormatException("the " + sfen(code) + " on " + ShogiSquares.name(sq)
                        + " could never move again", text, -1);
            }
        }
        for (int s = 0; s < 2; s++) {
            for (int t = PAWN; t <= KING; t++) {
                totals[t] += p.handCount(s, t);
            }
            for (int column = 0; column < 9; column++) {
                if (p.pawns[s][column] > 1) {
                    throw new FormatException((s == SENTE ? "Sente" : "Gote") + " has two unpromoted pawns on file "
                            + (9 - column) + " (nifu)", text, -1);
                }
            }
            String who = s == SENTE ? "Sente" : "Gote";
            int kings = kingsOnBoard[s][0] + p.handCount(s, KING);
            boolean kinglessAttacker = problem && kings == 0 && kingsOnBoard[s ^ 1][0] == 1;
            if (kingsOnBoard[s][0] > 1 || (kings != 1 && !kinglessAttacker)) {
                throw new FormatException(who + " must have exactly one king" + (rules.kingsInHand()
                        ? ", on the board or in hand" : " on the board") + "; found " + kings, text, -1);
            }
        }
        for (int t = PAWN; t <= KING; t++) {
            if (totals[t] > TOTAL[t]) {
                throw new FormatException("the position has " + totals[t] + " pieces of type " + letter(t)
                        + " (with promoted ones and hands) but the game has only " + TOTAL[t], text, -1);
            }
        }
        if (p.kingInCheck(p.sideToMove() ^ 1)) {
            throw new FormatException("the side not to move (" + (p.sideToMove() == SENTE ? "Gote" : "Sente")
                    + ") is in check", text, -1);
        }
    }

    /** The SFEN of a position, hands in the order K R B G S N L P, Sente's first. */
    public static String write(ShogiBoard b) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 9; row++) {
            if (row > 0) {
                sb.append('/');
            }
            int empty = 0;
            for (int column = 0; column < 9; column++) {
                int code = b.pieceAt(ShogiSquares.of(row, column));
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(sfen(code));
            }
            if (empty > 0) {
                sb.append(empty);
            }
        }
        sb.append(' ').append(b.sideToMove() == SENTE ? 'b' : 'w').append(' ');
        int handStart = sb.length();
        for (int s = 0; s < 2; s++) {
            for (int type : HAND_ORDER) {
                int n = b.handCount(s, type);
                if (n > 0) {
                    if (n > 1) {
                        sb.append(n);
                    }
                    char c = letter(type);
                    sb.append(s == SENTE ? c : Character.toLowerCase(c));
                }
            }
        }
        if (sb.length() == handStart) {
            sb.append('-');
        }
        return sb.append(' ').append(b.moveNumber()).toString();
    }
}
