package org.heterodox.engine.problem;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a problem asks: {@code #N} a directmate (the side to move mates in N moves against any
 * defence), {@code s#N} a selfmate (the side to move forces the other to mate it in N), {@code h#N} a
 * helpmate (the side to move and its opponent cooperate so that the side to move is mated on the
 * opponent's Nth move) and {@code h#N.5} (the side to move starts and mates on its (N+1)th move).
 */
public record Stipulation(Kind kind, int moves, boolean half) {
    public enum Kind { DIRECT, SELF, HELP }

    public static final int MAX_MOVES = 12;
    private static final Pattern TEXT = Pattern.compile("(s|h)?#(\\d{1,2})(\\.5)?");

    /** Reads {@code #2}, {@code s#3}, {@code h#2}, {@code h#2.5}; an IllegalArgumentException names what is wrong. */
    public static Stipulation parse(String text) {
        Matcher m = TEXT.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("a stipulation is #N, s#N, h#N or h#N.5, not '" + text + "'");
        }
        int moves = Integer.parseInt(m.group(2));
        if (moves < 1 || moves > MAX_MOVES) {
            throw new IllegalArgumentException("the number of moves must be from 1 to " + MAX_MOVES + ", not " + moves);
        }
        Kind kind = m.group(1) == null ? Kind.DIRECT : m.group(1).equals("s") ? Kind.SELF : Kind.HELP;
        boolean half = m.group(3) != null;
        if (half && kind != Kind.HELP) {
            throw new IllegalArgumentException("only a helpmate can end half a move later (h#N.5)");
        }
        return new Stipulation(kind, moves, half);
    }

    /** The plies the problem may take from the start. */
    public int plies() {
        return switch (kind) {
            case DIRECT -> 2 * moves - 1;
            case SELF, HELP -> 2 * moves + (half ? 1 : 0);
        };
    }

    @Override
    public String toString() {
        return (kind == Kind.SELF ? "s" : kind == Kind.HELP ? "h" : "") + "#" + moves + (half ? ".5" : "");
    }
}
