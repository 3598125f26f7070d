package org.heterodox.rules.unachess;

import java.util.List;

/**
 * The rule switches that tell the three games and their options apart (docs/rules.md#unachess-options).
 *
 * @param castling      castling exists (unachess without {@code no-castling})
 * @param enPassant     en passant exists (unachess without {@code no-en-passant} or {@code no-double-step})
 * @param doubleStep    a pawn on its 2nd rank may step two squares
 * @param pawnRanks1to4 pawns may be dropped on the owner's 1st rank too
 * @param dropBan       which drops are forbidden by what they attack
 */
public record UnachessRules(boolean castling, boolean enPassant, boolean doubleStep, boolean pawnRanks1to4,
        DropBan dropBan) {

    public static final String NO_CASTLING = "no-castling";
    public static final String NO_EN_PASSANT = "no-en-passant";
    public static final String NO_DOUBLE_STEP = "no-double-step";
    public static final String PAWN_RANKS_1_4 = "pawn-ranks-1-4";

    /** Unachess: everything allowed unless an option removes it. */
    public static UnachessRules unachess(List<String> options) {
        boolean doubleStep = !options.contains(NO_DOUBLE_STEP);
        return new UnachessRules(!options.contains(NO_CASTLING), doubleStep && !options.contains(NO_EN_PASSANT),
                doubleStep, options.contains(PAWN_RANKS_1_4), DropBan.NONE);
    }

    /** Unachess II and Parachute Chess: never castling or en passant. */
    public static UnachessRules withoutCastlingOrEnPassant(List<String> options, DropBan ban) {
        return new UnachessRules(false, false, !options.contains(NO_DOUBLE_STEP), options.contains(PAWN_RANKS_1_4), ban);
    }
}
