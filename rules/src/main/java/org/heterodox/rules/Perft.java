package org.heterodox.rules;

/** Counts legal move sequences, with bulk counting at the last ply. */
public final class Perft {
    private Perft() {
    }

    public static long count(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        MoveList[] lists = new MoveList[depth];
        for (int i = 0; i < depth; i++) {
            lists[i] = new MoveList();
        }
        return count(position, depth, lists);
    }

    private static long count(Position position, int depth, MoveList[] lists) {
        MoveList moves = lists[depth - 1];
        position.generate(moves);
        int n = moves.size();
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            position.make(moves.get(i));
            nodes += count(position, depth - 1, lists);
            position.unmake();
        }
        return nodes;
    }
}
