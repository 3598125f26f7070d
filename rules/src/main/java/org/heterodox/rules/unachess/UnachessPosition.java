package org.heterodox.rules.unachess;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.ChessPosition;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.format.FormatException;

/**
 * A position of Unachess, Unachess II or Parachute Chess (docs/rules.md#unachess): orthodox chess on the shared
 * core plus drops, no captures while the own king is in hand, and quasi-check (a king is in check
 * only while the enemy king is on the board too).
 *
 * <p>Legal moves are generated directly, without trying each move, by the kings' situation:
 * <ul>
 * <li>own king in hand: nothing can be in check, so every non-capture is legal; only a king drop
 *     must avoid squares the enemy attacks, and only while the enemy king is placed;</li>
 * <li>enemy king in hand: the own king cannot be in check before the enemy king is dropped, so
 *     every pseudo-legal move is legal;</li>
 * <li>both kings placed: orthodox legal generation (pins, evasions), and a drop, which can only
 *     block, must interpose against a single slider check.</li>
 * </ul>
 */
public class UnachessPosition extends ChessPosition {
    private static final long[] PAWN_DROP_RANKS = {0x00000000FFFFFF00L, 0x00FFFFFF00000000L};
    private static final long[] PAWN_DROP_RANKS_1_4 = {0x00000000FFFFFFFFL, 0xFFFFFFFF00000000L};

    private final UnachessRules rules;
    private final long[] pawnDropSquares;
    /** Squares each piece type may not be dropped on because of the game's drop ban; reused per call. */
    private final long[] banned = new long[7];

    public UnachessPosition(Variant variant, UnachessRules rules) {
        super(variant, true);
        this.rules = rules;
        this.pawnDropSquares = rules.pawnRanks1to4() ? PAWN_DROP_RANKS_1_4 : PAWN_DROP_RANKS;
    }

    public UnachessRules rules() {
        return rules;
    }

    @Override
    public void generate(MoveList out) {
        int us = side;
        int them = us ^ 1;
        long occ = byColor[0] | byColor[1];
        int ownKing = kingSquare(us);
        boolean enemyKingPlaced = (byType[KING] & byColor[them]) != 0;
        long dropSquares = ~occ;
        long kingDropSquares = ~occ;
        if (ownKing < 0) {
            out.clear();
            generateNonCaptures(out, occ);
            if (enemyKingPlaced) {
                kingDropSquares &= ~attackedBy(them, occ);
            }
        } else if (!enemyKingPlaced) {
            out.clear();
            generatePseudoLegal(out, rules.castling());
        } else {
            super.generate(out);
            dropSquares &= interpositions(ownKing, them, occ);
        }
        if (!rules.doubleStep()) {
            removeDoubleSteps(out);
        }
        if (dropSquares != 0) {
            generateDrops(out, us, dropSquares, kingDropSquares);
        }
    }

    /**
     * With both kings placed the board moves are orthodox and drops are never noisy, so the orthodox
     * noisy generation applies; otherwise the full list is filtered.
     */
    @Override
    public void generateNoisy(MoveList out) {
        if ((byType[KING] & byColor[WHITE]) != 0 && (byType[KING] & byColor[BLACK]) != 0) {
            super.generateNoisy(out);
        } else {
            generate(out);
            out.retainNoisy();
        }
    }

    /** Drops, kings in hand and the rule options make the orthodox direct test unfit: the moves are generated. */
    @Override
    public boolean isLegal(int move) {
        return generatedContains(move);
    }

    @Override
    public boolean testsLegalityDirectly() {
        return false;
    }

    /**
     * Moves to empty squares only: the side whose king is in hand may not capture
     * (docs/rules.md#unachess-king-in-hand).
     */
    private void generateNonCaptures(MoveList out, long occ) {
        long own = byColor[side];
        long empty = ~occ;
        generatePawnMoves(out, byType[PAWN] & own, empty, occ, false);
        generatePieceMoves(out, byType[KNIGHT] & own, KNIGHT, empty, occ);
        generatePieceMoves(out, byType[BISHOP] & own, BISHOP, empty, occ);
        generatePieceMoves(out, byType[ROOK] & own, ROOK, empty, occ);
        generatePieceMoves(out, byType[QUEEN] & own, QUEEN, empty, occ);
    }

