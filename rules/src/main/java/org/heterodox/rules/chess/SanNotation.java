package org.heterodox.rules.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.DropCheck;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * Standard Algebraic Notation for the chess family, with drops as {@code Q@b2}. Writing follows the
 * PGN standard (minimal disambiguation, {@code +}/{@code #} by the game's own notion of check).
 * Reading is tolerant: {@code 0-0}, {@code e8Q}, {@code e8=Q}, {@code Q*b2}, annotations such as
 * {@code !?}, and missing or superfluous capture and check signs.
 */
public final class SanNotation implements MoveNotation {
    public static final SanNotation INSTANCE = new SanNotation();

    private static final Pattern MOVE = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:[=/]?\\(?([NBRQKnbrqk])\\)?)?");
    private static final Pattern DROP = Pattern.compile("([PNBRQKpnbrqk])?[@*]([a-h][1-8])");

    private SanNotation() {
    }

    @Override
    public String name() {
        return "san";
    }

    @Override
    public String format(Position position, int move) {
        ChessBoard board = (ChessBoard) position;
        MoveList legal = new MoveList();
        board.generate(legal);
        String body = body(board, move, legal);
        board.make(move);
        String suffix = "";
        if (board.inCheck()) {
            MoveList replies = new MoveList();
            board.generate(replies);
            suffix = replies.isEmpty() ? "#" : "+";
        }
        board.unmake();
        return body + suffix;
    }

    private static String body(ChessBoard board, int move, MoveList legal) {
        int to = Move.to(move);
        int piece = Move.piece(move);
        if (Move.isDrop(move)) {
            return Piece.letter(piece) + "@" + Squares.name(to);
        }
        if (Move.isCastle(move)) {
            return to > Move.from(move) ? "O-O" : "O-O-O";
        }
        int from = Move.from(move);
        StringBuilder sb = new StringBuilder();
        if (piece == Piece.PAWN) {
            if (Move.isCapture(move)) {
                sb.append((char) ('a' + Squares.file(from))).append('x');
            } else if (anotherPawnStepsTo(move, legal)) {
                // Alice: two pawns of one file, on different boards, can step to the same square.
                sb.append((char) ('1' + Squares.rank(from)));
            }
            sb.append(Squares.name(to));
            if (Move.promotion(move) != 0) {
                sb.append('=').append(Piece.letter(Move.promotion(move)));
            }
            return sb.toString();
        }
        sb.append(Piece.letter(piece));
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < legal.size(); i++) {
            int other = legal.get(i);
            if (other != move && Move.to(other) == to && Move.piece(other) == piece && !Move.isDrop(other)
                    && !Move.isCastle(other) && Move.from(other) != from) {
                clash = true;
                sameFile |= Squares.file(Move.from(other)) == Squares.file(from);
                sameRank |= Squares.rank(Move.from(other)) == Squares.rank(from);
            }
        }
        if (clash) {
            if (!sameFile) {
                sb.append((char) ('a' + Squares.file(from)));
            } else if (!sameRank) {
                sb.append((char) ('1' + Squares.rank(from)));
            } else {
                sb.append(Squares.name(from));
            }
        }
        if (Move.isCapture(move)) {
            sb.append('x');
        }
        return sb.append(Squares.name(to)).toString();
    }

    private static boolean anotherPawnStepsTo(int move, MoveList legal) {
        for (int i = 0; i < legal.size(); i++) {
            int other = legal.get(i);
            if (Move.piece(other) == Piece.PAWN && Move.to(other) == Move.to(move) && !Move.isCapture(other)
                    && !Move.isDrop(other) && Move.from(other) != Move.from(move)) {
                return true;
            }
        }
        return false;
    }

    /** On the orthodox movement core, the usual forms without the legal-move list: see {@link DirectSan}. */
    @Override
    public int readDirect(Position position, String text) {
        return position instanceof ChessPosition board ? DirectSan.read(board, text) : Move.NONE;
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        ChessBoard board = (ChessBoard) position;
        String raw = text == null ? "" : text.trim();
        String t = withoutSuffix(raw).replace("e.p.", "").replace("ep", "").trim();
        if (t.isEmpty()) {
            throw new FormatException("empty move", raw, 0);
        }
        MoveList legal = new MoveList();
        board.generate(legal);
        List<Integer> matches = new ArrayList<>();
        String castle = t.replace('0', 'O').replace('o', 'O');
        if (castle.equals("O-O") || castle.equals("O-O-O")) {
            boolean kingSide = castle.equals("O-O");
            for (int i = 0; i < legal.size(); i++) {
                int m = legal.get(i);
                if (Move.isCastle(m) && (Move.to(m) > Move.from(m)) == kingSide) {
                    matches.add(m);
                }
            }
            return single(board, raw, matches, legal);
        }
        Matcher drop = DROP.matcher(t);
        if (drop.matches()) {
            int type = drop.group(1) == null ? Piece.PAWN : Piece.typeOf(drop.group(1).charAt(0));
            int to = Squares.parse(drop.group(2));
            DropCheck.requireInHand(position, raw, drop.group(1) == null ? 'P' : drop.group(1).charAt(0));
            for (int i = 0; i < legal.size(); i++) {
                int m = legal.get(i);
                if (Move.isDrop(m) && Move.to(m) == to && Move.piece(m) == type) {
                    matches.add(m);
                }
            }
            return single(board, raw, matches, legal);
        }
        String normalized = t;
        if (normalized.length() > 1 && "nrqk".indexOf(normalized.charAt(0)) >= 0) {
            normalized = Character.toUpperCase(normalized.charAt(0)) + normalized.substring(1);
        }
        Matcher m = MOVE.matcher(normalized);
        if (!m.matches()) {
            throw new FormatException("'" + raw + "' is not a SAN move (expected e.g. e4, Nf3, exd5, e8=Q, O-O, Q@b2)",
                    raw, 0);
        }
        int type = m.group(1) == null ? Piece.PAWN : Piece.typeOf(m.group(1).charAt(0));
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        int to = Squares.parse(m.group(4));
        int promotion = m.group(5) == null ? 0 : Piece.typeOf(m.group(5).charAt(0));
        for (int i = 0; i < legal.size(); i++) {
            int move = legal.get(i);
            if (Move.isDrop(move) || Move.to(move) != to || Move.piece(move) != type) {
                continue;
            }
            int from = Move.from(move);
            if ((fromFile >= 0 && Squares.file(from) != fromFile) || (fromRank >= 0 && Squares.rank(from) != fromRank)) {
                continue;
            }
            if (Move.promotion(move) != promotion) {
                continue;
            }
            matches.add(move);
        }
        // Castling typed as a king move (Kg1) is accepted too.
        if (matches.isEmpty() && type == Piece.KING) {
            for (int i = 0; i < legal.size(); i++) {
                int move = legal.get(i);
                if (Move.isCastle(move) && Move.to(move) == to) {
                    matches.add(move);
                }
            }
        }
        return single(board, raw, matches, legal);
    }

    /** The text without trailing check signs and glyphs; a loop, since a regex would be quadratic on long runs. */
    private static String withoutSuffix(String text) {
        int end = text.length();
        while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return text.substring(0, end);
    }

    private int single(ChessBoard board, String raw, List<Integer> matches, MoveList legal) throws FormatException {
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.isEmpty()) {
            throw new FormatException("illegal move '" + raw + "' in position " + board.toFen(), raw, 0);
        }
        List<String> options = new ArrayList<>();
        for (int move : matches) {
            options.add(body(board, move, legal));
        }
        throw new FormatException("ambiguous move '" + raw + "': it could be " + String.join(" or ", options), raw, 0);
    }
}
