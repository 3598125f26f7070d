package org.heterodox.rules;

import java.util.Arrays;

/** A reusable list of packed moves; keep one per search ply to avoid allocation. */
public final class MoveList {
    private int[] moves;
    private int size;

    public MoveList() {
        this(256);
    }

    public MoveList(int capacity) {
        moves = new int[capacity];
    }

    public void clear() {
        size = 0;
    }

    public void add(int move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
        }
        moves[size++] = move;
    }

    public int get(int index) {
        return moves[index];
    }

    public void set(int index, int move) {
        moves[index] = move;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Keeps only the first {@code newSize} moves. */
    public void truncate(int newSize) {
        size = newSize;
    }

    /** Removes the move at {@code index} by moving the last move into its place (order is not kept). */
    public void removeUnordered(int index) {
        moves[index] = moves[--size];
    }

    /** Keeps only the {@linkplain Move#isNoisy noisy} moves (captures and promotions), in their order. */
    public void retainNoisy() {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (Move.isNoisy(moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        size = kept;
    }

    public boolean contains(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }
}
