package org.heterodox.server.tournament;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.trf.TrfTournament;

/** The format of each kind of tournament. */
public final class TournamentFormats {
    /** In the order a TRF report's type line is matched: the round robin claims its own, the Swiss any other. */
    private static final List<TournamentFormat> ALL = List.of(new RoundRobinFormat(), new SwissFormat(),
            new ArenaFormat());
    private static final Map<TournamentKind, TournamentFormat> BY_KIND = new EnumMap<>(TournamentKind.class);

    static {
        for (TournamentFormat format : ALL) {
            if (BY_KIND.put(format.kind(), format) != null) {
                throw new IllegalStateException("two formats for " + format.kind());
            }
        }
        for (TournamentKind kind : TournamentKind.values()) {
            if (!BY_KIND.containsKey(kind)) {
                throw new IllegalStateException("no format for " + kind);
            }
        }
    }

    private TournamentFormats() {
    }

    public static TournamentFormat of(TournamentKind kind) {
        return BY_KIND.get(kind);
    }

    public static List<TournamentFormat> all() {
        return ALL;
    }

    /** The format whose setting it is. */
    public static TournamentFormat owning(FormatOption option) {
        return ALL.stream().filter(f -> f.options().contains(option)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no format takes " + option));
    }

    /** The format a TRF report was played in, by its type lines (092). */
    static TournamentFormat ofReport(TrfTournament report) {
        List<String> typeLines = report.headers().stream().filter(h -> h.code().equals("092"))
                .map(TrfTournament.Header::text).toList();
        return ALL.stream().filter(f -> f.readsTrfType(typeLines)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no format reads a report"));
    }
}
