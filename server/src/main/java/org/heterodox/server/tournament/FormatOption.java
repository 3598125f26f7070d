package org.heterodox.server.tournament;

/** A setting only some formats take, by its field name in {@code POST /api/tournaments}. */
public enum FormatOption {
    /** A Swiss's number of rounds. */
    ROUNDS("rounds"),
    /** A round robin played twice, colours reversed. */
    DOUBLE_ROUND_ROBIN("double"),
    /** An arena's duration. */
    MINUTES("minutes"),
    /** Whether an arena's players may berserk. */
    BERSERK("berserk"),
    /** A Swiss whose rounds wait, once paired, for the organiser to start them. */
    MANUAL_START("manualStart"),
    /** How many half-point byes a Swiss's player may request. */
    MAX_HALF_POINT_BYES("maxHalfPointByes"),
    /** The last round of a Swiss a late entrant may still be paired in. */
    LATE_ENTRY_UNTIL("lateEntryUntil"),
    /** The points of each round a Swiss's late entrant missed (0 or 0.5). */
    LATE_ENTRY_POINTS("lateEntryPoints");

    private final String field;

    FormatOption(String field) {
        this.field = field;
    }

    public String field() {
        return field;
    }
}
