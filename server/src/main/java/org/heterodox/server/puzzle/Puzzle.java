package org.heterodox.server.puzzle;

import java.util.List;
import org.heterodox.server.rating.Rating;

/** A stored puzzle with its rating and how often it was tried. */
public record Puzzle(long id, String variant, String fen, String solution, List<String> line, List<String> tags,
                     Rating rating, int plays, String source) {
}
