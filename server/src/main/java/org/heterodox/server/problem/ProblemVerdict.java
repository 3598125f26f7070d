package org.heterodox.server.problem;

import java.util.Locale;

/** What the solver found of a submitted problem within the server's bounds: its computer-tested mark. */
public enum ProblemVerdict {
    /** One solution, no short solution: published. */
    SOUND,
    /** More solutions than one (cooks), or a helpmate's short solutions. */
    COOKED,
    /** The stipulation cannot be fulfilled. */
    NONE,
    /** Longer than the server solves, or not settled within its positions and time. */
    UNSETTLED;

    /** The word stored and shown in the API. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The verdict of {@code code}, or null. */
    public static ProblemVerdict of(String code) {
        for (ProblemVerdict verdict : values()) {
            if (verdict.code().equals(code)) {
                return verdict;
            }
        }
        return null;
    }
}
