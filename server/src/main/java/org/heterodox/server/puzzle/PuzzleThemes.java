package org.heterodox.server.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The themes a puzzle can be chosen by: the tags the finder gives it (how it wins: {@code mateInN},
 * {@code material}, {@code promotion}, {@code drop}) and the length of its solution, {@code oneMove},
 * {@code short} (two moves of the solver) or {@code long} (three).
 */
public final class PuzzleThemes {
    /** The length themes, by the solution's plies. */
    private static final Map<Integer, String> LENGTHS = Map.of(1, "oneMove", 3, "short", 5, "long");
    private static final Pattern TAG = Pattern.compile("mateIn[1-9][0-9]?|material|promotion|drop");
    public static final int MAX_LENGTH = 20;

    private PuzzleThemes() {
    }

    /** The length theme of a solution of {@code plies} plies. */
    public static String length(int plies) {
        return LENGTHS.getOrDefault(plies, "long");
    }

    /** A puzzle's themes: its tags, then its length. */
    public static List<String> of(List<String> tags, int solutionPlies) {
        List<String> themes = new ArrayList<>(tags);
        themes.add(length(solutionPlies));
        return themes;
    }

    /** The plies of the length theme {@code theme}, or 0 when it is a tag. */
    static int pliesOf(String theme) {
        return LENGTHS.entrySet().stream().filter(e -> e.getValue().equals(theme)).mapToInt(Map.Entry::getKey)
                .findFirst().orElse(0);
    }

    /** {@code theme} when it is one (null or blank: none); a PuzzleException (400) naming the themes otherwise. */
    public static String checked(String theme) {
        if (theme == null || theme.isBlank()) {
            return null;
        }
        if (theme.length() <= MAX_LENGTH && (TAG.matcher(theme).matches() || pliesOf(theme) > 0)) {
            return theme;
        }
        String shown = theme.length() > MAX_LENGTH ? theme.substring(0, MAX_LENGTH) + "..." : theme;
        throw new PuzzleException(400, "unknown theme '" + shown + "': the themes are mateInN, material, promotion,"
                + " drop, oneMove, short and long");
    }
}
