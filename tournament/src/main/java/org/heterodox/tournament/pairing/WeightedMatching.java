package org.heterodox.tournament.pairing;

import java.util.Arrays;

/**
 * A matching of greatest total weight in a general graph: Edmonds' blossom algorithm in its
 * primal-dual form (as Galil, Micali and Gabow present it, "An O(EV log V) algorithm for finding a
 * maximal weighted matching in general graphs", 1986), with two additions the Dutch pairer needs:
 * <ul>
 * <li>weights of any width ({@link Wide} integers), because every pairing criterion is a field of the
 * weight and the fields are compared in order;</li>
 * <li>cheap updates: when the edges of a vertex change, the vertex leaves its blossoms and takes the least
 * dual its edges allow; it keeps its partner if their game is still tight, so the matching is still
 * optimal there, and everything else is kept: solving again costs an augmentation or two, not a whole
 * matching.</li>
 * </ul>
 * Edges weigh from 1 to below 2^{@code weightBits}; weight 0 is no edge and never matched. The result
 * is exact: when {@link #solve()} returns, the dual solution proves the matching optimal (every
 * unmatched vertex has dual 0, every matched edge and blossom edge is tight, no edge has negative
 * slack).
 *
 * <p>The search starts its alternating trees from every unmatched vertex whose dual is still positive
 * (an unmatched vertex with dual 0 may stay unmatched; reaching one is an augmenting path). Weights are
 * kept doubled so that, the roots' duals all being even, every dual stays an integer.
 */
final class WeightedMatching {
    private static final int FREE = 0;
    private static final int OUTER = 1;
    private static final int INNER = 2;
    private static final int MARK = 4;

    private final int n;
    private final int limbs;
    /** Doubled edge weights, (u * n + v) * limbs. */
    private final long[] weight;
    private final boolean[] edge;
    /** The neighbours of each vertex (edges of non-zero weight): adjacent[v * n + k] for k < degree[v]. */
    private final int[] adjacent;
    private final int[] degree;
    private final int[] position;
    /** Duals: vertices 0..n-1, blossoms n..2n-1, each {@code limbs} long. */
    private final long[] dual;
    private final boolean[] dirty;
    private final int[] dirtyList;
    private int dirtyCount;
    private final int[] mate;
    private final int[] inBlossom;
    private final int[] parent;
    private final int[][] children;
    /** For blossom b, the edge joining child i to child i+1: endsIn in child i, endsOut in child i+1. */
    private final int[][] endsIn;
    private final int[][] endsOut;
    /** The base vertex of a blossom (a vertex's own number); -1 for an unused blossom number. */
    private final int[] base;
    private final int[] label;
    /** The edge that labelled a node: from the vertex outside it to the vertex inside it. */
    private final int[] labelFrom;
    private final int[] labelTo;
    /** The least-slack edge: for a non-OUTER vertex, from an OUTER vertex to it; for an OUTER blossom, to another. */
    private final int[] bestFrom;
    private final int[] bestTo;
    /** The slack of a node's best edge as of dual epoch bestEpoch[node]. */
    private final long[] bestSlack;
    private final int[] bestEpoch;
    private int dualEpoch = 1;
    /** addBlossom's least-slack edge per neighbouring OUTER blossom, with its slack. */
    private final int[] outsideFrom;
    private final int[] outsideTo;
    private final long[] outsideSlack;
    private final IntList touched = new IntList();
    private final IntList members = new IntList();
    /** Every vertex labelled OUTER in this stage (a vertex stays OUTER until the stage ends). */
    private final IntList outer = new IntList();
    private final IntList path = new IntList();
    /** For an OUTER blossom, its least-slack edges to each neighbouring OUTER blossom (pairs inside, outside). */
    private final int[][] blossomBest;
    private final int[] unused;
    private int unusedCount;
    private int[] queue;
    private int queueSize;
    private final long[] slack1;
    private final long[] slack2;
    private final long[] delta;
    private final long[] need;
    private final long[] twiceDelta;
    private final IntList scratch = new IntList();

