package org.heterodox.server.puzzle;

import org.heterodox.rules.Position;

/**
 * The key of a puzzle's position, one puzzle per position: a 64-bit hash of its FEN (SFEN) without the
 * move counters, mixed with a hash of the game spec. Stored with every puzzle (a load skips the
 * positions it finds), so it never changes: it is the game database's position key of before that
 * database keyed positions by their diagram key, kept here as it was.
 */
final class PuzzleKey {
    private PuzzleKey() {
    }

    static long of(Position position) {
        String fen = position.toFen();
        int end = withoutCounters(fen);
        long h = fnv(position.variant().spec()) ^ 0xcbf29ce484222325L;
        for (int i = 0; i < end; i++) {
            h ^= fen.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    private static long fnv(String spec) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < spec.length(); i++) {
            h ^= spec.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    /** The length of {@code fen} without its trailing all-digit fields (halfmove clock, move number). */
    private static int withoutCounters(String fen) {
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

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
