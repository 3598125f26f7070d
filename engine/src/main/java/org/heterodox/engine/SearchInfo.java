package org.heterodox.engine;

/**
 * One progress report of a search: a finished iteration (or one line of it when several are asked
 * for). {@code score} is from the side to move's view of the analysed position; {@code bound} tells
 * whether it is exact or only a bound after an aspiration failure.
 */
public record SearchInfo(int depth, int seldepth, int multipv, int score, Bound bound, long nodes, long nps,
                         long timeMs, int hashfull, int[] pv) {

    public enum Bound { EXACT, LOWER, UPPER }

    public boolean isMate() {
        return Score.isMate(score);
    }
}
