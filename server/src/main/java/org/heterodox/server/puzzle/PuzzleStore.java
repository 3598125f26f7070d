package org.heterodox.server.puzzle;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.heterodox.server.rating.Rating;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/** Puzzles, the players' puzzle ratings and their attempts in the server's database. */
public final class PuzzleStore {
    private static final String COLUMNS = "id, variant, fen, solution, line, tags, rating, deviation, volatility, plays, source,"
            + " solution_plies";

    private final Jdbi jdbi;

    public PuzzleStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** A puzzle ready to store: its record and the key of its position (one puzzle per position). */
    public record NewPuzzle(PuzzleRecord record, long positionKey) {
    }

    /**
     * Stores the puzzles whose positions have none yet; returns how many were new. A stored puzzle with
     * the same first move and a shorter solution takes the longer solution (and its line and tags), and
     * keeps its rating: so a server gets the several-move lines of a newer puzzle file.
     */
    public int add(List<NewPuzzle> puzzles, long now) {
        return jdbi.inTransaction(handle -> {
            // One writer at a time on every instance.
            handle.createQuery("SELECT id FROM puzzle_lock WHERE id = 1 FOR UPDATE").mapTo(Integer.class).one();
            long next = handle.createQuery("SELECT COALESCE(MAX(id), 0) FROM puzzles").mapTo(Long.class).one() + 1;
            java.util.Set<Long> known = new java.util.HashSet<>(
                    handle.createQuery("SELECT position_key FROM puzzles").mapTo(Long.class).list());
            org.jdbi.v3.core.statement.PreparedBatch batch = handle.prepareBatch("INSERT INTO puzzles (id, variant, fen,"
                    + " position_key, solution, line, tags, rating, deviation, volatility, plays, source, created_at,"
                    + " solution_plies) VALUES (:id, :variant, :fen, :key, :solution, :line, :tags, :rating, :deviation,"
                    + " :volatility, 0, :source, :at, :plies)");
            org.jdbi.v3.core.statement.PreparedBatch longer = handle.prepareBatch("UPDATE puzzles SET line = :line,"
                    + " tags = :tags, solution_plies = :plies WHERE position_key = :key AND solution = :solution"
                    + " AND solution_plies < :plies");
            int added = 0;
            int lengthened = 0;
            for (NewPuzzle puzzle : puzzles) {
                if (!known.add(puzzle.positionKey())) {
                    PuzzleRecord r = puzzle.record();
                    if (r.solutionPlies() > 1) {
                        longer.bind("line", String.join(" ", r.line())).bind("tags", String.join(",", r.tags()))
                                .bind("plies", r.solutionPlies()).bind("key", puzzle.positionKey())
                                .bind("solution", r.solution()).add();
                        lengthened++;
                    }
                    continue;
                }
                PuzzleRecord r = puzzle.record();
                batch.bind("id", next++).bind("variant", r.variant()).bind("fen", r.fen())
                        .bind("key", puzzle.positionKey()).bind("solution", r.solution())
                        .bind("line", String.join(" ", r.line())).bind("tags", String.join(",", r.tags()))
                        .bind("rating", Rating.NEW.rating()).bind("deviation", Rating.NEW.deviation())
                        .bind("volatility", Rating.NEW.volatility()).bind("source", r.source()).bind("at", now)
                        .bind("plies", r.solutionPlies()).add();
                added++;
            }
            if (added > 0) {
                batch.execute();
            }
            if (lengthened > 0) {
                longer.execute();
            }
            return added;
        });
    }

