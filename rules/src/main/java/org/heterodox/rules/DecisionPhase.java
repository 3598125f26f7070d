package org.heterodox.rules;

import java.util.Locale;

/**
 * The decisions a turn is made of: one {@link #MOVE} in most games; in Ambiguous Chess the mover
 * announces a square, then the opponent chooses which piece goes there (see {@link Position#playedBy}).
 */
public enum DecisionPhase {
    MOVE,
    ANNOUNCE,
    CHOOSE;

    /** The lower-case name used in the API. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
