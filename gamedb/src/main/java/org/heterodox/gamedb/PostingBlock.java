package org.heterodox.gamedb;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The stored form of a bucket row's postings (index version 3): sorted by key, then game, and
 * delta-encoded as unsigned varints, about 15 bytes a posting where a fixed layout took 24.
 *
 * <pre>
 * row     = count, minGame, first key (8 bytes, big-endian), posting...
 * posting = keyDelta (0 for the key before it; absent for the first), game (the delta from the
 *           posting before when keyDelta is 0, else game - minGame), ply &lt;&lt; 2 | result, move,
 *           firstElo, secondElo
 * </pre>
 *
 * Every field is an unsigned LEB128 varint. Keys in a row share their bucket's top bits, so their
 * signed and unsigned orders agree and every delta is non-negative. A reader decodes a row from its
 * start, stopping past its key.
 */
final class PostingBlock {
    private PostingBlock() {
    }

    /** Encodes postings handed over in row order (key, then game, ascending). */
    static final class Writer {
        private byte[] out = new byte[256];
        private int size;
        private long lastKey;
        private long lastGame;
        private long minGame;
        private int count;

        /** Starts a row of {@code count} postings whose smallest game id is {@code minGame}. */
        Writer start(int rowCount, long rowMinGame) {
            size = 0;
            count = 0;
            minGame = rowMinGame;
            varint(rowCount);
            varint(rowMinGame);
            return this;
        }

        void add(long key, long gameId, int ply, int move, int result, int firstElo, int secondElo) {
            if (count == 0) {
                for (int shift = 56; shift >= 0; shift -= 8) {
                    put((byte) (key >>> shift));
                }
                varint(gameId - minGame);
            } else {
                long delta = key - lastKey;
                varint(delta);
                varint(delta == 0 ? gameId - lastGame : gameId - minGame);
            }
            varint((long) ply << 2 | (result & 3));
            varint(Integer.toUnsignedLong(move));
            varint(firstElo);
            varint(secondElo);
            lastKey = key;
            lastGame = gameId;
            count++;
        }

        int size() {
            return size;
        }

        byte[] toBytes() {
            return Arrays.copyOf(out, size);
        }

        private void varint(long value) {
            while ((value & ~0x7FL) != 0) {
                put((byte) ((value & 0x7F) | 0x80));
                value >>>= 7;
            }
            put((byte) value);
        }

        private void put(byte b) {
            if (size == out.length) {
                out = Arrays.copyOf(out, out.length * 2);
            }
            out[size++] = b;
        }
    }

    /** Calls {@code sink} with every posting of {@code key} in {@code block}. */
    static void scan(byte[] block, long key, Consumer<Posting> sink) {
        new Decoder(block).each(key, true, sink);
    }

    /** Every posting in {@code block}, in order. */
    static void all(byte[] block, Consumer<Posting> sink) {
        new Decoder(block).each(0, false, sink);
    }

    /** Reads one row; a truncated or corrupt row is an error, never a wrong answer. */
    private static final class Decoder {
        private final byte[] in;
        private int at;

        Decoder(byte[] in) {
            this.in = in;
        }

        void each(long wanted, boolean only, Consumer<Posting> sink) {
            long count = varint();
            long minGame = varint();
            long key = 0;
            long game = 0;
            for (long i = 0; i < count; i++) {
                if (i == 0) {
                    for (int b = 0; b < 8; b++) {
                        key = key << 8 | (next() & 0xFF);
                    }
                    game = minGame + varint();
                } else {
                    long delta = varint();
                    key += delta;
                    game = delta == 0 ? game + varint() : minGame + varint();
                }
                if (only && Long.compareUnsigned(key, wanted) > 0) {
                    return;
                }
                long plyResult = varint();
                long move = varint();
                long firstElo = varint();
                long secondElo = varint();
                if (!only || key == wanted) {
                    sink.accept(new Posting(key, game, (int) (plyResult >>> 2), (int) move, (int) (plyResult & 3),
                            (int) firstElo, (int) secondElo));
                }
            }
        }

        private long varint() {
            long value = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                byte b = next();
                value |= (long) (b & 0x7F) << shift;
                if (b >= 0) {
                    return value;
                }
            }
            throw new IllegalStateException("a posting row of the position index is corrupt (a varint overflows)");
        }

        private byte next() {
            if (at >= in.length) {
                throw new IllegalStateException("a posting row of the position index is truncated");
            }
            return in[at++];
        }
    }
}
