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

    /**
     * Like {@link #parse} but refuses the other forms a tolerant notation also reads (U-Chess
     * descriptive also reads Latin), so that a reader can tell which form a record is written in.
     */
    default int parseOwnForm(Position position, String text) throws FormatException {
        return parse(position, text);
    }

    /**
     * Reads {@code text} against the position's own fields, without making the list of every legal
     * move, when the notation and the game allow it: a move both {@link Position#generate} and
     * {@link Position#generatePlayed} list and that {@link #parseOwnForm} reads from {@code text}; or
     * {@link org.heterodox.rules.Move#NONE} when it cannot tell so cheaply (another form of writing, an
     * ambiguity, an illegal move), and the caller reads the text the general way ({@link MoveReader}).
     * The default never tells.
     */
    default int readDirect(Position position, String text) {
        return org.heterodox.rules.Move.NONE;
    }
}