    WeightedMatching(int vertices, int weightBits) {
        this.n = vertices;
        this.limbs = limbsFor(weightBits);
        this.weight = new long[n * n * limbs];
        this.edge = new boolean[n * n];
        this.adjacent = new int[n * n];
        this.degree = new int[n];
        this.position = new int[n * n];
        this.dual = new long[2 * n * limbs];
        this.dirty = new boolean[n];
        this.dirtyList = new int[n];
        this.mate = new int[n];
        this.inBlossom = new int[n];
        this.parent = new int[2 * n];
        this.children = new int[2 * n][];
        this.endsIn = new int[2 * n][];
        this.endsOut = new int[2 * n][];
        this.base = new int[2 * n];
        this.label = new int[2 * n];
        this.labelFrom = new int[2 * n];
        this.labelTo = new int[2 * n];
        this.bestFrom = new int[2 * n];
        this.bestTo = new int[2 * n];
        this.bestSlack = new long[2 * n * limbs];
        this.bestEpoch = new int[2 * n];
        this.outsideFrom = new int[2 * n];
        this.outsideTo = new int[2 * n];
        this.outsideSlack = new long[2 * n * limbs];
        this.blossomBest = new int[2 * n][];
        this.unused = new int[n];
        this.queue = new int[4 * n + 4];
        this.slack1 = new long[limbs];
        this.slack2 = new long[limbs];
        this.delta = new long[limbs];
        this.need = new long[limbs];
        this.twiceDelta = new long[limbs];
        Arrays.fill(mate, -1);
        Arrays.fill(parent, -1);
        Arrays.fill(outsideFrom, -1);
        for (int v = 0; v < n; v++) {
            inBlossom[v] = v;
            base[v] = v;
        }
        for (int b = n; b < 2 * n; b++) {
            base[b] = -1;
            unused[unusedCount++] = b;
        }
    }

    /** The long count of the weights of a matching whose weights are below 2^weightBits (duals need 3 bits more). */
    static int limbsFor(int weightBits) {
        return Wide.limbsFor(weightBits + 4);
    }

    /** The long count of a weight given to {@link #setWeight}. */
    int limbs() {
        return limbs;
    }

    /** The vertex matched to {@code v}, or -1. Valid after {@link #solve()}. */
    int mate(int v) {
        return mate[v];
    }

    /**
     * Sets the weight of the edge {@code modified}-{@code neighbour} ({@code w} of {@link #limbs()} longs, zero
     * for no edge). The modified vertex is brought back to a feasible state at the next {@link #solve()}: out of
     * its blossoms, with the least dual its edges allow, and still matched only if its game stays tight.
     */
    void setWeight(int modified, int neighbour, long[] w) {
        if (modified == neighbour) {
            throw new IllegalArgumentException("an edge joins two vertices");
        }
        int a = (modified * n + neighbour) * limbs;
        int b = (neighbour * n + modified) * limbs;
        Wide.copy(w, 0, weight, a, limbs);
        Wide.twice(weight, a, limbs);
        Wide.copy(weight, a, weight, b, limbs);
        boolean present = !Wide.isZero(w, 0, limbs);
        if (present != edge[modified * n + neighbour]) {
            edge[modified * n + neighbour] = present;
            edge[neighbour * n + modified] = present;
            if (present) {
                link(modified, neighbour);
                link(neighbour, modified);
            } else {
                unlink(modified, neighbour);
                unlink(neighbour, modified);
            }
        }
        if (!dirty[modified]) {
            dirty[modified] = true;
            dirtyList[dirtyCount++] = modified;
        }
    }

    private void link(int v, int u) {
        position[v * n + u] = degree[v];
        adjacent[v * n + degree[v]++] = u;
    }

    private void unlink(int v, int u) {
        int at = position[v * n + u];
        int last = adjacent[v * n + --degree[v]];
        adjacent[v * n + at] = last;
        position[v * n + last] = at;
    }

    /** Brings every vertex whose edges changed back to a feasible state, keeping as much of the solution as it can. */
    private void refreshChanged() {
        for (int i = 0; i < dirtyCount; i++) {
            int v = dirtyList[i];
            dirty[v] = false;
            refresh(v);
        }
        dirtyCount = 0;
    }

