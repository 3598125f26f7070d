package org.heterodox.tournament.trf;

import java.util.Locale;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.pairing.ForbiddenPair;

/** Writes TRF16 reports in the fixed columns {@link TrfReader} reads, one line per header, extension and player. */
public final class TrfWriter {
    private TrfWriter() {
    }

    public static String write(TrfTournament t) {
        StringBuilder out = new StringBuilder();
        for (TrfTournament.Header header : t.headers()) {
            out.append(header.code()).append(header.text().isEmpty() ? "" : " " + header.text()).append('\n');
        }
        if (t.plannedRounds() != null) {
            out.append("XXR ").append(t.plannedRounds()).append('\n');
        }
        if (t.initialColour() != null) {
            out.append("XXC ").append(t.initialColour() == Colour.WHITE ? "white1" : "black1").append('\n');
        }
        for (ForbiddenPair pair : t.forbidden()) {
            out.append("XXP ").append(pair.first()).append(' ').append(pair.second()).append('\n');
        }
        for (TrfPlayer player : t.players()) {
            out.append(line(player)).append('\n');
        }
        return out.toString();
    }

    static String line(TrfPlayer player) {
        Entrant e = player.entrant();
        int points = player.points() != null ? player.points() : e.halfPoints();
        StringBuilder line = new StringBuilder();
        line.append(String.format(Locale.ROOT, "001 %4d %1s%3s %-33s %4s %3s %11s %10s %4s %4s",
                e.number(), cut(player.sex(), 1), cut(player.title(), 3), cut(e.name(), 33),
                e.rating() == 0 ? "" : String.valueOf(e.rating()), cut(player.federation(), 3),
                cut(player.fideId(), 11), cut(player.birthDate(), 10),
                String.format(Locale.ROOT, "%d.%d", points / 2, points % 2 * 5),
                player.rank() == 0 ? "" : String.valueOf(player.rank())));
        for (RoundResult result : e.results()) {
            line.append("  ").append(round(result));
        }
        return line.toString().stripTrailing();
    }

    private static String round(RoundResult result) {
        Outcome outcome = result.outcome();
        if (!result.paired()) {
            return "0000 - " + outcome.trf();
        }
        return String.format(Locale.ROOT, "%4d %c %c", result.opponent(), result.colour().trf(), outcome.trf());
    }

    private static String cut(String text, int width) {
        String value = text == null ? "" : text;
        return value.length() > width ? value.substring(0, width) : value;
    }
}