    /** Every square a piece of {@code attacker} attacks. */
    private long attackedBy(int attacker, long occ) {
        long pieces = byColor[attacker];
        long attacked = 0;
        while (pieces != 0) {
            int sq = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            attacked |= attacksFrom(attacker, squares[sq] & 7, sq, occ);
        }
        return attacked;
    }

    /** Where a drop may go when both kings stand: anywhere, between king and a lone checker, or nowhere. */
    private long interpositions(int king, int them, long occ) {
        long checkers = attackersTo(king, occ) & byColor[them];
        if (checkers == 0) {
            return -1L;
        }
        if ((checkers & (checkers - 1)) != 0) {
            return 0;
        }
        return Attacks.between(king, Long.numberOfTrailingZeros(checkers));
    }

    private static void removeDoubleSteps(MoveList out) {
        for (int i = out.size() - 1; i >= 0; i--) {
            if (Move.kind(out.get(i)) == Move.KIND_DOUBLE_PUSH) {
                out.removeUnordered(i);
            }
        }
    }

    private void generateDrops(MoveList out, int us, long squaresFree, long kingSquaresFree) {
        boolean anyBan = rules.dropBan() != DropBan.NONE;
        if (anyBan) {
            rules.dropBan().fill(this, us, banned);
        }
        for (int type = PAWN; type <= KING; type++) {
            if (hand[Piece.code(us, type)] == 0) {
                continue;
            }
            long targets = type == KING ? kingSquaresFree : squaresFree;
            if (type == PAWN) {
                targets &= pawnDropSquares[us];
            }
            if (anyBan) {
                targets &= ~banned[type];
            }
            int base = Move.drop(0, type);
            while (targets != 0) {
                out.add(base | Long.numberOfTrailingZeros(targets));
                targets &= targets - 1;
            }
        }
    }

    /**
     * Quasi-check: the king is attacked and the attacker's king is on the board
     * (docs/rules.md#unachess-quasi-check).
     */
    @Override
    public boolean inCheck() {
        return inCheck(side);
    }

    private boolean inCheck(int s) {
        int king = kingSquare(s);
        return king >= 0 && kingSquare(s ^ 1) >= 0 && isAttacked(king, s ^ 1);
    }

    /** Squares attacked only by pieces whose king is in hand do not stop castling. */
    @Override
    protected boolean castlingPathSafe(int king, int crossed, int kingTo) {
        return kingSquare(side ^ 1) < 0 || super.castlingPathSafe(king, crossed, kingTo);
    }

    @Override
    public boolean usesHands() {
        return true;
    }

    @Override
    public boolean allowsEnPassant() {
        return rules.enPassant();
    }

    @Override
    public boolean allowsCastling() {
        return rules.castling();
    }

    @Override
    protected void validateSetup() throws FormatException {
        requireKings(true);
        requirePawnsOnReachableRanks();
        requireMaterialWithinArmy();
        if (!rules.castling() && castleFlags != 0) {
            throw new FormatException("FEN is illegal: the castling field gives castling rights but "
                    + variant.spec() + " has no castling", null, -1);
        }
        if (inCheck(side ^ 1)) {
            throw new FormatException("FEN is illegal: the side not to move (" + (side == WHITE ? "Black" : "White")
                    + ") is in check while both kings stand on the board", null, -1);
        }
    }

    /** Pawns are dropped on ranks 2-4 (1-4 with the option), move only forward and promote on the last rank. */
    private void requirePawnsOnReachableRanks() throws FormatException {
        for (int s = 0; s < 2; s++) {
            long pawns = byType[PAWN] & byColor[s];
            long last = s == WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
            long first = s == WHITE ? Attacks.RANK_1 : Attacks.RANK_8;
            String name = s == WHITE ? "white" : "black";
            if ((pawns & last) != 0) {
                throw new FormatException("FEN is illegal: a " + name + " pawn stands on its last rank ("
                        + Squares.name(Long.numberOfTrailingZeros(pawns & last)) + ")", null, -1);
            }
            if (!rules.pawnRanks1to4() && (pawns & first) != 0) {
                throw new FormatException("FEN is illegal: a " + name + " pawn stands on its first rank ("
                        + Squares.name(Long.numberOfTrailingZeros(pawns & first)) + "), which only option "
                        + UnachessRules.PAWN_RANKS_1_4 + " allows", null, -1);
            }
        }
    }

    @Override
    public Position copy() {
        UnachessPosition copy = new UnachessPosition(variant, rules);
        copy.copyStateFrom(this);
        return copy;
    }
}
