package org.heterodox.rules.uchess;

/** Why a pseudo-legal U-Chess move is or is not legal (docs/rules.md#u-chess-explanations). */
public enum MoveStatus {
    /** Its three-symbol writing denotes it alone, and it obeys the check rule. */
    LEGAL,
    /** Its three-symbol writing also denotes other pseudo-legal moves. */
    AMBIGUOUS,
    /** It has no writing of three symbols or fewer (a capture with promotion, {@code PxR=Q}). */
    NO_SHORT_WRITING,
    /** Its writing is unique, but (AISE rules) it leaves the own king attacked. */
    LEAVES_KING_IN_CHECK
}
