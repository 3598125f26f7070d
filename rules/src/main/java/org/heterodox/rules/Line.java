package org.heterodox.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A sequence of moves with their annotations: the main line of a {@link Game} or one of its
 * variations. Comments that follow the last move's variations (or stand in a line without moves)
 * are the line's trailing comments.
 */
public final class Line {
    private int[] moves = new int[16];
    private final List<MoveAnnotation> annotations = new ArrayList<>();
    private final List<String> trailingComments = new ArrayList<>();

    public int size() {
        return annotations.size();
    }

    public int move(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("move " + index + " of a line of " + size());
        }
        return moves[index];
    }

    public int[] moves() {
        return Arrays.copyOf(moves, size());
    }

    public MoveAnnotation annotation(int index) {
        return annotations.get(index);
    }

    public List<String> trailingComments() {
        return Collections.unmodifiableList(trailingComments);
    }

    public void addTrailingComment(String comment) {
        trailingComments.add(checkComment(comment));
    }

    /** Appends a move (not checked here: lines are plain records) and returns its empty annotation. */
    public MoveAnnotation add(int move) {
        if (move == Move.NONE) {
            throw new IllegalArgumentException("Move.NONE is not a move");
        }
        int n = size();
        if (n == moves.length) {
            moves = Arrays.copyOf(moves, n * 2);
        }
        moves[n] = move;
        MoveAnnotation annotation = new MoveAnnotation();
        annotations.add(annotation);
        return annotation;
    }

    /** Removes the last move and its annotation. */
    void removeLast() {
        annotations.remove(size() - 1);
    }

    /** Comments are kept on one line: whitespace runs (line breaks included) become single spaces. */
    static String checkComment(String comment) {
        if (comment == null) {
            throw new IllegalArgumentException("a comment cannot be null");
        }
        return comment.strip().replaceAll("\\s+", " ");
    }
}
