package org.heterodox.tournament.arena;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.Outcome;

/**
 * Arena points as lichess counts them: a win 2, a draw 1, a loss 0. After two wins in a row the
 * player is on a streak ("on fire"): each game is worth double (a win 4, a draw 2) until one is not
 * won. A berserked win earns one extra point (not doubled) when the player made at least
 * {@value #BERSERK_MIN_MOVES} moves. A forfeit counts as a win or loss without the berserk point.
 */
public final class ArenaScoring {
    public static final int BERSERK_MIN_MOVES = 7;

    private ArenaScoring() {
    }

    public static ArenaSheet score(List<ArenaGame> games) {
        List<Integer> points = new ArrayList<>();
        int total = 0;
        int winsInARow = 0;
        for (ArenaGame game : games) {
            boolean onFire = winsInARow >= 2;
            boolean won = game.outcome() == Outcome.WIN || game.outcome() == Outcome.FORFEIT_WIN;
            int base = won ? 2 : game.outcome() == Outcome.DRAW ? 1 : 0;
            int value = onFire ? 2 * base : base;
            if (won && game.outcome().played() && game.berserked() && game.ownMoves() >= BERSERK_MIN_MOVES) {
                value += 1;
            }
            points.add(value);
            total += value;
            winsInARow = won ? winsInARow + 1 : 0;
        }
        return new ArenaSheet(points, total, winsInARow >= 2);
    }
}
