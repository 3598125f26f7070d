package org.heterodox.server.tournament;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.function.Function;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.TimeControl;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The tournament tables. A tournament is saved whole, in one transaction, after each change: its
 * row, then its players, boards, byes and log rewritten. Tournaments are small (at most a few
 * hundred boards), and saving whole keeps the stored copy exactly the one in memory.
 */
public final class TournamentStore {
    private final Jdbi jdbi;
    /** The transaction of the {@link #locked} change running on this thread; saves and loads join it. */
    private final ThreadLocal<Handle> held = new ThreadLocal<>();
    /**
     * Locked changes at once: each holds a pooled connection while its work (creating games, reading
     * ratings) needs others, so they must leave some of the pool free.
     */
    private final Semaphore lockers;

    public TournamentStore(Jdbi jdbi) {
        this(jdbi, 2);
    }

    public TournamentStore(Jdbi jdbi, int concurrentLocks) {
        this.jdbi = jdbi;
        this.lockers = new Semaphore(concurrentLocks, true);
    }

    /**
     * Runs {@code change} in one transaction that holds the tournament's row lock ({@code SELECT ... FOR
     * UPDATE}), given the stored version (null: no such tournament). Saves and loads made by the change
     * join the transaction; it commits when the change returns and rolls back when it throws. The lock
     * is the database's, so it holds across servers and is freed when a server dies.
     */
    public <T> T locked(String id, Function<Long, T> change) {
        lockers.acquireUninterruptibly();
        // A handle of its own, not Jdbi's handle of the thread: the games, ratings and notifications
        // the change makes on this thread keep their own transactions, committed before the
        // tournament names them, and never rolled back with it.
        try (Handle handle = jdbi.open()) {
            handle.begin();
            boolean done = false;
            try {
                Long version = handle.createQuery("SELECT version FROM tournaments WHERE id = :id FOR UPDATE")
                        .bind("id", id).mapTo(Long.class).findOne().orElse(null);
                held.set(handle);
                T result = change.apply(version);
                held.remove();
                handle.commit();
                done = true;
                return result;
            } finally {
                held.remove();
                if (!done) {
                    handle.rollback();
                }
            }
        } finally {
            lockers.release();
        }
    }

