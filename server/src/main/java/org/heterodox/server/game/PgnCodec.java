package org.heterodox.server.game;

import org.heterodox.rules.format.FormatException;

/** Reads and writes PGN for the server; the rules library's PGN reader and writer sit behind it. */
public interface PgnCodec {
    /** One game as PGN text, ending with a blank line. */
    String write(PgnGame game);

    /**
     * One game as PGN with notes on its moves: {@code notes} has one entry (or null) per move of
     * {@code game}, as the server stores them (decisions). A recorded move gets the comment of the
     * decision that completed it and the NAG of its first, the mover's own (Ambiguous Chess: the
     * announcement, while the choice is the opponent's).
     */
    String write(PgnGame game, java.util.List<MoveNote> notes);

    /** A comment to write after a move (null: none) and a NAG (0: none). */
    record MoveNote(String comment, int nag) {
    }

    /** Exactly one game from {@code text}, or an error naming what is wrong with it. */
    PgnGame read(String text) throws FormatException;
}
