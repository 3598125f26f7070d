package org.heterodox.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a game record says around one move besides the move itself: comments before and after it,
 * numeric annotation glyphs (PGN {@code $1} = "!", ...), and variations, i.e. alternative lines that
 * start from the position before this move. Kept so that PGN survives a read/write round trip.
 */
public final class MoveAnnotation {
    private final List<String> commentsBefore = new ArrayList<>();
    private final List<String> commentsAfter = new ArrayList<>();
    private final List<Integer> nags = new ArrayList<>();
    private final List<Line> variations = new ArrayList<>();

    public List<String> commentsBefore() {
        return Collections.unmodifiableList(commentsBefore);
    }

    public List<String> commentsAfter() {
        return Collections.unmodifiableList(commentsAfter);
    }

    /** Numeric annotation glyphs in the order given, each 0..255. */
    public List<Integer> nags() {
        return Collections.unmodifiableList(nags);
    }

    /** Alternatives to this move, each a line played from the position before it. */
    public List<Line> variations() {
        return Collections.unmodifiableList(variations);
    }

    public boolean isEmpty() {
        return commentsBefore.isEmpty() && commentsAfter.isEmpty() && nags.isEmpty() && variations.isEmpty();
    }

    public void addCommentBefore(String comment) {
        commentsBefore.add(Line.checkComment(comment));
    }

    public void addCommentAfter(String comment) {
        commentsAfter.add(Line.checkComment(comment));
    }

    public void addNag(int nag) {
        if (nag < 0 || nag > 255) {
            throw new IllegalArgumentException("a NAG is a number from 0 to 255, not " + nag);
        }
        nags.add(nag);
    }

    /**
     * Adds an alternative line. Its moves must be legal from the position before the annotated move;
     * the PGN writer checks that when it writes the line.
     */
    public void addVariation(Line line) {
        if (line == null || line.size() == 0) {
            throw new IllegalArgumentException("a variation needs at least one move");
        }
        variations.add(line);
    }
}
