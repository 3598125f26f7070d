package org.heterodox.server.tournament;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A round robin: everybody meets everybody (twice in a double round robin) by FIDE's Berger tables
 * over the pairing numbers fixed at the start ({@link RoundRobinPairer}), so it takes no entries and
 * no pauses once started; a withdrawn player's remaining games are forfeits.
 */
final class RoundRobinFormat extends RoundBasedFormat {
    static final String TRF_TYPE = "Individual: Round-Robin (FIDE Berger tables)";
    static final List<String> TIE_BREAKS = List.of("sonneborn-berger", "direct-encounter", "wins");

    RoundRobinFormat() {
        super(new RoundRobinPairer(), true);
    }

    @Override
    public TournamentKind kind() {
        return TournamentKind.ROUND_ROBIN;
    }

    @Override
    public int minimumPlayers() {
        return 3;
    }

    @Override
    public Set<FormatOption> options() {
        return Set.of(FormatOption.DOUBLE_ROUND_ROBIN);
    }

    @Override
    public List<String> defaultTieBreaks() {
        return TIE_BREAKS;
    }

    @Override
    public void checkLateEntry(Tournament t) {
        throw TournamentException.conflict("a round robin takes no entries once it has started");
    }

    @Override
    public void checkPause(Tournament t) {
        throw TournamentException.conflict("a round robin's pairings are fixed: nobody can pause (withdraw instead)");
    }

    /** Known once the players are: none before the start. */
    @Override
    public int totalRounds(Tournament t) {
        return t.status() == TournamentStatus.CREATED ? 0 : super.totalRounds(t);
    }

    @Override
    public String trfType() {
        return TRF_TYPE;
    }

    @Override
    public boolean readsTrfType(List<String> typeLines) {
        return typeLines.stream().map(line -> line.toLowerCase(Locale.ROOT)).anyMatch(line ->
                line.contains("round-robin") || line.contains("round robin") || line.contains("berger"));
    }
}
