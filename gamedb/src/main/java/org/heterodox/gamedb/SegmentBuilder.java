package org.heterodox.gamedb;

import java.util.Arrays;

/**
 * Collects the postings of one segment (the games of one import transaction) and lays them out as
 * bucket rows: a counting sort by bucket, each bucket's postings sorted by key (stable, so a key's
 * postings keep their game order), then packed by {@link PostingBlock} into parts of at most
 * {@link #MAX_PART_POSTINGS}. Writing a segment is thus one sequential pass, however many positions
 * it holds: why the index is not one SQL row per position (see docs/database.md).
 */
final class SegmentBuilder {
    /** Postings per part: at most 29 bytes each encoded, so a part stays under H2's one-megabyte binary value. */
    static final int MAX_PART_POSTINGS = 19_200;

    /** One stored row: a bucket's postings, or a part of them when there are many. */
    record Row(int bucket, int part, byte[] postings) {
    }

    interface RowSink {
        void accept(Row row) throws Exception;
    }

    private long[] keys = new long[1024];
    private int[] games = new int[1024];
    private short[] plies = new short[1024];
    private int[] moves = new int[1024];
    private byte[] results = new byte[1024];
    private short[] firstElos = new short[1024];
    private short[] secondElos = new short[1024];
    private int size;

    int size() {
        return size;
    }

    void add(long key, int gameId, int ply, int move, int result, int firstElo, int secondElo) {
        if (size == keys.length) {
            grow();
        }
        keys[size] = key;
        games[size] = gameId;
        plies[size] = (short) ply;
        moves[size] = move;
        results[size] = (byte) result;
        firstElos[size] = (short) firstElo;
        secondElos[size] = (short) secondElo;
        size++;
    }

    void add(Posting posting) {
        add(posting.key(), Math.toIntExact(posting.gameId()), posting.ply(), posting.move(), posting.result(),
                posting.firstElo(), posting.secondElo());
    }

    /** Hands every non-empty bucket's rows to {@code sink}, buckets in ascending order. */
    void rows(RowSink sink) throws Exception {
        rows(sink, MAX_PART_POSTINGS);
    }

    void rows(RowSink sink, int perPart) throws Exception {
        int[] start = new int[PositionKey.BUCKETS + 1];
        for (int i = 0; i < size; i++) {
            start[PositionKey.bucket(keys[i]) + 1]++;
        }
        for (int b = 0; b < PositionKey.BUCKETS; b++) {
            start[b + 1] += start[b];
        }
        int[] next = Arrays.copyOf(start, PositionKey.BUCKETS);
        int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[next[PositionKey.bucket(keys[i])]++] = i;
        }
        PostingBlock.Writer writer = new PostingBlock.Writer();
        for (int b = 0; b < PositionKey.BUCKETS; b++) {
            sortByKey(order, start[b], start[b + 1]);
            int part = 0;
            for (int from = start[b]; from < start[b + 1]; from += perPart) {
                int to = Math.min(start[b + 1], from + perPart);
                long minGame = Long.MAX_VALUE;
                for (int j = from; j < to; j++) {
                    minGame = Math.min(minGame, Integer.toUnsignedLong(games[order[j]]));
                }
                writer.start(to - from, minGame);
                for (int j = from; j < to; j++) {
                    int i = order[j];
                    writer.add(keys[i], Integer.toUnsignedLong(games[i]), Short.toUnsignedInt(plies[i]), moves[i],
                            results[i], Short.toUnsignedInt(firstElos[i]), Short.toUnsignedInt(secondElos[i]));
                }
                sink.accept(new Row(b, part++, writer.toBytes()));
            }
        }
    }

    /**
     * Sorts {@code order[from, to)} by key, stably: the distinct keys sorted, then a counting sort by
     * each posting's rank among them. Keys of one bucket share their top bits, so signed order is unsigned order.
     */
    private void sortByKey(int[] order, int from, int to) {
        int n = to - from;
        if (n < 2) {
            return;
        }
        long[] distinct = new long[n];
        for (int j = 0; j < n; j++) {
            distinct[j] = keys[order[from + j]];
        }
        Arrays.sort(distinct);
        int d = 0;
        for (int j = 0; j < n; j++) {
            if (d == 0 || distinct[j] != distinct[d - 1]) {
                distinct[d++] = distinct[j];
            }
        }
        int[] rank = new int[n];
        int[] place = new int[d + 1];
        for (int j = 0; j < n; j++) {
            rank[j] = Arrays.binarySearch(distinct, 0, d, keys[order[from + j]]);
            place[rank[j] + 1]++;
        }
        for (int r = 0; r < d; r++) {
            place[r + 1] += place[r];
        }
        int[] sorted = new int[n];
        for (int j = 0; j < n; j++) {
            sorted[place[rank[j]]++] = order[from + j];
        }
        System.arraycopy(sorted, 0, order, from, n);
    }

    private void grow() {
        int capacity = keys.length * 2;
        keys = Arrays.copyOf(keys, capacity);
        games = Arrays.copyOf(games, capacity);
        plies = Arrays.copyOf(plies, capacity);
        moves = Arrays.copyOf(moves, capacity);
        results = Arrays.copyOf(results, capacity);
        firstElos = Arrays.copyOf(firstElos, capacity);
        secondElos = Arrays.copyOf(secondElos, capacity);
    }
}
