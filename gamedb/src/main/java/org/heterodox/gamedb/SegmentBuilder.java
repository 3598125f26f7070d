package org.heterodox.gamedb;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Collects the postings of one segment (the games of one import transaction) and lays them out as
 * bucket rows: a counting sort by bucket, then each bucket's postings packed into parts of at most
 * {@link #MAX_PART_BYTES}. Writing a segment is thus one sequential pass, however many positions
 * it holds: why the index is not one SQL row per position (see docs/database.md).
 */
final class SegmentBuilder {
    /** Parts stay well under H2's one-megabyte limit of a binary value. */
    static final int MAX_PART_BYTES = 19_200 * Posting.BYTES;

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
        int perPart = MAX_PART_BYTES / Posting.BYTES;
        for (int b = 0; b < PositionKey.BUCKETS; b++) {
            int part = 0;
            for (int from = start[b]; from < start[b + 1]; from += perPart) {
                int to = Math.min(start[b + 1], from + perPart);
                ByteBuffer out = ByteBuffer.allocate((to - from) * Posting.BYTES);
                for (int j = from; j < to; j++) {
                    int i = order[j];
                    PostingBlock.write(out, keys[i], games[i], Short.toUnsignedInt(plies[i]), moves[i], results[i],
                            Short.toUnsignedInt(firstElos[i]), Short.toUnsignedInt(secondElos[i]));
                }
                sink.accept(new Row(b, part++, out.array()));
            }
        }
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
