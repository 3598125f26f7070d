package org.heterodox.server.game;

/**
 * The API names sides by turn order, not colour, so that every game (chess: White first; shogi:
 * Sente first) reads the same: side 0 is {@code first}, side 1 is {@code second}.
 */
public final class Sides {
    private Sides() {
    }

    public static String name(int side) {
        return side == 0 ? "first" : "second";
    }

    /** The side named {@code text}, or -1. */
    public static int parse(String text) {
        if ("first".equals(text)) {
            return 0;
        }
        if ("second".equals(text)) {
            return 1;
        }
        return -1;
    }
}