    /**
     * Takes v out of its blossoms and gives it the least dual that keeps all its edges feasible; it stays matched
     * when its game is then tight (the matching is still optimal there), else it and its partner become unmatched.
     */
    private void refresh(int v) {
        int top = inBlossom[v];
        if (top >= n) {
            int topBase = base[top];
            if (mate[topBase] >= 0) {
                int other = mate[topBase];
                mate[topBase] = -1;
                mate[other] = -1;
                makeRoot(other);
            }
            rotate(top, v);
            mate[v] = -1; // the new base: rotating leaves its old partner written here
            dissolveAround(v);
        }
        long[] need = this.need;
        Wide.clear(need, 0, limbs);
        int row = v * n;
        for (int k = 0; k < degree[v]; k++) {
            int u = adjacent[row + k];
            if (Wide.compare(weight, (row + u) * limbs, dual, u * limbs, limbs) > 0) {
                Wide.subtract(weight, (row + u) * limbs, dual, u * limbs, slack1, 0, limbs);
                if (Wide.compare(slack1, 0, need, 0, limbs) > 0) {
                    Wide.copy(slack1, 0, need, 0, limbs);
                }
            }
        }
        int m = mate[v];
        if (m >= 0) {
            boolean tight = edge[row + m] && Wide.compare(weight, (row + m) * limbs, dual, m * limbs, limbs) >= 0;
            if (tight) {
                Wide.subtract(weight, (row + m) * limbs, dual, m * limbs, slack1, 0, limbs);
                tight = Wide.compare(slack1, 0, need, 0, limbs) == 0;
            }
            if (tight) {
                Wide.copy(need, 0, dual, v * limbs, limbs);
                return;
            }
            mate[v] = -1;
            mate[m] = -1;
            makeRoot(m);
        }
        if (Wide.isOdd(need, 0)) {
            Wide.addAt(need, 0, limbs, 0, 1);
        }
        Wide.copy(need, 0, dual, v * limbs, limbs);
    }

    /** An unmatched vertex about to start a tree: its dual must be even like every other root's. */
    private void makeRoot(int v) {
        if (Wide.isOdd(dual, v * limbs)) {
            dissolveAround(v);
            if (Wide.isOdd(dual, v * limbs)) {
                Wide.addAt(dual, v * limbs, limbs, 0, 1);
            }
        }
    }

    /**
     * Dissolves every blossom containing {@code v} (its base, unmatched), moving each blossom's dual onto
     * its vertices: edges inside keep their slack, edges leaving gain some.
     */
    private void dissolveAround(int v) {
        while (inBlossom[v] != v) {
            int b = inBlossom[v];
            long[] half = slack2;
            Wide.copy(dual, b * limbs, half, 0, limbs);
            Wide.halve(half, 0, limbs);
            scratch.clear();
            leaves(b, scratch);
            for (int i = 0; i < scratch.size; i++) {
                int x = scratch.items[i];
                Wide.add(dual, x * limbs, half, 0, dual, x * limbs, limbs);
            }
            for (int child : children[b]) {
                parent[child] = -1;
                if (child < n) {
                    inBlossom[child] = child;
                } else {
                    setTop(child, child);
                }
            }
            recycle(b);
        }
    }

    private void setTop(int blossom, int top) {
        scratch.clear();
        leaves(blossom, scratch);
        for (int i = 0; i < scratch.size; i++) {
            inBlossom[scratch.items[i]] = top;
        }
    }

    private void recycle(int b) {
        children[b] = null;
        endsIn[b] = null;
        endsOut[b] = null;
        blossomBest[b] = null;
        base[b] = -1;
        parent[b] = -1;
        label[b] = FREE;
        labelFrom[b] = -1;
        labelTo[b] = -1;
        bestFrom[b] = -1;
        bestTo[b] = -1;
        Wide.clear(dual, b * limbs, limbs);
        unused[unusedCount++] = b;
    }

