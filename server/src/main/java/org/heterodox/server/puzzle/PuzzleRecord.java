package org.heterodox.server.puzzle;

import java.util.List;

/**
 * A puzzle as written in a puzzle file (one per line, tab-separated): the game spec, the position,
 * the winning move and the line from it (machine notation), its tags, where it came from and how
 * many of the line's first plies are the solution (the solver's moves and the opponent's replies
 * between them; 1 for a one-move puzzle, and when the field is missing, as in files written before
 * puzzles had several moves). {@code heterodox puzzles generate} writes these files; the server loads them.
 */
public record PuzzleRecord(String variant, String fen, String solution, List<String> line, List<String> tags,
                           String source, int solutionPlies) {
    /** The longest solution: three moves of the solver and two replies. */
    public static final int MAX_SOLUTION_PLIES = 5;

    public PuzzleRecord {
        line = List.copyOf(line);
        tags = List.copyOf(tags);
    }

    public String toLine() {
        return String.join("\t", variant, fen, solution, String.join(" ", line), String.join(",", tags), source,
                Integer.toString(solutionPlies));
    }

    /** Reads a line written by {@link #toLine}; an IllegalArgumentException says what is missing or wrong. */
    public static PuzzleRecord parse(String text) {
        String[] f = text.split("\t", -1);
        if (f.length != 6 && f.length != 7 || f[0].isBlank() || f[1].isBlank() || f[2].isBlank()) {
            throw new IllegalArgumentException("a puzzle line has 6 tab-separated fields (variant, FEN, solution, line,"
                    + " tags, source) and optionally a 7th (the solution's plies), not " + f.length);
        }
        List<String> line = f[3].isBlank() ? List.of() : List.of(f[3].split(" "));
        int plies = f.length == 7 ? plies(f[6]) : 1;
        if (plies > 1 && plies > line.size()) {
            throw new IllegalArgumentException("the solution has " + plies + " plies but the line only " + line.size());
        }
        return new PuzzleRecord(f[0], f[1], f[2], line, f[4].isBlank() ? List.of() : List.of(f[4].split(",")), f[5], plies);
    }

    private static int plies(String text) {
        int plies;
        try {
            plies = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the solution's plies '" + text + "' is not a number");
        }
        if (plies < 1 || plies > MAX_SOLUTION_PLIES || plies % 2 == 0) {
            throw new IllegalArgumentException("the solution's plies must be 1, 3 or 5, not " + plies);
        }
        return plies;
    }
}
