package org.heterodox.rules.format;

/**
 * The one error every parser in Heterodox throws: the input could not be read. The message names
 * the problem; {@link #token()} is the offending piece of input and {@link #index()} its position
 * in the input (or -1 when no single position applies).
 */
public class FormatException extends Exception {
    private final String token;
    private final int index;

    public FormatException(String message) {
        this(message, null, -1);
    }

    public FormatException(String message, String token, int index) {
        super(message);
        this.token = token;
        this.index = index;
    }

    public String token() {
        return token;
    }

    public int index() {
        return index;
    }
}