    /** The vertices of a node, appended to {@code out}. */
    private void leaves(int node, IntList out) {
        if (node < n) {
            out.add(node);
            return;
        }
        for (int child : children[node]) {
            leaves(child, out);
        }
    }

    /** out = dual[u] + dual[v] - weight[u][v] (never negative); returns whether it is zero. */
    private boolean slack(int u, int v, long[] out) {
        return slackInto(u, v, out, 0);
    }

    private boolean slackInto(int u, int v, long[] out, int at) {
        int du = u * limbs;
        int dv = v * limbs;
        int w = (u * n + v) * limbs;
        long carry = 0;
        long any = 0;
        for (int i = 0; i < limbs; i++) {
            long t = dual[du + i] + dual[dv + i] + carry - weight[w + i];
            long limb = t & Wide.MASK;
            out[at + i] = limb;
            any |= limb;
            carry = t >> Wide.LIMB_BITS;
        }
        return any == 0;
    }

    /** Solves to optimality from the current matching and duals. */
    void solve() {
        refreshChanged();
        while (true) {
            Arrays.fill(label, FREE);
            Arrays.fill(labelFrom, -1);
            Arrays.fill(labelTo, -1);
            Arrays.fill(bestFrom, -1);
            Arrays.fill(bestTo, -1);
            for (int b = n; b < 2 * n; b++) {
                blossomBest[b] = null;
            }
            queueSize = 0;
            outer.clear();
            boolean roots = false;
            for (int v = 0; v < n; v++) {
                int b = inBlossom[v];
                if (base[b] == v && mate[v] < 0 && label[b] == FREE && !Wide.isZero(dual, v * limbs, limbs)) {
                    assignLabel(v, OUTER, -1);
                    roots = true;
                }
            }
            if (!roots) {
                return;
            }
            stage();
            for (int b = n; b < 2 * n; b++) {
                if (base[b] >= 0 && parent[b] < 0 && label[b] == OUTER && Wide.isZero(dual, b * limbs, limbs)) {
                    expand(b, true);
                }
            }
        }
    }

    /** Grows the trees until one augmentation (or an unmatched vertex's dual reaching zero) ends the stage. */
    private void stage() {
        while (true) {
            while (queueSize > 0) {
                int v = queue[--queueSize];
                if (scan(v)) {
                    return;
                }
            }
            if (adjustDuals()) {
                return;
            }
        }
    }

    /** Scans the edges of OUTER vertex {@code v}; true when it augmented the matching. */
    private boolean scan(int v) {
        int row = v * n;
        int count = degree[v];
        for (int k = 0; k < count; k++) {
            int u = adjacent[row + k];
            int bv = inBlossom[v];
            int bu = inBlossom[u];
            if (bu == bv || (label[bu] == INNER && label[u] != FREE)) {
                continue; // inside v's blossom, or a vertex already reached
            }
            if (clearlyNotBest(v, u, label[bu] == OUTER ? bv : u)) {
                continue;
            }
            if (slack(v, u, slack1)) {
                if (label[bu] == FREE) {
                    if (mate[base[bu]] < 0) {
                        if (bu >= n) {
                            rotate(bu, u);
                        }
                        mate[u] = v;
                        augmentFrom(v, u);
                        return true;
                    }
                    assignLabel(u, INNER, v);
                } else if (label[bu] == OUTER) {
                    int common = commonBase(v, u);
                    if (common >= 0) {
                        addBlossom(common, v, u);
                    } else {
                        augmentFrom(v, u);
                        augmentFrom(u, v);
                        return true;
                    }
                } else if (label[u] == FREE) {
                    label[u] = INNER;
                    labelFrom[u] = v;
                    labelTo[u] = u;
                }
            } else if (label[bu] == OUTER) {
                if (bestFrom[bv] < 0 || lessThanBest(slack1, bv)) {
                    setBest(bv, v, u, slack1);
                }
            } else if (label[u] == FREE) {
                if (bestFrom[u] < 0 || lessThanBest(slack1, u)) {
                    setBest(u, v, u, slack1);
                }
            }
        }
        return false;
    }

