package org.heterodox.engine.problem;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a problem asks: {@code #N} a directmate (the side to move mates in N moves against any
 * defence), {@code s#N} a selfmate (the side to move forces the other to mate it in N), {@code h#N} a
 * helpmate (the side to move and its opponent cooperate so that the side to move is mated on the
 * opponent's Nth move), {@code h#N.5} (the side to move starts and mates on its (N+1)th move), and
 * {@code tsume N} a tsume of the drop games (the side to move mates with a check at every one of its
 * moves, within N plies, N odd; {@code tsume} alone: the shortest such mate, {@link #moves} 0).
 */
public record Stipulation(Kind kind, int moves, boolean half) {
    public enum Kind { DIRECT, SELF, HELP, TSUME }

    public static final int MAX_MOVES = 12;
    /** The longest tsume asked by length; {@code tsume} without a length has no bound but the solver's budget. */
    public static final int MAX_TSUME_PLIES = 255;
    private static final Pattern TEXT = Pattern.compile("(s|h)?#(\\d{1,2})(\\.5)?");
    private static final Pattern TSUME = Pattern.compile("tsume(?:\\s+(\\d{1,3}))?");

    /**
     * Reads {@code #2}, {@code s#3}, {@code h#2}, {@code h#2.5}, {@code tsume 7} or {@code tsume}; an
     * IllegalArgumentException names what is wrong.
     */
    public static Stipulation parse(String text) {
        String trimmed = text == null ? "" : text.trim();
        Matcher tsume = TSUME.matcher(trimmed.toLowerCase(Locale.ROOT));
        if (tsume.matches()) {
            if (tsume.group(1) == null) {
                return new Stipulation(Kind.TSUME, 0, false);
            }
            int plies = Integer.parseInt(tsume.group(1));
            if (plies < 1 || plies > MAX_TSUME_PLIES || plies % 2 == 0) {
                throw new IllegalArgumentException("a tsume is an odd number of plies from 1 to " + MAX_TSUME_PLIES
                        + " (the attacker moves first and last), not " + plies);
            }
            return new Stipulation(Kind.TSUME, plies, false);
        }
        Matcher m = TEXT.matcher(trimmed);
        if (!m.matches()) {
            throw new IllegalArgumentException("a stipulation is #N, s#N, h#N or h#N.5, or tsume N (or tsume) in the "
                    + "drop games, not '" + text + "'");
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

    /** The plies the problem may take from the start ({@link #MAX_TSUME_PLIES} for a tsume of any length). */
    public int plies() {
        return switch (kind) {
            case DIRECT -> 2 * moves - 1;
            case SELF, HELP -> 2 * moves + (half ? 1 : 0);
            case TSUME -> moves == 0 ? MAX_TSUME_PLIES : moves;
        };
    }

    @Override
    public String toString() {
        if (kind == Kind.TSUME) {
            return moves == 0 ? "tsume" : "tsume " + moves;
        }
        return (kind == Kind.SELF ? "s" : kind == Kind.HELP ? "h" : "") + "#" + moves + (half ? ".5" : "");
    }
}
