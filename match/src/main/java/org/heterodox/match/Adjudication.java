package org.heterodox.match;

/**
 * When the runner ends a game before the rules do, as cutechess-cli does:
 * <ul>
 *   <li>resign: a player whose own score is at least {@code resignScore} centipawns below zero for
 *   {@code resignMoveCount} of its consecutive moves loses;</li>
 *   <li>draw: from full move {@code drawMoveNumber} on, when both players' scores stay within
 *   {@code drawScore} of zero for {@code drawMoveCount} consecutive moves each, the game is drawn;</li>
 *   <li>{@code maxMoves}: a game reaching that many full moves is drawn.</li>
 * </ul>
 * A count of 0 turns the rule off.
 */
public record Adjudication(int resignMoveCount, int resignScore, int drawMoveNumber, int drawMoveCount, int drawScore,
                           int maxMoves) {
    public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0, 0);

    public Adjudication withResign(int moveCount, int score) {
        return new Adjudication(moveCount, score, drawMoveNumber, drawMoveCount, drawScore, maxMoves);
    }

    public Adjudication withDraw(int moveNumber, int moveCount, int score) {
        return new Adjudication(resignMoveCount, resignScore, moveNumber, moveCount, score, maxMoves);
    }

    public Adjudication withMaxMoves(int moves) {
        return new Adjudication(resignMoveCount, resignScore, drawMoveNumber, drawMoveCount, drawScore, moves);
    }

    /** The state of one game: feed it every move's score with {@link #record}. */
    public Tracker tracker() {
        return new Tracker(this);
    }

    /** What the adjudicator decides after a move. */
    public enum Verdict { NONE, MOVER_LOSES, DRAW, MAX_MOVES }

    /** Counts consecutive hopeless and drawish scores of each side through one game. */
    public static final class Tracker {
        private final Adjudication rules;
        private final int[] hopeless = new int[2];
        private final int[] drawish = new int[2];

        Tracker(Adjudication rules) {
            this.rules = rules;
        }

        /**
         * Records the move just made by {@code side} with its score (centipawns for that side, null
         * when unknown; an unknown score breaks every run) and returns what follows.
         *
         * @param fullMove the number of the full move just played (1 for the first)
         * @param pliesPlayed plies in the game so far, including this move
         */
        public Verdict record(int side, Integer score, int fullMove, int pliesPlayed) {
            if (score != null && rules.resignMoveCount > 0 && score <= -rules.resignScore) {
                hopeless[side]++;
            } else {
                hopeless[side] = 0;
            }
            if (score != null && rules.drawMoveCount > 0 && fullMove >= rules.drawMoveNumber
                    && Math.abs(score) <= rules.drawScore) {
                drawish[side]++;
            } else {
                drawish[side] = 0;
            }
            if (rules.resignMoveCount > 0 && hopeless[side] >= rules.resignMoveCount) {
                return Verdict.MOVER_LOSES;
            }
            if (rules.drawMoveCount > 0 && drawish[0] >= rules.drawMoveCount && drawish[1] >= rules.drawMoveCount) {
                return Verdict.DRAW;
            }
            if (rules.maxMoves > 0 && pliesPlayed >= 2 * rules.maxMoves) {
                return Verdict.MAX_MOVES;
            }
            return Verdict.NONE;
        }
    }
}
