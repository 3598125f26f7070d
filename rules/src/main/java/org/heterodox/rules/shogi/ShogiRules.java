package org.heterodox.rules.shogi;

/**
 * What distinguishes the games on the shogi core.
 *
 * @param kingsInHand Unashogi: kings may be in hand, a side whose king is in hand may not capture, and
 *                    pieces give check only while their own king is on the board (quasi-check)
 * @param promoteNeedsOwnKing a piece may promote only while its own king is on the board
 * @param promoteNeedsEnemyKing a piece may promote only while the enemy king is on the board
 */
public record ShogiRules(boolean kingsInHand, boolean promoteNeedsOwnKing, boolean promoteNeedsEnemyKing) {
    public static final ShogiRules SHOGI = new ShogiRules(false, false, false);
}
