package org.heterodox.server.tournament;

import java.util.List;
import java.util.Set;

/**
 * A Swiss: a fixed number of rounds paired by the FIDE Dutch system ({@link SwissPairer}). Players
 * may enter until the round the organiser chose is paired and pause between rounds, and request
 * half-point byes in advance; the organiser may name pairs who must not meet, and check, edit and
 * start each round by hand ({@link ArbiterService}).
 */
final class SwissFormat extends RoundBasedFormat {
    static final String TRF_TYPE = "Individual: Swiss-System (FIDE Dutch)";
    static final List<String> TIE_BREAKS = List.of("buchholz-cut1", "buchholz", "sonneborn-berger",
            "direct-encounter", "wins");

    SwissFormat() {
        super(new SwissPairer(), false);
    }

    @Override
    public TournamentKind kind() {
        return TournamentKind.SWISS;
    }

    @Override
    public int minimumPlayers() {
        return 2;
    }

    @Override
    public Set<FormatOption> options() {
        return Set.of(FormatOption.ROUNDS, FormatOption.MANUAL_START, FormatOption.MAX_HALF_POINT_BYES,
                FormatOption.LATE_ENTRY_UNTIL, FormatOption.LATE_ENTRY_POINTS);
    }

    @Override
    public List<String> defaultTieBreaks() {
        return TIE_BREAKS;
    }

    @Override
    public void checkLateEntry(Tournament t) {
        if (t.currentRound() >= t.settings().rounds()) {
            throw TournamentException.conflict("the last round is already paired");
        }
        if (t.currentRound() >= t.settings().arbiter().lateEntryUntil()) {
            throw TournamentException.conflict("late entries closed when round " + t.settings().arbiter().lateEntryUntil()
                    + " was paired");
        }
    }

    @Override
    public boolean editablePairings() {
        return true;
    }

    @Override
    public boolean takesForbiddenPairs() {
        return true;
    }

    @Override
    public String trfType() {
        return TRF_TYPE;
    }

    /** Any report a round robin does not claim: the Swiss is the common case, and the report's type line is optional. */
    @Override
    public boolean readsTrfType(List<String> typeLines) {
        return true;
    }
}