    /**
     * Whether edge v-u is surely neither tight nor better than node's best edge, judged by the top limb of its
     * slack alone (lower limbs can move it by one at most): the common case, without the full subtraction.
     */
    private boolean clearlyNotBest(int v, int u, int node) {
        if (bestFrom[node] < 0) {
            return false;
        }
        int top = limbs - 1;
        long estimate = dual[v * limbs + top] + dual[u * limbs + top] - weight[(v * n + u) * limbs + top];
        if (estimate <= 1) {
            return false;
        }
        if (bestEpoch[node] != dualEpoch) {
            slackInto(bestFrom[node], bestTo[node], bestSlack, node * limbs);
            bestEpoch[node] = dualEpoch;
        }
        return estimate - 1 > bestSlack[node * limbs + top];
    }

    /** Whether slack s is less than the slack of node's best edge (kept until the duals next change). */
    private boolean lessThanBest(long[] s, int node) {
        if (bestEpoch[node] != dualEpoch) {
            slackInto(bestFrom[node], bestTo[node], bestSlack, node * limbs);
            bestEpoch[node] = dualEpoch;
        }
        return Wide.compare(s, 0, bestSlack, node * limbs, limbs) < 0;
    }

    private void setBest(int node, int from, int to, long[] s) {
        bestFrom[node] = from;
        bestTo[node] = to;
        Wide.copy(s, 0, bestSlack, node * limbs, limbs);
        bestEpoch[node] = dualEpoch;
    }

    private void push(int v) {
        if (queueSize == queue.length) {
            queue = Arrays.copyOf(queue, queue.length * 2);
        }
        queue[queueSize++] = v;
    }

    private void assignLabel(int w, int kind, int from) {
        int b = inBlossom[w];
        label[w] = kind;
        label[b] = kind;
        labelFrom[w] = from;
        labelFrom[b] = from;
        labelTo[w] = w;
        labelTo[b] = w;
        bestFrom[w] = -1;
        bestTo[w] = -1;
        bestFrom[b] = -1;
        bestTo[b] = -1;
        if (kind == OUTER) {
            scratch.clear();
            leaves(b, scratch);
            for (int i = 0; i < scratch.size; i++) {
                push(scratch.items[i]);
                outer.add(scratch.items[i]);
            }
        } else {
            int baseVertex = base[b];
            assignLabel(mate[baseVertex], OUTER, baseVertex);
        }
    }

    /** The base of the blossom closing the cycle through OUTER vertices v and w, or -1 when their trees differ. */
    private int commonBase(int v, int w) {
        IntList path = this.path;
        path.clear();
        int result = -1;
        while (v >= 0 || w >= 0) {
            int b = inBlossom[v];
            if ((label[b] & MARK) != 0) {
                result = base[b];
                break;
            }
            path.add(b);
            label[b] = OUTER | MARK;
            if (labelFrom[b] < 0) {
                v = -1;
            } else {
                int inner = inBlossom[labelFrom[b]];
                v = labelFrom[inner];
            }
            if (w >= 0) {
                int swap = v;
                v = w;
                w = swap;
            }
        }
        for (int i = 0; i < path.size; i++) {
            label[path.items[i]] = OUTER;
        }
        return result;
    }

