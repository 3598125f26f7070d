package org.heterodox.engine;

/** Search scores: centipawns from the side to move's view, with mates encoded near {@link #MATE}. */
public final class Score {
    /** Larger than any score the search returns. */
    public static final int INFINITE = 32500;
    /** Score of delivering mate (or capturing the king, or any game win) right now. */
    public static final int MATE = 32000;
    /** Scores beyond this magnitude are mates found within the search horizon. */
    public static final int MATE_BOUND = MATE - 1000;
    public static final int DRAW = 0;

    private Score() {
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
    }

    /** Full moves to the mate: positive when the side to move mates, negative when it is mated. */
    public static int mateInMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }

    /** Plain text such as {@code +0.35} or {@code #3} / {@code #-2}, for people. */
    public static String text(int score) {
        if (isMate(score)) {
            return "#" + mateInMoves(score);
        }
        return String.format(java.util.Locale.ROOT, "%+.2f", score / 100.0);
    }
}
