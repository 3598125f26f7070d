package org.heterodox.rules.explain;

/**
 * The verdict on one pseudo-legal move of a game whose legality goes beyond how its pieces move
 * (U-Chess's writing rule, docs/rules.md#u-chess-explanations), from legal to the ways it can fail. Listings
 * show explanations in this order.
 */
public enum MoveStatus {
    /** Its writing (three symbols at most) denotes it alone, and it obeys the check rule. */
    LEGAL,
    /** Its writing also denotes other pseudo-legal moves. */
    AMBIGUOUS,
    /** It has no writing short enough (U-Chess: a capture with promotion, {@code PxR=Q}). */
    NO_SHORT_WRITING,
    /** Its writing is unique, but (where check matters) it leaves the own king attacked. */
    LEAVES_KING_IN_CHECK
}
