package org.heterodox.gamedb;

import java.nio.ByteBuffer;
import java.util.function.Consumer;

/**
 * The stored form of postings: fixed-size little records, {@value Posting#BYTES} bytes each, packed
 * into one binary column per bucket row. A reader scans a row for one key.
 */
final class PostingBlock {
    private PostingBlock() {
    }

    static void write(ByteBuffer out, long key, int gameId, int ply, int move, int result, int firstElo, int secondElo) {
        out.putLong(key);
        out.putInt(gameId);
        out.putShort((short) ply);
        out.putInt(move);
        out.put((byte) result);
        out.put((byte) 0);
        out.putShort((short) firstElo);
        out.putShort((short) secondElo);
    }

    /** Calls {@code sink} with every posting of {@code key} in {@code block}. */
    static void scan(byte[] block, long key, Consumer<Posting> sink) {
        ByteBuffer in = ByteBuffer.wrap(block);
        for (int at = 0; at + Posting.BYTES <= block.length; at += Posting.BYTES) {
            if (in.getLong(at) == key) {
                sink.accept(read(in, at));
            }
        }
    }

    /** Every posting in {@code block}, in order. */
    static void all(byte[] block, Consumer<Posting> sink) {
        ByteBuffer in = ByteBuffer.wrap(block);
        for (int at = 0; at + Posting.BYTES <= block.length; at += Posting.BYTES) {
            sink.accept(read(in, at));
        }
    }

    private static Posting read(ByteBuffer in, int at) {
        return new Posting(in.getLong(at), in.getInt(at + 8), Short.toUnsignedInt(in.getShort(at + 12)),
                in.getInt(at + 14), in.get(at + 18), Short.toUnsignedInt(in.getShort(at + 20)),
                Short.toUnsignedInt(in.getShort(at + 22)));
    }
}
