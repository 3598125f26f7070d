package org.heterodox.rules.uchess;

import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * Descriptive notation as a {@link MoveNotation}: {@code descriptive} (English) and {@code latin}
 * (Italian). In a U-Chess position a move is written with its three-symbol writing and a writing
 * is read by the rules of docs/rules.md#u-chess-writing-rule, with an error that says why it is not a legal move (no
 * such move, ambiguous, more than three symbols, king left in check). In any other chess position
 * (or for a move with no short writing) the full qualified writing of {@link Writings#fullWriting}
 * is used, and any writing that denotes exactly one legal move is read.
 *
 * <p>Reading accepts both languages, trying this notation's own language first. Where the same
 * text means a legal move in each (e.g. {@code RxP}: rook or, in Latin, king takes pawn), the own
 * language wins.
 */
public final class DescriptiveNotation implements MoveNotation {
    public static final DescriptiveNotation ENGLISH = new DescriptiveNotation("descriptive", DescriptiveLanguage.ENGLISH);
    public static final DescriptiveNotation LATIN = new DescriptiveNotation("latin", DescriptiveLanguage.LATIN);

    private static final int MAX_SYMBOLS = 3;

    private final String name;
    private final DescriptiveLanguage language;

    private DescriptiveNotation(String name, DescriptiveLanguage language) {
        this.name = name;
        this.language = language;
    }

    @Override
    public String name() {
        return name;
    }

    public DescriptiveLanguage language() {
        return language;
    }

    @Override
    public String format(Position position, int move) {
        ChessBoard board = (ChessBoard) position;
        int side = board.sideToMove();
        MoveList candidates = new MoveList();
        if (board instanceof UChessPosition u) {
            u.pseudoLegalMoves(candidates);
            Writing w = Writings.shortWriting(side, move);
            if (w != null && Writings.denoted(w, side, candidates).size() <= 1) {
                return language.write(w);
            }
        } else {
            board.generate(candidates);
        }
        return language.write(Writings.fullWriting(side, move, candidates));
    }

    /** The full (qualified) writing of {@code move} among the legal moves of an orthodox position. */
    public String fullWriting(ChessBoard board, int move) {
        MoveList candidates = new MoveList();
        if (board instanceof UChessPosition u) {
            u.pseudoLegalMoves(candidates);
        } else {
            board.generate(candidates);
        }
        return language.write(Writings.fullWriting(board.sideToMove(), move, candidates));
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        return read(position, text, false);
    }

    private int read(Position position, String text, boolean ownFormOnly) throws FormatException {
        if (!(position instanceof ChessBoard board)) {
            throw new FormatException(name + " notation is for the 8x8 chess family, not " + position.variant().spec(),
                    text, -1);
        }
        String raw = text == null ? "" : text.trim();
        DescriptiveLanguage other = language == DescriptiveLanguage.ENGLISH
                ? DescriptiveLanguage.LATIN : DescriptiveLanguage.ENGLISH;
        List<Writing> own = language.read(raw);
        List<Writing> foreign = other.read(raw);
        if (DescriptiveLanguage.mixesCase(raw)) {
            throw new FormatException("'" + raw + "' mixes upper and lower case like SAN; a descriptive writing is in "
                    + "one case (P-K4 or p-k4)", raw, 0);
        }
        if (own.isEmpty() && foreign.isEmpty()) {
            throw new FormatException("'" + raw + "' is not a descriptive move (expected e.g. P-K4, N-B3, NxB, O-O, "
                    + "P=Q, or in Latin P4R, C3A, CxA, 0-0, P=D)", raw, 0);
        }
        Reading first = own.isEmpty() ? null : resolve(board, raw, own);
        if (first != null && first.move != Move.NONE) {
            return first.move;
        }
        if (ownFormOnly) {
            throw new FormatException(first != null ? first.error : "'" + raw + "' is a " + other.displayName()
                    + " writing, not " + language.displayName(), raw, 0);
        }
        Reading second = foreign.isEmpty() ? null : resolve(board, raw, foreign);
        if (second != null && second.move != Move.NONE) {
            return second.move;
        }
        throw new FormatException((first != null ? first : second).error, raw, 0);
    }

    /** Reads only this notation's own language, so a record read move by move keeps to one language. */
    @Override
    public int parseOwnForm(Position position, String text) throws FormatException {
        return read(position, text, true);
    }

    /** A move, or the reason the writing gives none. */
    private record Reading(int move, String error) {
    }

    /** Reads writings of one language: the move if exactly one reading gives a legal move. */
    private Reading resolve(ChessBoard board, String raw, List<Writing> writings) {
        int side = board.sideToMove();
        MoveList legal = new MoveList();
        board.generate(legal);
        MoveList pseudo = legal;
        UChessPosition u = board instanceof UChessPosition p ? p : null;
        if (u != null) {
            pseudo = new MoveList();
            u.pseudoLegalMoves(pseudo);
        }
        MoveList found = new MoveList(4);
        String error = null;
        for (Writing w : writings) {
            MoveList denoted = Writings.denoted(w, side, pseudo);
            String why = whyNot(u, raw, w, denoted, legal);
            if (why == null) {
                if (!found.contains(denoted.get(0))) {
                    found.add(denoted.get(0));
                }
            } else if (error == null) {
                error = why;
            }
        }
        if (found.size() == 1) {
            return new Reading(found.get(0), null);
        }
        if (found.size() > 1) {
            return new Reading(Move.NONE, "'" + raw + "' can be read in more than one way: it denotes "
                    + Writings.listMoves(found));
        }
        return new Reading(Move.NONE, error);
    }

    /** Null when {@code w} denotes a single legal move, else why not. */
    private static String whyNot(UChessPosition u, String raw, Writing w, MoveList denoted, MoveList legal) {
        String quoted = "'" + raw + "'";
        if (u != null && u.kingCaptured()) {
            return quoted + " is no move: the game is over, a king has been captured";
        }
        if (denoted.isEmpty()) {
            return "no such move: " + quoted + " denotes no move in this position";
        }
        if (u != null && w.castle() == 0 && w.symbols() > MAX_SYMBOLS) {
            return quoted + " needs " + w.symbols() + " symbols; U-Chess allows only writings of at most three"
                    + " (it denotes " + Writings.listMoves(denoted) + ")";
        }
        if (denoted.size() > 1) {
            if (u != null && allCapturePromotions(denoted)) {
                return quoted + " denotes only captures with promotion (" + Writings.listMoves(denoted)
                        + "), which need four symbols such as PxR=Q: never legal in U-Chess";
            }
            return quoted + " is ambiguous: it denotes " + Writings.listMoves(denoted);
        }
        int move = denoted.get(0);
        if (legal.contains(move)) {
            return null;
        }
        if (Move.isCapture(move) && Move.promotion(move) != 0) {
            return quoted + " is a capture with promotion, which needs four symbols: never legal in U-Chess";
        }
        return quoted + " (" + Writings.longAlgebraic(move) + ") leaves the king in check";
    }

    private static boolean allCapturePromotions(MoveList moves) {
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (!Move.isCapture(m) || Move.promotion(m) == 0) {
                return false;
            }
        }
        return true;
    }
}
