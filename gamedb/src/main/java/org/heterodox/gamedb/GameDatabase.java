package org.heterodox.gamedb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.jdbi.v3.core.Jdbi;

/**
 * The game database in the server's SQL database (H2 or PostgreSQL, same SQL): games with their
 * records, and the position index as segments of posting buckets (see {@link SegmentBuilder}).
 * Writers (imports, compactions) take the {@code db_lock} row, so that they run one at a time on
 * every instance sharing the database; readers never wait for them.
 */
public final class GameDatabase {
    private static final String GAME_COLUMNS = "id, variant, white, black, white_elo, black_elo, event, site,"
            + " game_date, game_round, result, plies, start_fen";
    /** Ids per IN list: well under every database's parameter limit. */
    private static final int IN_CHUNK = 500;

    private final Jdbi jdbi;

    public GameDatabase(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** What storing one segment did with each game of it. */
    record Stored(List<Long> ids, Map<Integer, Long> duplicates) {
    }

    /**
     * Stores {@code games} as one segment in one transaction: each gets the next id, except a
     * duplicate (of a stored game or of an earlier one in the list), reported by game number with
     * the id of the game it repeats.
     */
    Stored store(List<IndexedGame> games, long now) {
        return transaction(connection -> {
            lock(connection);
            long nextId = single(connection, "SELECT COALESCE(MAX(id), 0) FROM db_games") + 1;
            long segment = single(connection, "SELECT COALESCE(MAX(id), 0) FROM db_segments") + 1;
            Map<Long, Long> known = storedFingerprints(connection, games);
            Map<Integer, Long> duplicates = new LinkedHashMap<>();
            List<IndexedGame> kept = new ArrayList<>(games.size());
            List<Long> ids = new ArrayList<>(games.size());
            for (IndexedGame game : games) {
                Long earlier = known.get(game.fingerprint());
                if (earlier != null) {
                    duplicates.put(game.number(), earlier);
                    continue;
                }
                long id = nextId++;
                if (id > Integer.MAX_VALUE) {
                    throw new IllegalStateException("the game database is full (" + Integer.MAX_VALUE + " games)");
                }
                known.put(game.fingerprint(), id);
                kept.add(game);
                ids.add(id);
            }
            if (kept.isEmpty()) {
                return new Stored(ids, duplicates);
            }
            insertGames(connection, kept, ids, segment, now);
            SegmentBuilder postings = new SegmentBuilder();
            for (int i = 0; i < kept.size(); i++) {
                addPostings(postings, kept.get(i), ids.get(i));
            }
            insertPostings(connection, segment, postings);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO db_segments (id, games, postings, created_at) VALUES (?, ?, ?, ?)")) {
                insert.setLong(1, segment);
                insert.setInt(2, kept.size());
                insert.setLong(3, postings.size());
                insert.setLong(4, now);
                insert.executeUpdate();
            }
            return new Stored(ids, duplicates);
        });
    }

    /** A stored game read again: its id and what reading its record gave. */
    record Reindexed(long id, IndexedGame game) {
    }

