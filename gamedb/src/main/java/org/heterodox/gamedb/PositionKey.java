package org.heterodox.gamedb;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * The key a position is indexed by: a 64-bit hash of what its FEN (SFEN) shows, move counters
 * aside (board, hands, side to move, castling, en passant), mixed with a key of the game spec, so
 * that the same board in two games or two rule sets of one game never matches. Built from the FEN
 * rather than the engine's Zobrist key because in the drop games that key also holds state no FEN
 * shows (a rook dropped on its corner may castle later): a position typed as FEN must find the games
 * that reached the same diagram. The top bits pick the posting bucket.
 */
public final class PositionKey {
    /** Buckets are the key's top {@value} bits. */
    static final int BUCKET_BITS = 16;
    static final int BUCKETS = 1 << BUCKET_BITS;

    private PositionKey() {
    }

    public static long of(Position position) {
        return of(position, gameKey(position.variant()));
    }

    /** {@link #of(Position)} with the game's key computed once by the caller. */
    static long of(Position position, long gameKey) {
        String fen = position.toFen();
        int end = withoutCounters(fen);
        long h = gameKey ^ 0xcbf29ce484222325L;
        for (int i = 0; i < end; i++) {
            h ^= fen.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    /** The length of {@code fen} without its trailing all-digit fields (halfmove clock, move number). */
    static int withoutCounters(String fen) {
        int end = fen.length();
        while (true) {
            int space = fen.lastIndexOf(' ', end - 1);
            if (space < 0 || space == end - 1) {
                return end;
            }
            for (int i = space + 1; i < end; i++) {
                if (!Character.isDigit(fen.charAt(i))) {
                    return end;
                }
            }
            end = space;
        }
    }

    /** A 64-bit key of the game spec (name and canonical options). */
    public static long gameKey(Variant variant) {
        String spec = variant.spec().toString();
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < spec.length(); i++) {
            h ^= spec.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    static int bucket(long key) {
        return (int) (key >>> (64 - BUCKET_BITS));
    }

    /** SplitMix64's finaliser: spreads every input bit over the key. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
