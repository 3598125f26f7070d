package org.heterodox.match;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * A baseline player in this JVM: picks a decision of the position it is shown (a copy, which keeps
 * the game's history), and the answer goes to the runner in the machine notation like an external
 * program's, so both kinds are judged by the same rules.
 */
public abstract class InProcessPlayer implements Player {
    private final String name;

    protected InProcessPlayer(String name) {
        this.name = name;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public void newGame(Variant variant, String startFen, boolean standardStart) {
    }

    @Override
    public final Reply think(Turn turn) {
        Position position = turn.position().copy();
        int decision = choose(position);
        return new Reply(position.variant().machineNotation().format(position, decision), null);
    }

    /** A legal decision of {@code position}, which has at least one; the position is left as it was. */
    public abstract int choose(Position position);
}
