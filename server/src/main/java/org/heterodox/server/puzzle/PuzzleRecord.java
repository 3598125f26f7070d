package org.heterodox.server.puzzle;

import java.util.List;

/**
 * A puzzle as written in a puzzle file (one per line, tab-separated): the game spec, the position,
 * the winning move and the engine's line from it (machine notation), its tags and where it came
 * from. {@code heterodox puzzles generate} writes these files; the server loads them.
 */
public record PuzzleRecord(String variant, String fen, String solution, List<String> line, List<String> tags,
                           String source) {
    public PuzzleRecord {
        line = List.copyOf(line);
        tags = List.copyOf(tags);
    }

    public String toLine() {
        return String.join("\t", variant, fen, solution, String.join(" ", line), String.join(",", tags), source);
    }

    /** Reads a line written by {@link #toLine}; an IllegalArgumentException says what is missing. */
    public static PuzzleRecord parse(String text) {
        String[] f = text.split("\t", -1);
        if (f.length != 6 || f[0].isBlank() || f[1].isBlank() || f[2].isBlank()) {
            throw new IllegalArgumentException("a puzzle line has 6 tab-separated fields (variant, FEN, solution, line,"
                    + " tags, source), not " + f.length);
        }
        return new PuzzleRecord(f[0], f[1], f[2], f[3].isBlank() ? List.of() : List.of(f[3].split(" ")),
                f[4].isBlank() ? List.of() : List.of(f[4].split(",")), f[5]);
    }
}