    /** The stored version of a tournament, or null when there is none. */
    public Long version(String id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT version FROM tournaments WHERE id = :id")
                .bind("id", id).mapTo(Long.class).findOne().orElse(null));
    }

    /** The stored version of every tournament, or only of those not over ({@code liveOnly}), by id. */
    public Map<String, Long> versions(boolean liveOnly) {
        return jdbi.withHandle(handle -> {
            Map<String, Long> versions = new HashMap<>();
            handle.createQuery("SELECT id, version FROM tournaments"
                            + (liveOnly ? " WHERE status IN ('" + TournamentStatus.CREATED.wire() + "', '"
                            + TournamentStatus.RUNNING.wire() + "')" : ""))
                    .map((rs, ctx) -> Map.entry(rs.getString("id"), rs.getLong("version")))
                    .forEach(entry -> versions.put(entry.getKey(), entry.getValue()));
            return versions;
        });
    }

    /** One tournament as stored (inside a {@link #locked} change: as its transaction sees it). */
    public Optional<Tournament> load(String id) {
        Handle handle = held.get();
        if (handle != null) {
            return load(handle, id);
        }
        return jdbi.withHandle(h -> load(h, id));
    }

    private static Optional<Tournament> load(Handle handle, String id) {
        Optional<Tournament> found = handle.createQuery("SELECT * FROM tournaments WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> tournament(rs)).findOne();
        found.ifPresent(t -> fill(handle, t));
        return found;
    }

    public void save(Tournament t) {
        Handle handle = held.get();
        if (handle != null) {
            write(handle, t);
        } else {
            jdbi.useTransaction(h -> write(h, t));
        }
    }

    private static void write(Handle handle, Tournament t) {
        TournamentSettings s = t.settings();
        TimeControl tc = s.timeControl();
        int updated = handle.createUpdate("UPDATE tournaments SET status = :status, current_round = :round,"
                        + " started_at = :startedAt, ends_at = :endsAt, forbidden = :forbidden, version = :version,"
                        + " organiser_name = :organiserName, round_waiting = :waiting, pairing_problem = :problem"
                        + " WHERE id = :id")
                .bind("status", t.status().wire()).bind("round", t.currentRound()).bind("startedAt", t.startedAt())
                .bind("endsAt", t.endsAt()).bind("forbidden", forbiddenText(t.forbidden()))
                .bind("version", t.version()).bind("organiserName", t.organiserName()).bind("id", t.id())
                .bind("waiting", t.roundWaiting()).bind("problem", t.pairingProblem())
                .execute();
        if (updated == 0) {
            handle.createUpdate("INSERT INTO tournaments (id, name, kind, variant, start_fen, tc_kind, tc_initial_ms,"
                            + " tc_increment_ms, tc_days, tc_period_ms, tc_periods, rounds, double_rr, minutes, berserk,"
                            + " rated, password_hash, tie_breaks, series_id, organiser, organiser_name, status,"
                            + " current_round, forbidden, starts_at, started_at, ends_at, created_at, version,"
                            + " manual_start, max_half_point_byes, late_entry_until, late_entry_half_points,"
                            + " round_waiting, pairing_problem) VALUES"
                            + " (:id, :name, :kind, :variant, :fen, :tcKind, :tcInitial, :tcIncrement, :tcDays,"
                            + " :tcPeriod, :tcPeriods, :rounds, :double, :minutes, :berserk, :rated, :password,"
                            + " :tieBreaks, :series, :organiser, :organiserName, :status, :round, :forbidden,"
                            + " :startsAt, :startedAt, :endsAt, :createdAt, :version, :manualStart, :maxByes,"
                            + " :lateUntil, :lateHalf, :waiting, :problem)")
                    .bind("id", t.id()).bind("name", s.name()).bind("kind", s.kind().wire())
                    .bind("variant", s.variant().spec()).bind("fen", s.startFen())
                    .bind("tcKind", tc.kind().wire()).bind("tcInitial", tc.initialMs())
                    .bind("tcIncrement", tc.incrementMs()).bind("tcDays", tc.days())
                    .bind("tcPeriod", tc.periodMs()).bind("tcPeriods", tc.periods())
                    .bind("rounds", s.rounds()).bind("double", s.doubleRoundRobin()).bind("minutes", s.minutes())
                    .bind("berserk", s.berserk()).bind("rated", s.rated()).bind("password", s.passwordHash())
                    .bind("tieBreaks", String.join(",", s.tieBreaks())).bind("series", s.seriesId())
                    .bind("organiser", t.organiser()).bind("organiserName", t.organiserName())
                    .bind("status", t.status().wire()).bind("round", t.currentRound())
                    .bind("forbidden", forbiddenText(t.forbidden())).bind("startsAt", s.startsAt())
                    .bind("startedAt", t.startedAt()).bind("endsAt", t.endsAt())
                    .bind("createdAt", t.createdAt()).bind("version", t.version())
                    .bind("manualStart", s.arbiter().manualStart()).bind("maxByes", s.arbiter().maxHalfPointByes())
                    .bind("lateUntil", s.arbiter().lateEntryUntil())
                    .bind("lateHalf", s.arbiter().lateEntryHalfPoints())
                    .bind("waiting", t.roundWaiting()).bind("problem", t.pairingProblem())
                    .execute();
        }
        for (String table : List.of("tournament_players", "tournament_boards", "tournament_byes", "tournament_log")) {
            handle.createUpdate("DELETE FROM " + table + " WHERE tournament_id = :id").bind("id", t.id()).execute();
        }
        for (TournamentPlayer p : t.players()) {
            handle.createUpdate("INSERT INTO tournament_players (tournament_id, number, account_id, name, rating,"
                            + " joined_round, paused, withdrawn) VALUES (:id, :number, :account, :name, :rating,"
                            + " :joined, :paused, :withdrawn)")
                    .bind("id", t.id()).bind("number", p.number()).bind("account", p.account())
                    .bind("name", p.name()).bind("rating", p.rating()).bind("joined", p.joinedRound())
                    .bind("paused", p.paused()).bind("withdrawn", p.withdrawn()).execute();
        }
        for (Board b : t.boards()) {
            handle.createUpdate("INSERT INTO tournament_boards (tournament_id, round, board, white, black, game_id,"
                            + " result, adjusted, berserk, plies, published_at) VALUES (:id, :round, :board, :white,"
                            + " :black, :game, :result, :adjusted, :berserk, :plies, :published)")
                    .bind("id", t.id()).bind("round", b.round()).bind("board", b.board())
                    .bind("white", b.white()).bind("black", b.black()).bind("game", b.gameId())
                    .bind("result", b.result().wire()).bind("adjusted", b.adjusted())
                    .bind("berserk", b.berserk()).bind("plies", b.plies()).bind("published", b.publishedAt())
                    .execute();
        }
        for (Bye b : t.byes()) {
            handle.createUpdate("INSERT INTO tournament_byes (tournament_id, round, number, kind, half_points)"
                            + " VALUES (:id, :round, :number, :kind, :half)")
                    .bind("id", t.id()).bind("round", b.round()).bind("number", b.number()).bind("kind", b.kind())
                    .bind("half", b.halfPoints()).execute();
        }
        int seq = 0;
        for (LogEntry e : t.log()) {
            handle.createUpdate("INSERT INTO tournament_log (tournament_id, seq, at, actor, action, detail, params)"
                            + " VALUES (:id, :seq, :at, :actor, :action, :detail, :params)")
                    .bind("id", t.id()).bind("seq", ++seq).bind("at", e.at()).bind("actor", e.actor())
                    .bind("action", e.action()).bind("detail", e.detail()).bind("params", LogParams.write(e.params()))
                    .execute();
        }
    }

    /** Every tournament, newest first (the service keeps them all in memory). */
    public List<Tournament> loadAll() {
        return jdbi.withHandle(handle -> {
            List<Tournament> all = handle.createQuery("SELECT * FROM tournaments ORDER BY created_at DESC")
                    .map((rs, ctx) -> tournament(rs)).list();
            for (Tournament t : all) {
                fill(handle, t);
            }
            return all;
        });
    }

    private static void fill(Handle handle, Tournament t) {
        t.replacePlayers(handle.createQuery("SELECT * FROM tournament_players WHERE tournament_id = :id")
                .bind("id", t.id())
                .map((rs, ctx) -> new TournamentPlayer(rs.getInt("number"), (Long) rs.getObject("account_id", Long.class),
                        rs.getString("name"), rs.getInt("rating"), rs.getInt("joined_round"), rs.getBoolean("paused"),
                        rs.getBoolean("withdrawn")))
                .list());
        handle.createQuery("SELECT * FROM tournament_boards WHERE tournament_id = :id ORDER BY round, board")
                .bind("id", t.id())
                .map((rs, ctx) -> new Board(rs.getInt("round"), rs.getInt("board"), rs.getInt("white"),
                        rs.getInt("black"), rs.getString("game_id"), BoardResult.fromWire(rs.getString("result")),
                        rs.getBoolean("adjusted"), rs.getString("berserk"), rs.getInt("plies"),
                        rs.getLong("published_at")))
                .forEach(t::addBoard);
        handle.createQuery("SELECT * FROM tournament_byes WHERE tournament_id = :id ORDER BY round, number")
                .bind("id", t.id())
                .map((rs, ctx) -> new Bye(rs.getInt("round"), rs.getInt("number"), rs.getString("kind"),
                        rs.getInt("half_points")))
                .forEach(t::addBye);
        handle.createQuery("SELECT * FROM tournament_log WHERE tournament_id = :id ORDER BY seq")
                .bind("id", t.id())
                .map((rs, ctx) -> new LogEntry(rs.getLong("at"), rs.getString("actor"), rs.getString("action"),
                        rs.getString("detail"), LogParams.read(rs.getString("params"))))
                .forEach(t::addLog);
    }

    private static Tournament tournament(ResultSet rs) throws SQLException {
        TimeControl tc = new TimeControl(TimeControl.Kind.fromWire(rs.getString("tc_kind")), rs.getLong("tc_initial_ms"),
                rs.getLong("tc_increment_ms"), rs.getInt("tc_days"), rs.getLong("tc_period_ms"), rs.getInt("tc_periods"));
        String tieBreaks = rs.getString("tie_breaks");
        TournamentSettings settings = new TournamentSettings(rs.getString("name"),
                TournamentKind.fromWire(rs.getString("kind")), variant(rs.getString("variant")),
                rs.getString("start_fen"), tc, rs.getInt("rounds"), rs.getBoolean("double_rr"), rs.getInt("minutes"),
                rs.getBoolean("berserk"), (Long) rs.getObject("starts_at", Long.class), rs.getBoolean("rated"),
                rs.getString("password_hash"),
                tieBreaks.isEmpty() ? List.of() : Arrays.asList(tieBreaks.split(",")), rs.getString("series_id"),
                new ArbiterRules(rs.getBoolean("manual_start"), rs.getInt("max_half_point_byes"),
                        rs.getInt("late_entry_until"), rs.getInt("late_entry_half_points")));
        Tournament t = new Tournament(rs.getString("id"), settings, (Long) rs.getObject("organiser", Long.class),
                rs.getString("organiser_name"), TournamentStatus.fromWire(rs.getString("status")),
                rs.getInt("current_round"), (Long) rs.getObject("started_at", Long.class),
                (Long) rs.getObject("ends_at", Long.class), rs.getLong("created_at"), rs.getLong("version"));
        t.forbidden(forbiddenPairs(rs.getString("forbidden")));
        t.roundWaiting(rs.getBoolean("round_waiting"));
        t.pairingProblem(rs.getString("pairing_problem"));
        return t;
    }

    private static org.heterodox.rules.Variant variant(String spec) {
        try {
            return Variants.of(spec);
        } catch (org.heterodox.rules.format.FormatException e) {
            throw new IllegalStateException("a stored tournament names a game this server does not know: " + spec, e);
        }
    }

    private static String forbiddenText(List<List<String>> pairs) {
        List<String> parts = new ArrayList<>();
        for (List<String> pair : pairs) {
            parts.add(pair.get(0) + " " + pair.get(1));
        }
        return String.join(",", parts);
    }

    private static List<List<String>> forbiddenPairs(String text) {
        List<List<String>> pairs = new ArrayList<>();
        if (text != null && !text.isEmpty()) {
            for (String part : text.split(",")) {
                String[] names = part.split(" ");
                pairs.add(List.of(names[0], names[1]));
            }
        }
        return pairs;
    }

    // ----- series -----

    public void insertSeries(Series series) {
        jdbi.useHandle(handle -> handle.createUpdate("INSERT INTO series (id, name, organiser, points, shared_places, created_at)"
                        + " VALUES (:id, :name, :organiser, :points, :shared, :createdAt)")
                .bind("id", series.id()).bind("name", series.name()).bind("organiser", series.organiser())
                .bind("points", String.join(",", series.points().stream().map(String::valueOf).toList()))
                .bind("shared", series.sharedPlaces().wire()).bind("createdAt", series.createdAt()).execute());
    }

    public List<Series> allSeries() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT s.*, CASE WHEN a.deleted THEN 'deleted' ELSE a.name END AS organiser_name FROM series s"
                        + " JOIN accounts a ON a.id = s.organiser ORDER BY s.created_at DESC")
                .map((rs, ctx) -> series(rs)).list());
    }

    public Optional<Series> series(String id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT s.*, CASE WHEN a.deleted THEN 'deleted' ELSE a.name END AS organiser_name FROM series s"
                        + " JOIN accounts a ON a.id = s.organiser WHERE s.id = :id")
                .bind("id", id).map((rs, ctx) -> series(rs)).findOne());
    }

    private static Series series(ResultSet rs) throws SQLException {
        List<Integer> points = Arrays.stream(rs.getString("points").split(",")).map(Integer::valueOf).toList();
        return new Series(rs.getString("id"), rs.getString("name"), rs.getLong("organiser"),
                rs.getString("organiser_name"), points, SharedPlaces.fromWire(rs.getString("shared_places")),
                rs.getLong("created_at"));
    }
}
