package org.heterodox.server.tournament.http;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.tournament.ArbiterRules;
import org.heterodox.server.tournament.FormatOption;
import org.heterodox.server.tournament.TournamentFormat;
import org.heterodox.server.tournament.TournamentFormats;
import org.heterodox.server.tournament.TournamentKind;
import org.heterodox.server.tournament.TournamentSettings;

/** Reads {@code POST /api/tournaments} into settings, refusing each wrong field by name. */
final class TournamentRequests {
    static final List<String> TIE_BREAKS = List.of("buchholz", "buchholz-cut1", "sonneborn-berger",
            "direct-encounter", "wins");
    static final long MAX_START_AHEAD_MS = 366L * 24 * 3600 * 1000;

    private TournamentRequests() {
    }

    /** The settings (without the password's hash) and the entry password (null: open entry). */
    record Read(TournamentSettings settings, String password) {
    }

    static Read read(CreateTournamentRequest request, long now) {
        String name = name(request.name());
        String kindText = Fields.required("kind", request.kind(), 20);
        TournamentKind kind = TournamentKind.fromWire(kindText);
        if (kind == null) {
            throw ApiException.badRequest("'kind' must be " + kinds() + ", not '" + kindText + "'");
        }
        TournamentFormat format = TournamentFormats.of(kind);
        Variant variant = GameFields.variant(Fields.required("variant", request.variant(), 200));
        String fen = Fields.text("fen", request.fen(), 400);
        if (fen != null && fen.isBlank()) {
            fen = null;
        }
        if (fen != null) {
            try {
                if (variant.fromFen(fen.trim()).outcome().isOver()) {
                    throw ApiException.badRequest("'fen': the start position is already decided");
                }
                fen = fen.trim();
            } catch (FormatException e) {
                throw ApiException.badRequest("'fen': " + e.getMessage());
            }
        }
        TimeControl timeControl = GameFields.timeControl(request.timeControl());
        format.checkTimeControl(timeControl);
        for (FormatOption option : FormatOption.values()) {
            if (given(request, option) != null && !format.options().contains(option)) {
                throw ApiException.badRequest("'" + option.field() + "' applies only to a "
                        + TournamentFormats.owning(option).kind().wire() + " tournament");
            }
        }
        int rounds = format.options().contains(FormatOption.ROUNDS)
                ? Fields.range("rounds", request.rounds(), 1, 30, 5) : 0;
        int minutes = format.options().contains(FormatOption.MINUTES)
                ? Fields.range("minutes", request.minutes(), 5, 10080, 60) : 0;
        boolean berserk = format.options().contains(FormatOption.BERSERK)
                && (request.berserk() == null || request.berserk());
        boolean doubleRoundRobin = request.doubleRoundRobin() != null && request.doubleRoundRobin();
        Long startsAt = request.startsAt();
        if (startsAt != null && (startsAt < now - 60_000 || startsAt > now + MAX_START_AHEAD_MS)) {
            throw ApiException.badRequest("'startsAt' must be from now to a year ahead (epoch milliseconds)");
        }
        String password = Fields.text("password", request.password(), 100);
        if (password != null && password.isEmpty()) {
            throw ApiException.badRequest("'password' must not be empty (leave it out for open entry)");
        }
        List<String> tieBreaks = tieBreaks(format, request.tieBreaks());
        String series = Fields.text("series", request.series(), 40);
        return new Read(new TournamentSettings(name, kind, variant, fen, timeControl, rounds, doubleRoundRobin, minutes,
                berserk, startsAt, request.rated() != null && request.rated(), null, tieBreaks, series,
                arbiter(format, request, rounds)), password);
    }

    /** A Swiss's arbiter settings (the defaults: rounds start at once, no half-point byes, late entries until the last round for nothing). */
    private static ArbiterRules arbiter(TournamentFormat format, CreateTournamentRequest request, int rounds) {
        if (!format.options().contains(FormatOption.MANUAL_START)) {
            return ArbiterRules.none(rounds);
        }
        boolean manualStart = request.manualStart() != null && request.manualStart();
        int byes = Fields.range("maxHalfPointByes", request.maxHalfPointByes(), 0, rounds, 0);
        int until = Fields.range("lateEntryUntil", request.lateEntryUntil(), 1, rounds, rounds);
        Double points = request.lateEntryPoints();
        if (points != null && points != 0 && points != 0.5) {
            throw ApiException.badRequest("'lateEntryPoints' must be 0 or 0.5 (the points of each round a late entrant"
                    + " missed)");
        }
        return new ArbiterRules(manualStart, byes, until, points != null && points == 0.5 ? 1 : 0);
    }

    /** The kinds' wire names as a refusal lists them: "arena, round-robin or swiss". */
    private static String kinds() {
        List<String> wires = Arrays.stream(TournamentKind.values()).map(TournamentKind::wire).toList();
        return String.join(", ", wires.subList(0, wires.size() - 1)) + " or " + wires.get(wires.size() - 1);
    }

    /** The request's value of a format's own setting (null when absent). */
    private static Object given(CreateTournamentRequest request, FormatOption option) {
        return switch (option) {
            case ROUNDS -> request.rounds();
            case DOUBLE_ROUND_ROBIN -> request.doubleRoundRobin();
            case MINUTES -> request.minutes();
            case BERSERK -> request.berserk();
            case MANUAL_START -> request.manualStart();
            case MAX_HALF_POINT_BYES -> request.maxHalfPointByes();
            case LATE_ENTRY_UNTIL -> request.lateEntryUntil();
            case LATE_ENTRY_POINTS -> request.lateEntryPoints();
        };
    }

    static String name(String value) {
        String name = Fields.required("name", value, 60).trim();
        if (name.length() < 3) {
            throw ApiException.badRequest("'name' must have 3 to 60 characters");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            throw ApiException.badRequest("'name' must not hold control characters");
        }
        return name;
    }

    private static List<String> tieBreaks(TournamentFormat format, List<String> requested) {
        if (requested == null) {
            return format.defaultTieBreaks();
        }
        format.checkTieBreaks(requested);
        if (requested.size() > TIE_BREAKS.size()) {
            throw ApiException.badRequest("'tieBreaks' has at most " + TIE_BREAKS.size() + " entries");
        }
        List<String> chosen = new ArrayList<>();
        for (String name : requested) {
            if (name == null || !TIE_BREAKS.contains(name)) {
                throw ApiException.badRequest("'tieBreaks': unknown tie-break '" + (name == null ? "null"
                        : Fields.text("tieBreaks", name.length() > 30 ? name.substring(0, 30) : name, 30))
                        + "'; choose from " + String.join(", ", TIE_BREAKS));
            }
            if (chosen.contains(name)) {
                throw ApiException.badRequest("'tieBreaks' names '" + name + "' twice");
            }
            chosen.add(name);
        }
        return chosen;
    }
}
