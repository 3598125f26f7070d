package org.heterodox.rules.chess;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;

/**
 * Orthodox chess (FIDE). Generates strictly legal moves directly, with check evasion masks and pin
 * lines, so perft needs no make/unmake test per move.
 */
public class ChessPosition extends ChessBoard {

    public ChessPosition(Variant variant) {
        super(variant, false);
    }

    @Override
    public void generate(MoveList out) {
        out.clear();
        int us = side;
        int them = us ^ 1;
        long own = byColor[us];
        long enemy = byColor[them];
        long occ = own | enemy;
        long kingBit = byType[KING] & own;
        int ksq = Long.numberOfTrailingZeros(kingBit);

        long checkers = attackersTo(ksq, occ) & enemy;
        long withoutKing = occ ^ kingBit;
        long kingTargets = Attacks.king(ksq) & ~own;
        while (kingTargets != 0) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (!isAttacked(to, them, withoutKing)) {
                out.add(Move.of(ksq, to, KING, squares[to] & 7, 0, Move.KIND_NORMAL));
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return;
        }
        long targets = checkers == 0
                ? ~own
                : checkers | Attacks.between(ksq, Long.numberOfTrailingZeros(checkers));
        long pinned = pinned(ksq, us, occ);

        long free = ~pinned;
        generatePawnMoves(out, byType[PAWN] & own & free, targets, occ, false);
        generatePieceMoves(out, byType[KNIGHT] & own & free, KNIGHT, targets, occ);
        generatePieceMoves(out, byType[BISHOP] & own & free, BISHOP, targets, occ);
        generatePieceMoves(out, byType[ROOK] & own & free, ROOK, targets, occ);
        generatePieceMoves(out, byType[QUEEN] & own & free, QUEEN, targets, occ);

        // A pinned piece can only move along its pin line; a pinned knight never moves, and
        // no pinned piece can help against a check.
        long pinnedMovers = pinned & ~byType[KNIGHT];
        if (checkers == 0) {
            while (pinnedMovers != 0) {
                int from = Long.numberOfTrailingZeros(pinnedMovers);
                pinnedMovers &= pinnedMovers - 1;
                long line = Attacks.line(ksq, from);
                int type = squares[from] & 7;
                if (type == PAWN) {
                    generatePawnMoves(out, 1L << from, targets & line, occ, false);
                } else {
                    addMoves(out, from, type, Attacks.of(type, from, occ) & targets & line);
                }
            }
            generateCastling(out, occ);
        }
        if (epSquare >= 0) {
            addLegalEnPassant(out, ksq, us, occ);
        }
    }

    /** Own pieces standing alone between the king and an enemy slider. */
    private long pinned(int ksq, int us, long occ) {
        long enemy = byColor[us ^ 1];
        long snipers = ((Attacks.rook(ksq, 0) & (byType[ROOK] | byType[QUEEN]))
                | (Attacks.bishop(ksq, 0) & (byType[BISHOP] | byType[QUEEN]))) & enemy;
        long pinned = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = Attacks.between(ksq, s) & occ;
            if (between != 0 && (between & (between - 1)) == 0) {
                pinned |= between & byColor[us];
            }
        }
        return pinned;
    }

    /** En passant is rare and tricky (discovered checks along the rank), so test it by its result. */
    private void addLegalEnPassant(MoveList out, int ksq, int us, long occ) {
        int capturedSquare = us == WHITE ? epSquare - 8 : epSquare + 8;
        long attackers = Attacks.pawn(us ^ 1, epSquare) & byType[PAWN] & byColor[us];
        long enemy = byColor[us ^ 1] & ~(1L << capturedSquare);
        while (attackers != 0) {
            int from = Long.numberOfTrailingZeros(attackers);
            attackers &= attackers - 1;
            long after = (occ ^ (1L << from) ^ (1L << capturedSquare)) | (1L << epSquare);
            boolean exposed = (Attacks.rook(ksq, after) & (byType[ROOK] | byType[QUEEN]) & enemy) != 0
                    || (Attacks.bishop(ksq, after) & (byType[BISHOP] | byType[QUEEN]) & enemy) != 0
                    || (Attacks.knight(ksq) & byType[KNIGHT] & enemy) != 0
                    || (Attacks.pawn(us, ksq) & byType[PAWN] & enemy) != 0;
            if (!exposed) {
                out.add(Move.of(from, epSquare, PAWN, PAWN, 0, Move.KIND_EN_PASSANT));
            }
        }
    }

    @Override
    public boolean inCheck() {
        return kingAttacked(side);
    }

    @Override
    public Outcome outcome() {
        MoveList moves = new MoveList();
        generate(moves);
        if (moves.isEmpty()) {
            return inCheck() ? Outcome.win(side ^ 1, Reason.CHECKMATE) : Outcome.draw(Reason.STALEMATE);
        }
        return drawOutcome();
    }

    /** The automatic draws shared by the chess family: repetition, fifty moves, dead position. */
    protected Outcome drawOutcome() {
        if (repetitionCount() >= 3) {
            return Outcome.draw(Reason.THREEFOLD_REPETITION);
        }
        if (halfmoveClock >= 100) {
            return Outcome.draw(Reason.FIFTY_MOVES);
        }
        if (insufficientMaterial()) {
            return Outcome.draw(Reason.INSUFFICIENT_MATERIAL);
        }
        return Outcome.ONGOING;
    }

    @Override
    public boolean makeNull() {
        passTurn();
        return true;
    }

    @Override
    public void unmakeNull() {
        unpassTurn();
    }

    @Override
    public Position copy() {
        ChessPosition copy = new ChessPosition(variant);
        copy.copyStateFrom(this);
        return copy;
    }
}