    /** Makes a new OUTER blossom of the cycle closed by the tight edge v-w, whose base is {@code baseVertex}. */
    private void addBlossom(int baseVertex, int v, int w) {
        int bb = inBlossom[baseVertex];
        int bv = inBlossom[v];
        int bw = inBlossom[w];
        int b = unused[--unusedCount];
        base[b] = baseVertex;
        parent[b] = -1;
        parent[bb] = b;
        IntList path = new IntList();
        IntList ins = new IntList();
        IntList outs = new IntList();
        while (bv != bb) {
            parent[bv] = b;
            path.add(bv);
            // the edge joining bv to the node that labelled it, written from that node's side
            ins.add(labelFrom[bv]);
            outs.add(labelTo[bv]);
            bv = inBlossom[labelFrom[bv]];
        }
        path.add(bb);
        path.reverse();
        ins.reverse();
        outs.reverse();
        ins.add(v);
        outs.add(w);
        while (bw != bb) {
            parent[bw] = b;
            path.add(bw);
            ins.add(labelTo[bw]);
            outs.add(labelFrom[bw]);
            bw = inBlossom[labelFrom[bw]];
        }
        children[b] = path.toArray();
        endsIn[b] = ins.toArray();
        endsOut[b] = outs.toArray();
        label[b] = OUTER;
        labelFrom[b] = labelFrom[bb];
        labelTo[b] = labelTo[bb];
        Wide.clear(dual, b * limbs, limbs);
        members.clear();
        leaves(b, members);
        for (int i = 0; i < members.size; i++) {
            int x = members.items[i];
            if (label[inBlossom[x]] == INNER) {
                push(x);
                outer.add(x);
            }
            inBlossom[x] = b;
        }
        // least-slack edges from the new blossom to each other OUTER blossom
        touched.clear();
        for (int child : children[b]) {
            int[] list = blossomBest[child];
            if (list == null) {
                members.clear();
                leaves(child, members);
                for (int i = 0; i < members.size; i++) {
                    int x = members.items[i];
                    int row = x * n;
                    if (outer.size < degree[x]) {
                        // fewer OUTER vertices than neighbours: only edges to OUTER blossoms count
                        for (int k = 0; k < outer.size; k++) {
                            int y = outer.items[k];
                            if (edge[row + y]) {
                                considerBlossomEdge(b, x, y);
                            }
                        }
                    } else {
                        for (int k = 0; k < degree[x]; k++) {
                            considerBlossomEdge(b, x, adjacent[row + k]);
                        }
                    }
                }
            } else {
                for (int i = 0; i < list.length; i += 2) {
                    considerBlossomEdge(b, list[i], list[i + 1]);
                }
            }
            blossomBest[child] = null;
            bestFrom[child] = -1;
            bestTo[child] = -1;
        }
        int[] kept = new int[2 * touched.size];
        bestFrom[b] = -1;
        bestTo[b] = -1;
        for (int i = 0; i < touched.size; i++) {
            int other = touched.items[i];
            int x = outsideFrom[other];
            int y = outsideTo[other];
            kept[2 * i] = x;
            kept[2 * i + 1] = y;
            if (bestFrom[b] < 0 || Wide.compare(outsideSlack, other * limbs, bestSlack, b * limbs, limbs) < 0) {
                bestFrom[b] = x;
                bestTo[b] = y;
                Wide.copy(outsideSlack, other * limbs, bestSlack, b * limbs, limbs);
                bestEpoch[b] = dualEpoch;
            }
            outsideFrom[other] = -1;
        }
        blossomBest[b] = kept;
    }

    private void considerBlossomEdge(int b, int x, int y) {
        if (inBlossom[y] == b) {
            int swap = x;
            x = y;
            y = swap;
        }
        int by = inBlossom[y];
        if (by == b || label[by] != OUTER) {
            return;
        }
        if (outsideFrom[by] >= 0) {
            int top = limbs - 1;
            long estimate = dual[x * limbs + top] + dual[y * limbs + top] - weight[(x * n + y) * limbs + top];
            if (estimate - 1 > outsideSlack[by * limbs + top]) {
                return; // surely no better than the edge kept
            }
        }
        slack(x, y, slack1);
        if (outsideFrom[by] >= 0) {
            if (Wide.compare(slack1, 0, outsideSlack, by * limbs, limbs) >= 0) {
                return;
            }
        } else {
            touched.add(by);
        }
        outsideFrom[by] = x;
        outsideTo[by] = y;
        Wide.copy(slack1, 0, outsideSlack, by * limbs, limbs);
    }

