package org.heterodox.server.puzzle;

import java.util.List;
import org.heterodox.server.rating.Rating;

/**
 * A stored puzzle with its rating and how often it was tried. The first {@code solutionPlies} plies of
 * {@code line} are the solution: the solver's moves with the opponent's replies between them.
 */
public record Puzzle(long id, String variant, String fen, String solution, List<String> line, List<String> tags,
                     Rating rating, int plays, String source, int solutionPlies) {
    /** Its tags and the length of its solution. */
    public List<String> themes() {
        return PuzzleThemes.of(tags, solutionPlies);
    }
}
