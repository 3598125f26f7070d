package org.heterodox.tournament;

/** The side a player had in a game of a tournament. */
public enum Colour {
    WHITE('w'),
    BLACK('b');

    private final char trf;

    Colour(char trf) {
        this.trf = trf;
    }

    /** The letter FIDE's TRF16 writes for it. */
    public char trf() {
        return trf;
    }

    public Colour opposite() {
        return this == WHITE ? BLACK : WHITE;
    }
}
