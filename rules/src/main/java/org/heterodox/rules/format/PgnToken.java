package org.heterodox.rules.format;

/** One lexical unit of PGN with where it starts (1-based line and column, 0-based character offset). */
record PgnToken(Kind kind, String text, boolean closed, int line, int column, long offset) {
    enum Kind {
        /** {@code [} */
        TAG_OPEN,
        /** {@code ]} */
        TAG_CLOSE,
        /** A quoted string, unescaped; {@code closed} is false when the line or input ended first. */
        STRING,
        /** A brace or rest-of-line comment, its text; {@code closed} is false for an unclosed brace. */
        COMMENT,
        /** {@code (} */
        VARIATION_OPEN,
        /** {@code )} */
        VARIATION_CLOSE,
        /** {@code $n}, the text being the digits (possibly none). */
        NAG,
        /** Anything else: move numbers, moves, results, annotation glyphs such as {@code !?}. */
        SYMBOL,
        END
    }

    /** Where the token starts, for error messages. */
    String where() {
        return "line " + line + ", column " + column;
    }
}
