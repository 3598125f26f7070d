package org.heterodox.match;

import java.util.List;

/** Where a game starts: a FEN (null for the variant's start position) and moves played from it. */
public record Opening(String fen, List<String> moves) {
    public Opening {
        moves = List.copyOf(moves);
    }

    public static final Opening START = new Opening(null, List.of());
}
