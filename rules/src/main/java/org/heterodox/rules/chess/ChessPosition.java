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
    private MoveList legalityScratch;

    public ChessPosition(Variant variant) {
        super(variant, false);
    }

    /** For games built on orthodox legal generation that hash the six unmoved flags (drop games). */
    protected ChessPosition(Variant variant, boolean hashCastleFlags) {
        super(variant, hashCastleFlags);
    }

    @Override
    public void generate(MoveList out) {
        generateLegal(out, false);
    }

    /** Captures and promotions only, generated directly with the same check and pin masks. */
    @Override
    public void generateNoisy(MoveList out) {
        generateLegal(out, true);
    }

    /**
     * The legal moves, or only the noisy ones: then every destination is restricted to enemy
     * pieces, except pawn pushes to the last rank (promotions), and castling is left out.
     */
    private void generateLegal(MoveList out, boolean noisyOnly) {
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
        long kingTargets = Attacks.king(ksq) & (noisyOnly ? enemy : ~own);
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
        long pinned = pinnedPieces(ksq, us, occ);
        // Noisy: pieces capture only; a pawn's only non-capture that is noisy is a push to the last rank.
        long pawnTargets = noisyOnly ? targets & (enemy | Attacks.RANK_1 | Attacks.RANK_8) : targets;
        if (noisyOnly) {
            targets &= enemy;
        }

        long free = ~pinned;
        generatePawnMoves(out, byType[PAWN] & own & free, pawnTargets, occ, false);
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
                    generatePawnMoves(out, 1L << from, pawnTargets & line, occ, false);
                } else {
                    addMoves(out, from, type, Attacks.of(type, from, occ) & targets & line);
                }
            }
            if (!noisyOnly) {
                generateCastling(out, occ);
            }
        }
        if (epSquare >= 0) {
            addLegalEnPassant(out, ksq, us, occ);
        }
    }

    /**
     * A direct test of the ordinary moves and double steps (piece on its square, target, how the piece
     * moves, then check and pin masks as in {@link #generate}); castling and en passant, which are
     * rare, are looked up in the generated moves.
     */
    @Override
    public boolean isLegal(int move) {
        int kind = Move.kind(move);
        if (kind != Move.KIND_NORMAL && kind != Move.KIND_DOUBLE_PUSH) {
            return (kind == Move.KIND_CASTLE || kind == Move.KIND_EN_PASSANT) && generatedContains(move);
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = Move.piece(move);
        int captured = Move.captured(move);
        int promotion = Move.promotion(move);
        int us = side;
        if ((move >>> 30) != 0 || from > 63 || to > 63 || piece < PAWN || piece > KING || captured > QUEEN
                || squares[from] != Piece.code(us, piece)
                || squares[to] != (captured == 0 ? 0 : Piece.code(us ^ 1, captured))) {
            return false;
        }
        long occ = byColor[0] | byColor[1];
        long toBit = 1L << to;
        if (piece == PAWN) {
            int up = us == WHITE ? 8 : -8;
            boolean lastRank = (toBit & (us == WHITE ? Attacks.RANK_8 : Attacks.RANK_1)) != 0;
            if (lastRank != (promotion != 0) || (promotion != 0 && (promotion < KNIGHT || promotion > QUEEN))) {
                return false;
            }
            if (kind == Move.KIND_DOUBLE_PUSH) {
                int startRank = us == WHITE ? 1 : 6;
                if (captured != 0 || (from >>> 3) != startRank || to != from + 2 * up || squares[from + up] != 0) {
                    return false;
                }
            } else if (captured == 0 ? to != from + up : (Attacks.pawn(us, from) & toBit) == 0) {
                return false;
            }
        } else if (kind != Move.KIND_NORMAL || promotion != 0 || (Attacks.of(piece, from, occ) & toBit) == 0) {
            return false;
        }
        long kingBit = byType[KING] & byColor[us];
        int ksq = Long.numberOfTrailingZeros(kingBit);
        if (piece == KING) {
            return !isAttacked(to, us ^ 1, occ ^ kingBit);
        }
        long checkers = attackersTo(ksq, occ) & byColor[us ^ 1];
        if (checkers != 0) {
            if ((checkers & (checkers - 1)) != 0
                    || (toBit & (checkers | Attacks.between(ksq, Long.numberOfTrailingZeros(checkers)))) == 0) {
                return false;
            }
        }
        return (pinnedPieces(ksq, us, occ) & (1L << from)) == 0 || (Attacks.line(ksq, from) & toBit) != 0;
    }

    @Override
    public boolean testsLegalityDirectly() {
        return true;
    }

    /** Whether {@link #generate} returns {@code move} (a list kept for this test, made when first needed). */
    protected final boolean generatedContains(int move) {
        if (legalityScratch == null) {
            legalityScratch = new MoveList();
        }
        generate(legalityScratch);
        return legalityScratch.contains(move);
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
