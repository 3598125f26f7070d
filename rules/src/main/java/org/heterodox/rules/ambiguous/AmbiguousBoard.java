package org.heterodox.rules.ambiguous;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.format.FormatException;

/**
 * Ambiguous Chess (docs/rules.md#ambiguous) counted in <em>played moves</em>: {@link #generate} lists every move
 * that can be played this turn, that is every candidate of every allowed announcement, and
 * {@link #make} plays one. The announce-then-choose phases are layered on top by
 * {@link AmbiguousPosition}; this view is what perft counts and what SAN and UCI are written against.
 *
 * <p>Moves are the core's pseudo-legal moves without castling (en passant and the four promotions
 * included). There is no check: only under option {@code checkmate} are the moves of an announced
 * square withdrawn when any of them would leave the mover's king attacked.
 */
public final class AmbiguousBoard extends ChessBoard {
    private final boolean checkmateRule;
    private final boolean stalemateDraws;

    AmbiguousBoard(AmbiguousVariant variant) {
        super(variant, false);
        checkmateRule = variant.hasOption(AmbiguousVariant.CHECKMATE);
        stalemateDraws = variant.hasOption(AmbiguousVariant.STALEMATE_DRAW);
    }

    /** Whether the game is played with the {@code checkmate} option (docs/rules.md#ambiguous-checkmate). */
    public boolean checkmateRule() {
        return checkmateRule;
    }

    /** Whether both kings stand on the board; once one is captured the game is over. */
    public boolean bothKingsPresent() {
        return (byType[KING] & byColor[WHITE]) != 0 && (byType[KING] & byColor[BLACK]) != 0;
    }

    @Override
    public void generate(MoveList out) {
        out.clear();
        if (!bothKingsPresent()) {
            return;
        }
        generatePseudoLegal(out, false);
        if (checkmateRule) {
            removeUnsafeSquares(out);
        }
    }

    /** Every pseudo-legal move except castling, ignoring option {@code checkmate} (to explain refusals). */
    void generateUnfiltered(MoveList out) {
        out.clear();
        generatePseudoLegal(out, false);
    }

    /**
     * Under {@code checkmate} an announcement is allowed only if every choice the opponent could
     * make keeps the announcer's king safe, so one unsafe move withdraws its whole square.
     */
    private void removeUnsafeSquares(MoveList moves) {
        int king = kingSquare(side);
        // Out of check, only the king, en passant, or a piece first in line from the king (which
        // may be pinned) can expose the king; every other move is safe without testing it.
        boolean check = kingAttacked(side);
        long mayExpose = Attacks.queen(king, occupied()) & byColor[side];
        long unsafe = 0;
        int n = moves.size();
        for (int i = 0; i < n; i++) {
            int move = moves.get(i);
            long toBit = 1L << Move.to(move);
            if ((unsafe & toBit) != 0) {
                continue;
            }
            boolean needsTest = check || Move.from(move) == king || Move.isEnPassant(move)
                    || (mayExpose & (1L << Move.from(move))) != 0;
            if (needsTest && leavesKingAttacked(move)) {
                unsafe |= toBit;
            }
        }
        if (unsafe == 0) {
            return;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int move = moves.get(i);
            if ((unsafe & (1L << Move.to(move))) == 0) {
                moves.set(kept++, move);
            }
        }
        moves.truncate(kept);
    }

    /**
     * Whether the pseudo-legal {@code move} of the side to move would leave that side's king
     * attacked, judged on the occupancy after the move without making it.
     */
    public boolean leavesKingAttacked(int move) {
        int us = side;
        int from = Move.from(move);
        int to = Move.to(move);
        long toBit = 1L << to;
        long occ = (occupied() & ~(1L << from)) | toBit;
        long enemy = byColor[us ^ 1] & ~toBit;
        if (Move.isEnPassant(move)) {
            long capturedBit = 1L << (us == WHITE ? to - 8 : to + 8);
            occ &= ~capturedBit;
            enemy &= ~capturedBit;
        }
        int king = Move.piece(move) == KING ? to : kingSquare(us);
        return (Attacks.pawn(us, king) & byType[PAWN] & enemy) != 0
                || (Attacks.knight(king) & byType[KNIGHT] & enemy) != 0
                || (Attacks.king(king) & byType[KING] & enemy) != 0
                || (Attacks.bishop(king, occ) & (byType[BISHOP] | byType[QUEEN]) & enemy) != 0
                || (Attacks.rook(king, occ) & (byType[ROOK] | byType[QUEEN]) & enemy) != 0;
    }

    /** Check exists only under option {@code checkmate}; otherwise a king may simply be attacked. */
    @Override
    public boolean inCheck() {
        return checkmateRule && kingAttacked(side);
    }

    @Override
    public Outcome outcome() {
        int us = side;
        if ((byType[KING] & byColor[us]) == 0) {
            return Outcome.win(us ^ 1, Reason.KING_CAPTURED);
        }
        if ((byType[KING] & byColor[us ^ 1]) == 0) {
            return Outcome.win(us, Reason.KING_CAPTURED);
        }
        MoveList moves = new MoveList();
        generate(moves);
        if (moves.isEmpty()) {
            return withoutAnnouncement();
        }
        return drawOutcome();
    }

    /** No position is dead: even bare kings can walk into capture. */
    @Override
    public boolean insufficientMaterial() {
        return false;
    }

    /**
     * docs/rules.md#ambiguous-no-announcement, #ambiguous-checkmate, #ambiguous-stalemate-draw: the side to
     * move has no (allowed) square to announce.
     */
    private Outcome withoutAnnouncement() {
        int us = side;
        if (checkmateRule) {
            if (kingAttacked(us)) {
                return Outcome.win(us ^ 1, Reason.CHECKMATE);
            }
            return stalemateDraws ? Outcome.draw(Reason.STALEMATE) : Outcome.win(us ^ 1, Reason.STALEMATE);
        }
        return stalemateDraws ? Outcome.draw(Reason.NO_ANNOUNCEMENT) : Outcome.win(us ^ 1, Reason.NO_ANNOUNCEMENT);
    }

    /**
     * docs/rules.md#ambiguous-fen: no castling, the side not to move may be attacked, and a king may be missing
     * (the game is then over), but not both kings.
     */
    @Override
    protected void validateSetup() throws FormatException {
        if (castleFlags != 0) {
            throw new FormatException("FEN is illegal for Ambiguous Chess: castling is never allowed, so the "
                    + "castling field must be '-'", null, -1);
        }
        for (int s = WHITE; s <= BLACK; s++) {
            int kings = Long.bitCount(byType[KING] & byColor[s]);
            if (kings > 1) {
                throw new FormatException("FEN is illegal: there are " + kings + " " + (s == WHITE ? "white" : "black")
                        + " kings", null, -1);
            }
        }
        if (byType[KING] == 0) {
            throw new FormatException("FEN is illegal: both kings are missing (a game ends when the first is captured)",
                    null, -1);
        }
        requireNoPawnsOn(Attacks.RANK_1 | Attacks.RANK_8, "on the first or last rank");
        requireMaterialWithinArmy();
    }

    @Override
    public Position copy() {
        AmbiguousBoard copy = new AmbiguousBoard((AmbiguousVariant) variant);
        copy.copyStateFrom(this);
        return copy;
    }
}
