package org.heterodox.tournament.standings;

/** The tie-breaks of FIDE's Tie-Break Regulations (C.07) an organiser can choose, by their API names. */
public enum TieBreak {
    /** BH: the sum of the opponents' scores (unplayed rounds by Article 16). */
    BUCHHOLZ("buchholz"),
    /** BH-C1: Buchholz without its least significant value (a voluntarily unplayed round first). */
    BUCHHOLZ_CUT1("buchholz-cut1"),
    /** SB: each opponent's score times the points scored against them. */
    SONNEBORN_BERGER("sonneborn-berger"),
    /** DE: the points scored in the games among the tied players (Article 6). */
    DIRECT_ENCOUNTER("direct-encounter"),
    /** WIN: the rounds won, over the board or not (forfeit wins and full-point byes count). */
    WINS("wins");

    private final String wire;

    TieBreak(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static TieBreak fromWire(String text) {
        for (TieBreak tieBreak : values()) {
            if (tieBreak.wire.equals(text)) {
                return tieBreak;
            }
        }
        return null;
    }
}
