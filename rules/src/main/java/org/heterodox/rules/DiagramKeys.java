package org.heterodox.rules;

/** {@link Position#diagramKey} for games that compute it from the FEN text. */
final class DiagramKeys {
    private DiagramKeys() {
    }

    /** A 64-bit FNV-1a hash of {@code fen} without its trailing all-digit fields (the move counters). */
    static long ofFen(String fen) {
        int end = withoutCounters(fen);
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < end; i++) {
            h ^= fen.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
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
}