    /**
     * Expands top-level blossom b: its children become top-level. In the middle of a stage (an INNER blossom
     * whose dual reached zero) the children on the even path keep the tree alternating; at the end of a stage,
     * children with zero dual are expanded too.
     */
    private void expand(int b, boolean endOfStage) {
        int[] kids = children[b];
        for (int child : kids) {
            parent[child] = -1;
            if (child < n) {
                inBlossom[child] = child;
            } else if (endOfStage && Wide.isZero(dual, child * limbs, limbs)) {
                expand(child, true);
            } else {
                setTop(child, child);
            }
        }
        if (!endOfStage && label[b] == INNER) {
            relabelExpanded(b, kids);
        }
        recycle(b);
    }

    private void relabelExpanded(int b, int[] kids) {
        int k = kids.length;
        int entryChild = inBlossom[labelTo[b]];
        int j = indexOf(kids, entryChild);
        int step;
        if ((j & 1) != 0) {
            j -= k;
            step = 1;
        } else {
            step = -1;
        }
        int from = labelFrom[b];
        int to = labelTo[b];
        while (j != 0) {
            // child j becomes INNER through the edge from-to; the next child, its partner, becomes OUTER
            int[] link = link(b, j, step);
            label[to] = FREE;
            label[link[1]] = FREE;
            assignLabel(to, INNER, from);
            j += step;
            link = link(b, j, step);
            from = link[0];
            to = link[1];
            j += step;
        }
        int baseChild = kids[0];
        label[to] = INNER;
        label[baseChild] = INNER;
        labelFrom[to] = from;
        labelFrom[baseChild] = from;
        labelTo[to] = to;
        labelTo[baseChild] = to;
        bestFrom[baseChild] = -1;
        bestTo[baseChild] = -1;
        j += step;
        while (kids[Math.floorMod(j, k)] != entryChild) {
            int child = kids[Math.floorMod(j, k)];
            if (label[child] == OUTER) {
                j += step;
                continue;
            }
            IntList members = new IntList();
            leaves(child, members);
            int reached = -1;
            for (int i = 0; i < members.size; i++) {
                if (label[members.items[i]] != FREE) {
                    reached = members.items[i];
                    break;
                }
            }
            if (reached >= 0) {
                label[reached] = FREE;
                label[mate[base[child]]] = FREE;
                assignLabel(reached, INNER, labelFrom[reached]);
            }
            j += step;
        }
    }

    /** The blossom edge leaving child j towards child j + step: {vertex in child j, vertex in the next child}. */
    private int[] link(int b, int j, int step) {
        int k = children[b].length;
        if (step > 0) {
            int i = Math.floorMod(j, k);
            return new int[] {endsIn[b][i], endsOut[b][i]};
        }
        int i = Math.floorMod(j - 1, k);
        return new int[] {endsOut[b][i], endsIn[b][i]};
    }

    private static int indexOf(int[] items, int item) {
        for (int i = 0; i < items.length; i++) {
            if (items[i] == item) {
                return i;
            }
        }
        throw new IllegalStateException("not a child");
    }

    /** Rearranges the matching inside blossom b so that vertex v becomes its base. */
    private void rotate(int b, int v) {
        int t = v;
        while (parent[t] != b) {
            t = parent[t];
        }
        if (t >= n) {
            rotate(t, v);
        }
        int[] kids = children[b];
        int k = kids.length;
        int i = indexOf(kids, t);
        int j = i;
        int step;
        if ((i & 1) != 0) {
            j -= k;
            step = 1;
        } else {
            step = -1;
        }
        while (j != 0) {
            j += step;
            int[] link = link(b, j, step);
            int child = kids[Math.floorMod(j, k)];
            if (child >= n) {
                rotate(child, link[0]);
            }
            j += step;
            child = kids[Math.floorMod(j, k)];
            if (child >= n) {
                rotate(child, link[1]);
            }
            mate[link[0]] = link[1];
            mate[link[1]] = link[0];
        }
        children[b] = rotateLeft(kids, i);
        endsIn[b] = rotateLeft(endsIn[b], i);
        endsOut[b] = rotateLeft(endsOut[b], i);
        base[b] = base[children[b][0]];
    }

    private static int[] rotateLeft(int[] items, int by) {
        int[] result = new int[items.length];
        for (int i = 0; i < items.length; i++) {
            result[i] = items[(i + by) % items.length];
        }
        return result;
    }

