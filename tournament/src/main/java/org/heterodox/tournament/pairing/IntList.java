package org.heterodox.tournament.pairing;

import java.util.Arrays;

/** A growable list of ints, without boxing. */
final class IntList {
    int[] items = new int[8];
    int size;

    void add(int value) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = value;
    }

    void clear() {
        size = 0;
    }

    void reverse() {
        for (int i = 0, j = size - 1; i < j; i++, j--) {
            int swap = items[i];
            items[i] = items[j];
            items[j] = swap;
        }
    }

    int[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
