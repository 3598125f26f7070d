package org.heterodox.server.game;

import org.heterodox.rules.format.FormatException;

/** Reads and writes PGN for the server; the rules library's PGN reader and writer sit behind it. */
public interface PgnCodec {
    /** One game as PGN text, ending with a blank line. */
    String write(PgnGame game);

    /** Exactly one game from {@code text}, or an error naming what is wrong with it. */
    PgnGame read(String text) throws FormatException;
}
