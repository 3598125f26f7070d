package org.heterodox.tournament.pairing;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The size of a maximum matching of a general graph, by Edmonds' blossom algorithm (augmenting
 * paths found by breadth-first search, odd cycles shrunk to their base): O(V³). The Dutch system
 * asks it whether the players left after a bracket can all still be paired.
 */
final class MaximumMatching {
    private final int n;
    private final boolean[][] edge;
    private final int[] match;
    private final int[] parent;
    private final int[] base;
    private final boolean[] used;
    private final boolean[] blossom;

    private MaximumMatching(boolean[][] edge) {
        this.n = edge.length;
        this.edge = edge;
        this.match = new int[n];
        this.parent = new int[n];
        this.base = new int[n];
        this.used = new boolean[n];
        this.blossom = new boolean[n];
        Arrays.fill(match, -1);
    }

    /** The number of pairs in a maximum matching of the graph whose adjacency matrix is {@code edge}. */
    static int size(boolean[][] edge) {
        return new MaximumMatching(edge).solve();
    }

    private int solve() {
        int pairs = 0;
        // A greedy start makes the searches fewer.
        for (int v = 0; v < n; v++) {
            if (match[v] < 0) {
                for (int u = 0; u < n; u++) {
                    if (edge[v][u] && match[u] < 0 && u != v) {
                        match[u] = v;
                        match[v] = u;
                        pairs++;
                        break;
                    }
                }
            }
        }
        for (int v = 0; v < n; v++) {
            if (match[v] < 0) {
                int end = augmentingPathEnd(v);
                if (end >= 0) {
                    pairs++;
                    // Flip the path's edges from its end back to the root.
                    int u = end;
                    while (u >= 0) {
                        int p = parent[u];
                        int next = match[p];
                        match[u] = p;
                        match[p] = u;
                        u = next;
                    }
                }
            }
        }
        return pairs;
    }

    private int lowestCommonAncestor(int a, int b) {
        boolean[] seen = new boolean[n];
        while (true) {
            a = base[a];
            seen[a] = true;
            if (match[a] < 0) {
                break;
            }
            a = parent[match[a]];
        }
        while (true) {
            b = base[b];
            if (seen[b]) {
                return b;
            }
            b = parent[match[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            blossom[base[v]] = true;
            blossom[base[match[v]]] = true;
            parent[v] = child;
            child = match[v];
            v = parent[match[v]];
        }
    }

    /** Searches an augmenting path from the free vertex {@code root}; returns its free end, or -1. */
    private int augmentingPathEnd(int root) {
        Arrays.fill(used, false);
        Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            base[i] = i;
        }
        used[root] = true;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int to = 0; to < n; to++) {
                if (!edge[v][to] || base[v] == base[to] || match[v] == to) {
                    continue;
                }
                if (to == root || (match[to] >= 0 && parent[match[to]] >= 0)) {
                    // An odd cycle: shrink it into its base.
                    int current = lowestCommonAncestor(v, to);
                    Arrays.fill(blossom, false);
                    markPath(v, current, to);
                    markPath(to, current, v);
                    for (int i = 0; i < n; i++) {
                        if (blossom[base[i]]) {
                            base[i] = current;
                            if (!used[i]) {
                                used[i] = true;
                                queue.add(i);
                            }
                        }
                    }
                } else if (parent[to] < 0) {
                    parent[to] = v;
                    if (match[to] < 0) {
                        return to;
                    }
                    used[match[to]] = true;
                    queue.add(match[to]);
                }
            }
        }
        return -1;
    }
}