    /**
     * Matches OUTER vertex s to {@code partner} (-1: leaves it unmatched, its dual being zero) and flips the
     * alternating path from s's blossom up to the root of its tree.
     */
    private void augmentFrom(int s, int partner) {
        while (true) {
            int bs = inBlossom[s];
            if (bs >= n) {
                rotate(bs, s);
            }
            mate[s] = partner;
            if (labelFrom[bs] < 0) {
                return;
            }
            int innerBase = labelFrom[bs];
            int bt = inBlossom[innerBase];
            int next = labelFrom[bt];
            int entry = labelTo[bt];
            if (bt >= n) {
                rotate(bt, entry);
            }
            mate[entry] = next;
            partner = entry;
            s = next;
        }
    }

    /** Changes the duals by the largest step that keeps them feasible; true when that ends the stage. */
    private boolean adjustDuals() {
        int kind = 0;
        int which = -1;
        for (int v = 0; v < n; v++) {
            if (label[inBlossom[v]] == OUTER
                    && (kind == 0 || Wide.compare(dual, v * limbs, delta, 0, limbs) < 0)) {
                Wide.copy(dual, v * limbs, delta, 0, limbs);
                kind = 1;
                which = v;
            }
        }
        for (int v = 0; v < n; v++) {
            if (label[inBlossom[v]] == FREE && bestFrom[v] >= 0) {
                slack(bestFrom[v], v, slack1);
                if (Wide.compare(slack1, 0, delta, 0, limbs) < 0) {
                    Wide.copy(slack1, 0, delta, 0, limbs);
                    kind = 2;
                    which = v;
                }
            }
        }
        for (int b = 0; b < 2 * n; b++) {
            if (parent[b] < 0 && base[b] >= 0 && label[b] == OUTER && bestFrom[b] >= 0
                    && (b < n ? inBlossom[b] == b : true)) {
                slack(bestFrom[b], bestTo[b], slack1);
                Wide.halve(slack1, 0, limbs);
                if (Wide.compare(slack1, 0, delta, 0, limbs) < 0) {
                    Wide.copy(slack1, 0, delta, 0, limbs);
                    kind = 3;
                    which = b;
                }
            }
        }
        for (int b = n; b < 2 * n; b++) {
            if (base[b] >= 0 && parent[b] < 0 && label[b] == INNER) {
                Wide.copy(dual, b * limbs, slack1, 0, limbs);
                Wide.halve(slack1, 0, limbs);
                if (Wide.compare(slack1, 0, delta, 0, limbs) < 0) {
                    Wide.copy(slack1, 0, delta, 0, limbs);
                    kind = 4;
                    which = b;
                }
            }
        }
        if (kind == 0) {
            throw new IllegalStateException("no dual step: the matching is inconsistent");
        }
        if (!Wide.isZero(delta, 0, limbs)) {
            dualEpoch++;
            Wide.copy(delta, 0, twiceDelta, 0, limbs);
            Wide.twice(twiceDelta, 0, limbs);
            for (int v = 0; v < n; v++) {
                int l = label[inBlossom[v]];
                if (l == OUTER) {
                    Wide.subtract(dual, v * limbs, delta, 0, dual, v * limbs, limbs);
                } else if (l == INNER) {
                    Wide.add(dual, v * limbs, delta, 0, dual, v * limbs, limbs);
                }
            }
            for (int b = n; b < 2 * n; b++) {
                if (base[b] >= 0 && parent[b] < 0) {
                    if (label[b] == OUTER) {
                        Wide.add(dual, b * limbs, twiceDelta, 0, dual, b * limbs, limbs);
                    } else if (label[b] == INNER) {
                        Wide.subtract(dual, b * limbs, twiceDelta, 0, dual, b * limbs, limbs);
                    }
                }
            }
        }
        switch (kind) {
            case 1 -> {
                augmentFrom(which, -1);
                return true;
            }
            case 2 -> push(bestFrom[which]);
            case 3 -> push(bestFrom[which]);
            default -> expand(which, false);
        }
        return false;
    }
}
