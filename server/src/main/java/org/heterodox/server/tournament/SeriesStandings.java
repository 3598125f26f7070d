package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A season's standing: each finished tournament of the series gives its players the points of their
 * final place by the series' table, and the season adds them up. Players tied on a place score as the
 * series says ({@link SharedPlaces}): both the better place's points, or the points of the places they
 * share divided equally. Cancelled and unfinished tournaments count for nothing yet.
 */
public final class SeriesStandings {
    private SeriesStandings() {
    }

    /** A player's season. */
    public record Row(int rank, String name, double points, List<Place> places) {
    }

    /** One tournament's place (null when the player did not play it) and the points it earned. */
    public record Place(String tournament, Integer place, double points) {
    }

    /** The standing; {@code members} are the series' tournaments, oldest first. */
    public static List<Row> rows(Series series, List<Tournament> members) {
        List<Tournament> finished = members.stream().filter(t -> t.status() == TournamentStatus.FINISHED).toList();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Place[]> places = new LinkedHashMap<>();
        for (int i = 0; i < finished.size(); i++) {
            Tournament t = finished.get(i);
            List<StandingLine> lines;
            synchronized (t) {
                lines = t.format().standings(t);
            }
            Map<Integer, Integer> tiedOnRank = new HashMap<>();
            for (StandingLine line : lines) {
                tiedOnRank.merge(line.rank(), 1, Integer::sum);
            }
            for (StandingLine line : lines) {
                String key = line.player().name().toLowerCase(Locale.ROOT);
                names.putIfAbsent(key, line.player().name());
                Place[] row = places.computeIfAbsent(key, k -> new Place[finished.size()]);
                row[i] = new Place(t.id(), line.rank(), pointsFor(series, line.rank(), tiedOnRank.get(line.rank())));
            }
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, Place[]> entry : places.entrySet()) {
            List<Place> list = new ArrayList<>();
            double total = 0;
            Place[] row = entry.getValue();
            for (int i = 0; i < row.length; i++) {
                Place place = row[i] == null ? new Place(finished.get(i).id(), null, 0) : row[i];
                list.add(place);
                total += place.points();
            }
            rows.add(new Row(0, names.get(entry.getKey()), Math.round(total * 100) / 100.0, list));
        }
        rows.sort(Comparator.comparingDouble(Row::points).reversed().thenComparing(r -> r.name().toLowerCase(Locale.ROOT)));
        List<Row> ranked = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            int rank = i > 0 && rows.get(i - 1).points() == r.points() ? ranked.get(i - 1).rank() : i + 1;
            ranked.add(new Row(rank, r.name(), r.points(), r.places()));
        }
        return ranked;
    }

    /** The points of {@code place}, shared by {@code tied} players (places place .. place + tied - 1). */
    static double pointsFor(Series series, int place, int tied) {
        if (series.sharedPlaces() == SharedPlaces.HIGHER || tied <= 1) {
            return pointsOfPlace(series, place);
        }
        double sum = 0;
        for (int p = place; p < place + tied; p++) {
            sum += pointsOfPlace(series, p);
        }
        // Rounded to hundredths, so that three players sharing 10 + 8 + 6 ... read as a figure people write.
        return Math.round(sum / tied * 100) / 100.0;
    }

    private static int pointsOfPlace(Series series, int place) {
        return place >= 1 && place <= series.points().size() ? series.points().get(place - 1) : 0;
    }
}
