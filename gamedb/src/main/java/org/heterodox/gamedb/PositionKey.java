package org.heterodox.gamedb;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * The key a position is indexed by: the position's {@linkplain Position#diagramKey diagram key} (what
 * its FEN or SFEN shows, move counters aside: board, hands, side to move, castling rights, en passant),
 * which the rules keep with every move made, mixed with a key of the game spec, so that the same board
 * in two games or two rule sets of one game never matches. No string is made per position. The key
 * ignores what no FEN shows (in the drop games, which unmoved squares could still castle after a
 * drop), so a position typed as FEN finds the games that reached the same diagram. The top bits pick
 * the posting bucket. Stored postings are found by these keys: a change of them is a new
 * {@link PositionIndexUpgrade#VERSION}, which re-indexes existing databases when they are opened.
 */
public final class PositionKey {
    /** Buckets are the key's top {@value} bits. */
    static final int BUCKET_BITS = 12;
    static final int BUCKETS = 1 << BUCKET_BITS;

    private PositionKey() {
    }

    public static long of(Position position) {
        return of(position, gameKeyOf(position.variant()));
    }

    /** The game key of the variant asked about last: asked per position, it would hash the spec's text each time. */
    private record LastGame(Variant variant, long key) {
    }

    private static volatile LastGame last;

    private static long gameKeyOf(Variant variant) {
        LastGame known = last;
        if (known != null && known.variant() == variant) {
            return known.key();
        }
        long key = gameKey(variant);
        last = new LastGame(variant, key);
        return key;
    }

    /** {@link #of(Position)} with the game's key computed once by the caller. */
    static long of(Position position, long gameKey) {
        return mix(position.diagramKey() ^ gameKey);
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
