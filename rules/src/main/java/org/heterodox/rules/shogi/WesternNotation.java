package org.heterodox.rules.shogi;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.DropCheck;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * The Western (Hodges) notation used in English shogi records: piece, origin only when needed,
 * {@code -} for a move, {@code x} for a capture, {@code *} for a drop, destination, then {@code +}
 * for a promotion or {@code =} for a declined one. Examples: {@code P-7f}, {@code Bx2b+},
 * {@code P*5e}, {@code S-4c=}, {@code G6i-5h} (two golds could go to 5h). Promoted pieces are written
 * with a leading {@code +}: {@code +Bx2b}, {@code +P-5c}. Reading also accepts the origin when it
 * is not needed, e.g. {@code P7g-7f}.
 */
public final class WesternNotation implements MoveNotation {
    public static final WesternNotation INSTANCE = new WesternNotation();

    private WesternNotation() {
    }

    @Override
    public String name() {
        return "western";
    }

    @Override
    public String format(Position position, int move) {
        MoveList legal = new MoveList();
        position.generate(legal);
        return write((ShogiBoard) position, legal, move, false);
    }

    private static String write(ShogiBoard board, MoveList legal, int move, boolean withOrigin) {
        int to = Move.to(move);
        if (Move.isDrop(move)) {
            return ShogiPiece.letter(Move.piece(move)) + "*" + ShogiSquares.name(to);
        }
        int from = Move.from(move);
        int type = ShogiPiece.type(board.pieceAt(from));
        StringBuilder sb = new StringBuilder();
        if (ShogiPiece.isPromoted(type)) {
            sb.append('+');
        }
        sb.append(ShogiPiece.letter(type));
        if (withOrigin || ambiguous(board, legal, move)) {
            sb.append(ShogiSquares.name(from));
        }
        sb.append(Move.isCapture(move) ? 'x' : '-').append(ShogiSquares.name(to));
        if (Move.kind(move) == Move.KIND_PROMOTE) {
            sb.append('+');
        } else if (legal.contains(Move.of(from, to, Move.piece(move), Move.captured(move), 0, Move.KIND_PROMOTE))) {
            sb.append('=');
        }
        return sb.toString();
    }

    /** Whether another piece of the same kind can also move to the destination. */
    private static boolean ambiguous(ShogiBoard board, MoveList legal, int move) {
        int code = board.pieceAt(Move.from(move));
        for (int i = 0; i < legal.size(); i++) {
            int other = legal.get(i);
            if (!Move.isDrop(other) && Move.to(other) == Move.to(move) && Move.from(other) != Move.from(move)
                    && board.pieceAt(Move.from(other)) == code) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        String t = text == null ? "" : text.trim();
        if (!t.matches("\\+?[PLNSGBRK]([1-9][a-i])?[-x][1-9][a-i][+=]?|[PLNSGBRK]\\*[1-9][a-i]")) {
            throw new FormatException("'" + t + "' is not a Western shogi move (expected e.g. P-7f, Bx2b+, G6i-5h or P*5e)", t, 0);
        }
        if (t.charAt(1) == '*') {
            DropCheck.requireInHand(position, t, t.charAt(0));
        }
        ShogiBoard board = (ShogiBoard) position;
        MoveList legal = new MoveList();
        position.generate(legal);
        int separator = Math.max(t.lastIndexOf('*'), Math.max(t.lastIndexOf('-'), t.lastIndexOf('x')));
        int destination = ShogiSquares.parse(t.charAt(separator + 1), t.charAt(separator + 2));
        for (int i = 0; i < legal.size(); i++) {
            int move = legal.get(i);
            if (Move.to(move) != destination) {
                continue;
            }
            if (write(board, legal, move, false).equals(t) || write(board, legal, move, true).equals(t)) {
                return move;
            }
        }
        throw new FormatException("'" + t + "' is not a legal move in position " + position.toFen()
                + " (an ambiguous move needs its origin, a choice of promotion needs '+' or '=')", t, 0);
    }
}
