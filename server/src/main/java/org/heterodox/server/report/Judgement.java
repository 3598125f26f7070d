package org.heterodox.server.report;

/**
 * How bad a move was, by the winning chances it gave away (in [-1, 1] units, the mover's view), with
 * lichess's thresholds; each has the PGN NAG that marks it in an export.
 */
public enum Judgement {
    INACCURACY(0.1, 6, "?!"),
    MISTAKE(0.2, 2, "?"),
    BLUNDER(0.3, 4, "??");

    private final double loss;
    private final int nag;
    private final String symbol;

    Judgement(double loss, int nag, String symbol) {
        this.loss = loss;
        this.nag = nag;
        this.symbol = symbol;
    }

    /** The least loss of winning chances that earns this judgement. */
    public double loss() {
        return loss;
    }

    /** The PGN Numeric Annotation Glyph: $6 (?!), $2 (?), $4 (??). */
    public int nag() {
        return nag;
    }

    public String symbol() {
        return symbol;
    }

    /** The name the API uses: {@code inaccuracy}, {@code mistake}, {@code blunder}. */
    public String apiName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The judgement of a move that lost {@code loss} winning chances, or null below the least threshold. */
    public static Judgement ofLoss(double loss) {
        // A hair of tolerance, so that a loss of exactly a threshold (0.3 written as a double) reaches it.
        double reached = loss + 1e-9;
        for (int i = values().length - 1; i >= 0; i--) {
            if (reached >= values()[i].loss) {
                return values()[i];
            }
        }
        return null;
    }
}
