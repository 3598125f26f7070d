package org.heterodox.rules;

/** A game's result and the reason for it. */
public record Outcome(Result result, Reason reason) {
    public static final Outcome ONGOING = new Outcome(Result.ONGOING, Reason.NONE);

    public boolean isOver() {
        return result != Result.ONGOING;
    }

    public static Outcome win(int side, Reason reason) {
        return new Outcome(Result.win(side), reason);
    }

    public static Outcome draw(Reason reason) {
        return new Outcome(Result.DRAW, reason);
    }

    @Override
    public String toString() {
        return isOver() ? result.pgn() + " (" + reason.text() + ")" : "*";
    }
}
