package org.heterodox.rules.explain;

import java.util.List;

/**
 * One row of the table of a turn split into decisions ({@link org.heterodox.rules.Position#decisionTable()}):
 * a first decision written for people (Ambiguous Chess: an announced square, {@code a3}) and the whole
 * moves the second decision chooses among, in the game's record notation ({@code a3}, {@code Na3}).
 */
public record TurnDecision(String decision, List<String> moves) {
    public TurnDecision {
        moves = List.copyOf(moves);
    }

    /** The row as {@code heterodox moves} lists it: {@code a3: a3 Na3}. */
    public String line() {
        return decision + ": " + String.join(" ", moves);
    }
}
