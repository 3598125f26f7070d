package org.heterodox.rules.unachess;

import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * Which drops a game forbids because of what the dropped piece would attack (docs/rules.md#drop-attacks): none in
 * Unachess, those attacking the enemy king in Unachess II, those attacking any enemy piece in
 * Parachute Chess. A piece attacks from its drop square what it could capture there on the
 * resulting board, whether or not its own king is placed.
 */
public enum DropBan {
    /** Unachess: a dropped piece may attack anything. */
    NONE,
    /** Unachess II: a dropped piece may not attack the enemy king (when it is on the board). */
    ENEMY_KING,
    /** Parachute Chess: a dropped piece, the king included, may not attack any enemy piece. */
    ANY_ENEMY_PIECE;

    /**
     * Fills {@code banned[type]} with the empty squares a piece of {@code type} of {@code dropper}
     * may not be dropped on. Attack relations are symmetric for every piece but the pawn, so the
     * squares from which a piece would attack a target are the target's own attacks (with the
     * pawn's direction reversed); the drop square is empty, so sliders see the same blockers.
     */
    public void fill(ChessBoard board, int dropper, long[] banned) {
        long pawn = 0, knight = 0, bishop = 0, rook = 0, king = 0;
        int them = dropper ^ 1;
        long targets = switch (this) {
            case NONE -> 0;
            case ENEMY_KING -> board.pieces(them, Piece.KING);
            case ANY_ENEMY_PIECE -> board.pieces(them);
        };
        long occ = board.occupied();
        while (targets != 0) {
            int sq = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            pawn |= Attacks.pawn(them, sq);
            knight |= Attacks.knight(sq);
            bishop |= Attacks.bishop(sq, occ);
            rook |= Attacks.rook(sq, occ);
            king |= Attacks.king(sq);
        }
        banned[Piece.PAWN] = pawn;
        banned[Piece.KNIGHT] = knight;
        banned[Piece.BISHOP] = bishop;
        banned[Piece.ROOK] = rook;
        banned[Piece.QUEEN] = bishop | rook;
        banned[Piece.KING] = king;
    }
}