    public Optional<Puzzle> find(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT " + COLUMNS + " FROM puzzles WHERE id = :id")
                .bind("id", id).map((rs, ctx) -> puzzle(rs)).findOne());
    }

    /**
     * Up to {@code limit} puzzles of the game nearest {@code rating}, leaving out those the account
     * tried (when it is not null) and the one just shown.
     */
    public List<Puzzle> near(String variant, String theme, double rating, Long account, long skip, int limit) {
        return jdbi.withHandle(handle -> withTheme(handle.createQuery("SELECT " + COLUMNS + " FROM puzzles WHERE variant = :variant"
                        + " AND id <> :skip" + themeCondition(theme) + (account == null ? "" : " AND id NOT IN (SELECT puzzle_id"
                        + " FROM puzzle_attempts WHERE account_id = :account)") + " ORDER BY ABS(rating - :rating), id LIMIT :limit"),
                        theme)
                .bind("variant", variant).bind("skip", skip).bind("account", account).bind("rating", rating)
                .bind("limit", limit).map((rs, ctx) -> puzzle(rs)).list());
    }

    /**
     * The streak's next puzzle of the game: the first after {@code rating} and {@code id} in the order
     * of rating, then id (so the puzzles get harder and none comes twice); the easiest with {@code id} 0.
     */
    public Optional<Puzzle> harder(String variant, String theme, double rating, long id) {
        return jdbi.withHandle(handle -> withTheme(handle.createQuery("SELECT " + COLUMNS + " FROM puzzles WHERE variant = :variant"
                        + themeCondition(theme) + (id == 0 ? "" : " AND (rating > :rating OR rating = :rating AND id > :id)")
                        + " ORDER BY rating, id LIMIT 1"), theme)
                .bind("variant", variant).bind("rating", rating).bind("id", id).map((rs, ctx) -> puzzle(rs)).findOne());
    }

    /** A theme's condition on the puzzles: the length of the solution, or a tag among the tags. */
    private static String themeCondition(String theme) {
        if (theme == null) {
            return "";
        }
        return PuzzleThemes.pliesOf(theme) > 0 ? " AND solution_plies = :plies" : " AND (',' || tags || ',') LIKE :tag";
    }

    private static org.jdbi.v3.core.statement.Query withTheme(org.jdbi.v3.core.statement.Query query, String theme) {
        // A checked theme is letters and digits only: nothing in it means anything to LIKE.
        return theme == null ? query : query.bind("plies", PuzzleThemes.pliesOf(theme)).bind("tag", "%," + theme + ",%");
    }

    /** How many puzzles of each game have each theme: by game spec, then theme. */
    public Map<String, Map<String, Integer>> themeCounts() {
        Map<String, Map<String, Integer>> counts = new TreeMap<>();
        jdbi.useHandle(handle -> handle.createQuery("SELECT variant, tags, solution_plies, COUNT(*) FROM puzzles"
                        + " GROUP BY variant, tags, solution_plies")
                .map((rs, ctx) -> {
                    Map<String, Integer> themes = counts.computeIfAbsent(rs.getString(1), v -> new TreeMap<>());
                    String tags = rs.getString(2);
                    for (String theme : PuzzleThemes.of(tags.isBlank() ? List.of() : List.of(tags.split(",")), rs.getInt(3))) {
                        themes.merge(theme, rs.getInt(4), Integer::sum);
                    }
                    return 0;
                }).list());
        return counts;
    }

    /** How many puzzles each game has, by game spec. */
    public Map<String, Integer> counts() {
        Map<String, Integer> counts = new TreeMap<>();
        jdbi.useHandle(handle -> handle.createQuery("SELECT variant, COUNT(*) FROM puzzles GROUP BY variant")
                .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getInt(2))).forEach(e -> counts.put(e.getKey(), e.getValue())));
        return counts;
    }

    /** The account's puzzle rating in a game, with its attempts and solves; none before its first attempt. */
    public record PlayerPuzzleRating(Rating rating, int attempts, int solved) {
    }

    public Optional<PlayerPuzzleRating> rating(long account, String variant) {
        return jdbi.withHandle(handle -> rating(handle, account, variant));
    }

    private static Optional<PlayerPuzzleRating> rating(Handle handle, long account, String variant) {
        return handle.createQuery("SELECT rating, deviation, volatility, attempts, solved FROM puzzle_ratings"
                        + " WHERE account_id = :account AND variant = :variant")
                .bind("account", account).bind("variant", variant)
                .map((rs, ctx) -> new PlayerPuzzleRating(new Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3)),
                        rs.getInt(4), rs.getInt(5)))
                .findOne();
    }

    /** The outcome of rating an attempt: the ratings it left, or null when it was not the account's first try. */
    public interface Rater {
        Rating[] rate(Rating player, Rating puzzle);
    }

    /**
     * Records the account's first attempt at a puzzle and rates both (in one transaction); a later
     * attempt changes nothing and gives null.
     */
    public Rating[] attempt(long account, Puzzle puzzle, boolean solved, long now, Rater rater) {
        return jdbi.inTransaction(handle -> {
            boolean tried = handle.createQuery("SELECT COUNT(*) FROM puzzle_attempts WHERE account_id = :a AND puzzle_id = :p")
                    .bind("a", account).bind("p", puzzle.id()).mapTo(Integer.class).one() > 0;
            if (tried) {
                return null;
            }
            Rating puzzleNow = handle.createQuery("SELECT rating, deviation, volatility FROM puzzles WHERE id = :id FOR UPDATE")
                    .bind("id", puzzle.id()).map((rs, ctx) -> new Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3)))
                    .one();
            Optional<PlayerPuzzleRating> before = rating(handle, account, puzzle.variant());
            Rating player = before.map(PlayerPuzzleRating::rating).orElse(Rating.NEW);
            Rating[] after = rater.rate(player, puzzleNow);
            handle.createUpdate("INSERT INTO puzzle_attempts (account_id, puzzle_id, solved, at) VALUES (:a, :p, :s, :at)")
                    .bind("a", account).bind("p", puzzle.id()).bind("s", solved).bind("at", now).execute();
            handle.createUpdate("UPDATE puzzles SET rating = :r, deviation = :d, volatility = :v, plays = plays + 1 WHERE id = :id")
                    .bind("r", after[1].rating()).bind("d", after[1].deviation()).bind("v", after[1].volatility())
                    .bind("id", puzzle.id()).execute();
            int attempts = before.map(PlayerPuzzleRating::attempts).orElse(0) + 1;
            int solvedCount = before.map(PlayerPuzzleRating::solved).orElse(0) + (solved ? 1 : 0);
            if (before.isEmpty()) {
                handle.createUpdate("INSERT INTO puzzle_ratings (account_id, variant, rating, deviation, volatility, attempts,"
                                + " solved, updated_at) VALUES (:a, :variant, :r, :d, :v, :n, :s, :at)")
                        .bind("a", account).bind("variant", puzzle.variant()).bind("r", after[0].rating())
                        .bind("d", after[0].deviation()).bind("v", after[0].volatility()).bind("n", attempts)
                        .bind("s", solvedCount).bind("at", now).execute();
            } else {
                handle.createUpdate("UPDATE puzzle_ratings SET rating = :r, deviation = :d, volatility = :v, attempts = :n,"
                                + " solved = :s, updated_at = :at WHERE account_id = :a AND variant = :variant")
                        .bind("a", account).bind("variant", puzzle.variant()).bind("r", after[0].rating())
                        .bind("d", after[0].deviation()).bind("v", after[0].volatility()).bind("n", attempts)
                        .bind("s", solvedCount).bind("at", now).execute();
            }
            return new Rating[] {player, after[0], puzzleNow, after[1]};
        });
    }

    private static Puzzle puzzle(java.sql.ResultSet rs) throws java.sql.SQLException {
        String line = rs.getString("line");
        String tags = rs.getString("tags");
        return new Puzzle(rs.getLong("id"), rs.getString("variant"), rs.getString("fen"), rs.getString("solution"),
                line.isBlank() ? List.of() : List.of(line.split(" ")), tags.isBlank() ? List.of() : List.of(tags.split(",")),
                new Rating(rs.getDouble("rating"), rs.getDouble("deviation"), rs.getDouble("volatility")),
                rs.getInt("plays"), rs.getString("source"), rs.getInt("solution_plies"));
    }
}
