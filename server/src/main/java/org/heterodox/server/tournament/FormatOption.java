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
    BERSERK("berserk");

    private final String field;

    FormatOption(String field) {
        this.field = field;
    }

    public String field() {
        return field;
    }
}
