package org.heterodox.rules.format;

import org.heterodox.rules.Position;

/** A way of writing moves (UCI, SAN, descriptive, USI, ...), bound to the position they are played in. */
public interface MoveNotation {
    /** Short name used on the command line, e.g. {@code uci}, {@code san}. */
    String name();

    /** Writes {@code move}, which must be legal in {@code position}. */
    String format(Position position, int move);

    /** Reads a legal move of {@code position}, or explains why the text is not one. */
    int parse(Position position, String text) throws FormatException;
}
