package org.heterodox.server.tournament;

import java.util.List;
import java.util.Set;

/**
 * A Swiss: a fixed number of rounds paired by the FIDE Dutch system ({@link SwissPairer}). Players
 * may enter until the last round is paired and pause between rounds; the organiser may name pairs
 * who must not meet.
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
        return Set.of(FormatOption.ROUNDS);
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
