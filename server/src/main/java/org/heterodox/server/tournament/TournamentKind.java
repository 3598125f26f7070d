package org.heterodox.server.tournament;

/** How a tournament pairs its players. */
public enum TournamentKind {
    /** Lichess-style: a fixed duration; whoever is free is paired at once, by score. */
    ARENA("arena"),
    /** Everybody meets everybody (twice in a double round robin), by FIDE's Berger tables. */
    ROUND_ROBIN("round-robin"),
    /** A fixed number of rounds paired by the FIDE Dutch system. */
    SWISS("swiss");

    private final String wire;

    TournamentKind(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static TournamentKind fromWire(String text) {
        for (TournamentKind kind : values()) {
            if (kind.wire.equals(text)) {
                return kind;
            }
        }
        return null;
    }
}