    /** Indexes stored games anew as one segment (the games stay as they are): see {@link PositionIndexUpgrade}. */
    void storeIndex(List<Reindexed> games, long now) {
        transaction(connection -> {
            lock(connection);
            long segment = single(connection, "SELECT COALESCE(MAX(id), 0) FROM db_segments") + 1;
            SegmentBuilder postings = new SegmentBuilder();
            for (Reindexed game : games) {
                addPostings(postings, game.game(), game.id());
            }
            insertPostings(connection, segment, postings);
            // Duplicates are recognised by fingerprint: today's, computed as a new import computes it.
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE db_games SET fingerprint = ?, segment = ? WHERE id = ?")) {
                for (Reindexed game : games) {
                    update.setLong(1, game.game().fingerprint());
                    update.setLong(2, segment);
                    update.setLong(3, game.id());
                    update.addBatch();
                }
                update.executeBatch();
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO db_segments (id, games, postings, created_at) VALUES (?, ?, ?, ?)")) {
                insert.setLong(1, segment);
                insert.setInt(2, games.size());
                insert.setLong(3, postings.size());
                insert.setLong(4, now);
                insert.executeUpdate();
            }
            return null;
        });
    }

    static void addPostings(SegmentBuilder postings, IndexedGame game, long id) {
        int result = Posting.resultCode(game.result());
        int[] moves = game.moves();
        long[] keys = game.keys();
        for (int ply = 0; ply < keys.length && ply <= 0xFFFF; ply++) {
            postings.add(keys[ply], (int) id, ply, ply < moves.length ? moves[ply] : 0, result, game.whiteElo(),
                    game.blackElo());
        }
    }

    private static void lock(Connection connection) throws SQLException {
        try (PreparedStatement lock = connection.prepareStatement("SELECT id FROM db_lock WHERE id = 1 FOR UPDATE");
             ResultSet rs = lock.executeQuery()) {
            rs.next();
        }
    }

    private static long single(Connection connection, String sql) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql); ResultSet rs = statement.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static Map<Long, Long> storedFingerprints(Connection connection, List<IndexedGame> games)
            throws SQLException {
        Map<Long, Long> known = new HashMap<>();
        for (int from = 0; from < games.size(); from += IN_CHUNK) {
            List<IndexedGame> chunk = games.subList(from, Math.min(games.size(), from + IN_CHUNK));
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT fingerprint, id FROM db_games WHERE fingerprint IN (" + marks(chunk.size()) + ")")) {
                for (int i = 0; i < chunk.size(); i++) {
                    select.setLong(i + 1, chunk.get(i).fingerprint());
                }
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        known.put(rs.getLong(1), rs.getLong(2));
                    }
                }
            }
        }
        return known;
    }

    private static final String INSERTED_COLUMNS = "id, variant, white, black, white_lc, black_lc, white_elo,"
            + " black_elo, event, event_lc, site, game_date, game_round, result, plies, start_fen, fingerprint, pgn,"
            + " segment, imported_at";

    private static void insertGames(Connection connection, List<IndexedGame> games, List<Long> ids, long segment,
                                    long now) throws SQLException {
        if (PostgresCopy.supported(connection)) {
            copyGames(connection, games, ids, segment, now);
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO db_games (" + INSERTED_COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int i = 0; i < games.size(); i++) {
                IndexedGame game = games.get(i);
                insert.setLong(1, ids.get(i));
                insert.setString(2, game.variant());
                insert.setString(3, game.white());
                insert.setString(4, game.black());
                insert.setString(5, lower(game.white()));
                insert.setString(6, lower(game.black()));
                insert.setInt(7, game.whiteElo());
                insert.setInt(8, game.blackElo());
                insert.setString(9, game.event());
                insert.setString(10, lower(game.event()));
                insert.setString(11, game.site());
                insert.setString(12, game.date());
                insert.setString(13, game.round());
                insert.setString(14, game.result());
                insert.setInt(15, game.plies());
                insert.setString(16, game.startFen());
                insert.setLong(17, game.fingerprint());
                insert.setBytes(18, game.pgn());
                insert.setLong(19, segment);
                insert.setLong(20, now);
                insert.addBatch();
                if (i % 1000 == 999) {
                    insert.executeBatch();
                }
            }
            insert.executeBatch();
        }
    }

    /** PostgreSQL: the games' rows as one binary COPY stream, the columns of {@link #INSERTED_COLUMNS}. */
    private static void copyGames(Connection connection, List<IndexedGame> games, List<Long> ids, long segment,
                                  long now) throws SQLException {
        try (PostgresCopy copy = new PostgresCopy(connection, "db_games", INSERTED_COLUMNS)) {
            for (int i = 0; i < games.size(); i++) {
                IndexedGame game = games.get(i);
                copy.row(20).bigint(ids.get(i)).text(game.variant()).text(game.white()).text(game.black())
                        .text(lower(game.white())).text(lower(game.black())).integer(game.whiteElo())
                        .integer(game.blackElo()).text(game.event()).text(lower(game.event())).text(game.site())
                        .text(game.date()).text(game.round()).text(game.result()).integer(game.plies())
                        .text(game.startFen()).bigint(game.fingerprint()).bytes(game.pgn()).bigint(segment)
                        .bigint(now);
                copy.flushIfFull();
            }
            copy.end();
        }
    }

    private static void insertPostings(Connection connection, long segment, SegmentBuilder postings) throws Exception {
        if (PostgresCopy.supported(connection)) {
            try (PostgresCopy copy = new PostgresCopy(connection, "db_postings", "bucket, segment, part, postings")) {
                postings.rows(row -> {
                    copy.row(4).integer(row.bucket()).bigint(segment).integer(row.part()).bytes(row.postings());
                    copy.flushIfFull();
                });
                copy.end();
            }
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO db_postings (bucket, segment, part, postings) VALUES (?, ?, ?, ?)")) {
            int[] pending = {0};
            postings.rows(row -> {
                insert.setInt(1, row.bucket());
                insert.setLong(2, segment);
                insert.setInt(3, row.part());
                insert.setBytes(4, row.postings());
                insert.addBatch();
                if (++pending[0] % 2000 == 0) {
                    insert.executeBatch();
                }
            });
            insert.executeBatch();
        }
    }

    /** Work on one connection; database failures come out unchecked, as JDBI's own do. */
    private interface SqlWork<T> {
        T run(Connection connection) throws Exception;
    }

    private <T> T connection(SqlWork<T> work) {
        return jdbi.withHandle(handle -> unchecked(work, handle.getConnection()));
    }

    private <T> T transaction(SqlWork<T> work) {
        return jdbi.inTransaction(handle -> unchecked(work, handle.getConnection()));
    }

    private static <T> T unchecked(SqlWork<T> work, Connection connection) {
        try {
            return work.run(connection);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("game database: " + e.getMessage(), e);
        }
    }

    /** A name or tag cut to what a searchable column holds. */
    static String clip(String text) {
        return text.length() > GameIndexer.MAX_TAG ? text.substring(0, GameIndexer.MAX_TAG) : text;
    }

    static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    private static String marks(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }

    // ----- reading -----

    /** Every posting of the position {@code key}, from every segment. */
    public List<Posting> postings(long key) {
        return connection(connection -> {
            List<Posting> found = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT postings FROM db_postings WHERE bucket = ?")) {
                select.setInt(1, PositionKey.bucket(key));
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        PostingBlock.scan(rs.getBytes(1), key, found::add);
                    }
                }
            }
            return found;
        });
    }

    public long maxId() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COALESCE(MAX(id), 0) FROM db_games")
                .mapTo(Long.class).one());
    }

    public long count() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM db_games").mapTo(Long.class).one());
    }

    public Optional<DbGame> game(long id) {
        List<DbGame> games = games(List.of(id));
        return games.isEmpty() ? Optional.empty() : Optional.of(games.get(0));
    }

    /** The games with these ids, in the order given; ids of no game are left out. */
    public List<DbGame> games(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return connection(connection -> {
            Map<Long, DbGame> byId = new HashMap<>();
            List<Long> list = new ArrayList<>(ids);
            for (int from = 0; from < list.size(); from += IN_CHUNK) {
                List<Long> chunk = list.subList(from, Math.min(list.size(), from + IN_CHUNK));
                try (PreparedStatement select = connection.prepareStatement("SELECT " + GAME_COLUMNS
                        + " FROM db_games WHERE id IN (" + marks(chunk.size()) + ")")) {
                    for (int i = 0; i < chunk.size(); i++) {
                        select.setLong(i + 1, chunk.get(i));
                    }
                    try (ResultSet rs = select.executeQuery()) {
                        while (rs.next()) {
                            DbGame game = game(rs);
                            byId.put(game.id(), game);
                        }
                    }
                }
            }
            List<DbGame> ordered = new ArrayList<>(byId.size());
            for (Long id : list) {
                DbGame game = byId.get(id);
                if (game != null) {
                    ordered.add(game);
                }
            }
            return ordered;
        });
    }

    /** The game's record as imported (PGN text, comments included). */
    public Optional<String> record(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT pgn FROM db_games WHERE id = :id").bind("id", id)
                .mapTo(byte[].class).findOne()
                .map(bytes -> new String(Compression.inflate(bytes), StandardCharsets.UTF_8)));
    }

    /** A page of the games matching {@code filter}, newest first. */
    public SearchPage search(GameFilter filter, int offset, int limit) {
        if (filter.positionKey() == null) {
            return jdbi.withHandle(handle -> {
                Where where = where(filter);
                long total = handle.createQuery("SELECT COUNT(*) FROM db_games" + where.sql()).bindMap(where.params())
                        .mapTo(Long.class).one();
                List<GameHit> hits = new ArrayList<>();
                handle.createQuery("SELECT " + GAME_COLUMNS + " FROM db_games" + where.sql()
                                + " ORDER BY id DESC LIMIT :limit OFFSET :offset")
                        .bindMap(where.params()).bind("limit", limit).bind("offset", offset)
                        .map((rs, ctx) -> game(rs)).forEach(game -> hits.add(new GameHit(game, -1, 0)));
                return new SearchPage(total, hits);
            });
        }
        List<Posting> matching = positionMatches(filter);
        List<Posting> page = matching.subList(Math.min(offset, matching.size()),
                Math.min(matching.size(), offset + limit));
        List<DbGame> games = games(page.stream().map(Posting::gameId).toList());
        Map<Long, DbGame> byId = new HashMap<>();
        games.forEach(g -> byId.put(g.id(), g));
        List<GameHit> hits = new ArrayList<>(page.size());
        for (Posting posting : page) {
            DbGame game = byId.get(posting.gameId());
            if (game != null) {
                hits.add(new GameHit(game, posting.ply(), posting.move()));
            }
        }
        return new SearchPage(matching.size(), hits);
    }

    /** The first visits of the filter's position by the games that also match its columns, newest game first. */
    private List<Posting> positionMatches(GameFilter filter) {
        List<Posting> reached = firstVisits(postings(filter.positionKey()));
        return filter.filtersColumns() ? matching(reached, filter) : reached;
    }

    /** Each game's first visit of the position, newest game first. */
    static List<Posting> firstVisits(List<Posting> postings) {
        Map<Long, Posting> first = new HashMap<>();
        for (Posting posting : postings) {
            first.merge(posting.gameId(), posting, (a, b) -> a.ply() <= b.ply() ? a : b);
        }
        List<Posting> games = new ArrayList<>(first.values());
        games.sort((a, b) -> Long.compare(b.gameId(), a.gameId()));
        return games;
    }

    /** The postings whose games also match the filter's columns. */
    private List<Posting> matching(List<Posting> postings, GameFilter filter) {
        return jdbi.withHandle(handle -> {
            Where where = where(filter);
            List<Posting> kept = new ArrayList<>();
            for (int from = 0; from < postings.size(); from += IN_CHUNK) {
                List<Posting> chunk = postings.subList(from, Math.min(postings.size(), from + IN_CHUNK));
                Map<String, Object> params = new HashMap<>(where.params());
                StringBuilder in = new StringBuilder();
                for (int i = 0; i < chunk.size(); i++) {
                    in.append(i == 0 ? "" : ", ").append(":id").append(i);
                    params.put("id" + i, chunk.get(i).gameId());
                }
                String sql = "SELECT id FROM db_games" + (where.sql().isEmpty() ? " WHERE " : where.sql() + " AND ")
                        + "id IN (" + in + ")";
                java.util.Set<Long> ids = new java.util.HashSet<>(handle.createQuery(sql).bindMap(params)
                        .mapTo(Long.class).list());
                for (Posting posting : chunk) {
                    if (ids.contains(posting.gameId())) {
                        kept.add(posting);
                    }
                }
            }
            return kept;
        });
    }

    /** Writes the records of every game matching {@code filter}, newest first, as one PGN file. */
    public int export(GameFilter filter, Writer out) {
        return export(filter, 0, Integer.MAX_VALUE, out);
    }

    /**
     * Writes the records of the matching games from the {@code offset}-th, newest first, at most
     * {@code limit} of them, and gives how many were written.
     */
    public int export(GameFilter filter, int offset, int limit, Writer out) {
        if (offset < 0 || limit < 0) {
            throw new IllegalArgumentException("offset and limit must be >= 0");
        }
        List<Long> ids = new ArrayList<>();
        if (filter.positionKey() == null) {
            jdbi.useHandle(handle -> {
                Where where = where(filter);
                handle.createQuery("SELECT id FROM db_games" + where.sql() + " ORDER BY id DESC LIMIT :limit OFFSET :offset")
                        .bindMap(where.params()).bind("limit", limit).bind("offset", offset)
                        .mapTo(Long.class).forEach(ids::add);
            });
        } else {
            positionMatches(filter).stream().skip(offset).limit(limit).forEach(posting -> ids.add(posting.gameId()));
        }
        for (int from = 0; from < ids.size(); from += IN_CHUNK) {
            List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + IN_CHUNK));
            records(chunk, text -> {
                try {
                    out.write(text.strip());
                    out.write("\n\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return ids.size();
    }

    private void records(List<Long> ids, Consumer<String> sink) {
        connection(connection -> {
            Map<Long, byte[]> byId = new HashMap<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT id, pgn FROM db_games WHERE id IN (" + marks(ids.size()) + ")")) {
                for (int i = 0; i < ids.size(); i++) {
                    select.setLong(i + 1, ids.get(i));
                }
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        byId.put(rs.getLong(1), rs.getBytes(2));
                    }
                }
            }
            for (Long id : ids) {
                byte[] bytes = byId.get(id);
                if (bytes != null) {
                    sink.accept(new String(Compression.inflate(bytes), StandardCharsets.UTF_8));
                }
            }
            return null;
        });
    }

    private record Where(String sql, Map<String, Object> params) {
    }

    private static Where where(GameFilter filter) {
        List<String> clauses = new ArrayList<>();
        Map<String, Object> params = new HashMap<>();
        if (filter.variant() != null) {
            clauses.add("variant = :variant");
            params.put("variant", filter.variant());
        }
        if (filter.player() != null) {
            clauses.add(nameClause(filter.player(), "player", params, "white_lc", "black_lc"));
        }
        if (filter.white() != null) {
            clauses.add(nameClause(filter.white(), "white", params, "white_lc"));
        }
        if (filter.black() != null) {
            clauses.add(nameClause(filter.black(), "black", params, "black_lc"));
        }
        if (filter.event() != null) {
            clauses.add("event_lc LIKE :event ESCAPE '!'");
            params.put("event", prefix(filter.event()));
        }
        if (filter.dateFrom() != null) {
            clauses.add("game_date >= :dateFrom");
            params.put("dateFrom", filter.dateFrom());
        }
        if (filter.dateTo() != null) {
            clauses.add("game_date <= :dateTo");
            params.put("dateTo", filter.dateTo() + "\uffff");
        }
        if (filter.result() != null) {
            clauses.add("result = :result");
            params.put("result", filter.result());
        }
        return new Where(clauses.isEmpty() ? "" : " WHERE " + String.join(" AND ", clauses), params);
    }

    /**
     * Any of the {@code columns} starting with any reading of the typed name ({@link NameQuery}): the
     * ids of a union of prefix LIKEs, one column each, so that each is a range of that column's index
     * (an OR of them would scan the index or the table).
     */
    private static String nameClause(String typed, String name, Map<String, Object> params, String... columns) {
        List<String> ranges = new ArrayList<>();
        List<String> patterns = NameQuery.patterns(typed);
        for (int i = 0; i < patterns.size(); i++) {
            params.put(name + i, patterns.get(i));
            for (String column : columns) {
                ranges.add("SELECT id FROM db_games WHERE " + column + " LIKE :" + name + i + " ESCAPE '!'");
            }
        }
        return "id IN (" + String.join(" UNION ALL ", ranges) + ")";
    }

    /** A LIKE pattern for names starting with {@code text}, its own wildcards taken literally. */
    private static String prefix(String text) {
        return lower(text.strip()).replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%";
    }

    private static DbGame game(ResultSet rs) throws SQLException {
        return new DbGame(rs.getLong("id"), rs.getString("variant"), rs.getString("white"), rs.getString("black"),
                rs.getInt("white_elo"), rs.getInt("black_elo"), rs.getString("event"), rs.getString("site"),
                rs.getString("game_date"), rs.getString("game_round"), rs.getString("result"), rs.getInt("plies"),
                rs.getString("start_fen"));
    }
}
