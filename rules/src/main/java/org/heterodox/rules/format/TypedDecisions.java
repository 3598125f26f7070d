package org.heterodox.rules.format;

import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;

/**
 * Reads what a player types on their turn as a decision of their own ({@link Position#generate}),
 * in any notation of the game. In most games a decision is a whole move, so this reads like
 * {@link MoveTexts}. Where a turn is split between the players (Ambiguous Chess: the mover
 * announces a square, the opponent chooses which of the mover's pieces goes there) a reading that
 * is a decision wins, so a typed square is an announcement; a whole move is accepted only when it
 * is the mover's decision alone (its square has a single candidate), because a player may not
 * choose their own piece. Game records, which hold whole moves, are read with {@link MoveTexts}.
 */
public final class TypedDecisions {
    private TypedDecisions() {
    }

    /**
     * The decision of the side to move that {@code text} writes.
     *
     * @throws FormatException when no notation reads it (the record notation's error), or when it
     *         writes a whole move that also takes the opponent's decision
     */
    public static int read(Position position, String text) throws FormatException {
        List<MoveNotation> notations = position.variant().notations();
        if (notations.isEmpty()) {
            throw new FormatException(position.variant().spec() + " has no move notation", text, 0);
        }
        MoveList decisions = new MoveList();
        position.generate(decisions);
        int wholeMove = Move.NONE;
        FormatException recordError = null;
        // Each notation's own form first, then the tolerant readings, as MoveTexts does.
        for (boolean ownForm : new boolean[] {true, false}) {
            for (MoveNotation notation : notations) {
                try {
                    int move = ownForm ? notation.parseOwnForm(position, text) : notation.parse(position, text);
                    if (decisions.contains(move)) {
                        return move;
                    }
                    if (wholeMove == Move.NONE) {
                        wholeMove = move;
                    }
                } catch (FormatException e) {
                    if (!ownForm && notation == notations.get(0)) {
                        recordError = e;
                    }
                }
            }
        }
        if (wholeMove == Move.NONE) {
            throw recordError;
        }
        int[] steps = position.decisionsOf(wholeMove);
        if (steps.length == 1 && decisions.contains(steps[0])) {
            return steps[0];
        }
        String raw = text.trim();
        MoveNotation record = notations.get(0);
        String own = record.format(position, steps[0]);
        throw new FormatException("'" + raw + "' also takes your opponent's decision: on your turn enter " + own
                + "; several of your moves reach it, and your opponent chooses which one is played", raw, 0);
    }
}
