package org.heterodox.server.database;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.regex.Pattern;
import org.heterodox.gamedb.DatabaseImporter;
import org.heterodox.gamedb.DbGame;
import org.heterodox.gamedb.ExplorerMove;
import org.heterodox.gamedb.ExplorerView;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.gamedb.GameFilter;
import org.heterodox.gamedb.GameHit;
import org.heterodox.gamedb.ImportReport;
import org.heterodox.gamedb.OpeningExplorer;
import org.heterodox.gamedb.PositionKey;
import org.heterodox.gamedb.SearchPage;
import org.heterodox.gamedb.SitePositions;
import org.heterodox.rules.Game;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Params;

/**
 * The game database and the opening explorer over HTTP: upload PGN (logged in), search, replay,
 * export, and the moves played from any position in the database and in the site's games.
 */
public final class DatabaseRoutes {
    /** Largest PGN upload: some thousands of games. Bigger files go through {@code heterodox db import}. */
    public static final int MAX_UPLOAD_BYTES = 16 << 20;
    static final int MAX_PAGE = 100;
    /** Most games one export request writes; the next ones with {@code offset}. The whole database: {@code heterodox db export}. */
    static final int MAX_EXPORT = 10_000;
    private static final int MAX_FIELD = 200;
    private static final int MAX_MOVES_TEXT = 4000;
    private static final Pattern PGN_DATE = Pattern.compile("\\d{4}(\\.\\d{2}(\\.\\d{2})?)?");

    /**
     * Uploads stored at once. An upload holds its body twice (bytes and text) and the splitter a game's
     * text: up to some 80 MB for the largest, so several at once would exhaust a small heap (SmallHeapTest).
     */
    static final int UPLOADS_AT_ONCE = 1;

    private final GameDatabase database;
    private final OpeningExplorer explorer;
    private final Semaphore uploads = new Semaphore(UPLOADS_AT_ONCE);
    private final DatabaseImporter importer;

    public DatabaseRoutes(GameDatabase database, SitePositions site) {
        this.database = database;
        this.explorer = new OpeningExplorer(database, site);
        this.importer = new DatabaseImporter(database, Math.min(2, Runtime.getRuntime().availableProcessors()),
                DatabaseImporter.DEFAULT_SEGMENT_GAMES, System::currentTimeMillis);
    }

    public void register(Javalin app) {
        app.post("/api/db/games", this::upload);
        app.get("/api/db/games", this::search);
        app.get("/api/db/games/{id}", this::game);
        app.get("/api/db/export", this::export);
        app.get("/api/explorer", this::explore);
    }

    private void upload(Context ctx) {
        CurrentPlayer.require(ctx);
        // The permit is taken before the body is read: the body is the memory to bound.
        if (!uploads.tryAcquire()) {
            throw new ApiException(429, "the database is storing another upload; try again in a moment");
        }
        ImportReport report;
        try {
            String text = Bodies.text(ctx, MAX_UPLOAD_BYTES);
            if (text.isBlank()) {
                throw ApiException.badRequest("the body must hold games in PGN");
            }
            report = importer.importPgn(new StringReader(text), games -> { });
        } finally {
            uploads.release();
        }
        List<DbImportView.Duplicate> duplicates = report.duplicates().stream().limit(DbImportView.LISTED)
                .map(d -> new DbImportView.Duplicate(d.number(), d.storedId())).toList();
        List<DbImportView.Rejected> rejected = report.rejected().stream().limit(DbImportView.LISTED)
                .map(r -> new DbImportView.Rejected(r.number(), r.reason())).toList();
        ctx.status(report.imported() > 0 ? 201 : 200).json(new DbImportView(report.games(), report.imported(),
                report.positions(), report.duplicates().size(), report.rejected().size(), duplicates, rejected));
    }

    private void search(Context ctx) {
        Position position = position(ctx, false);
        GameFilter filter = filter(ctx, position);
        int offset = Params.intParam(ctx, "offset", 0, 10_000_000, 0);
        int limit = Params.intParam(ctx, "limit", 1, MAX_PAGE, 20);
        SearchPage page = database.search(filter, offset, limit);
        List<DbGameView> games = new ArrayList<>(page.hits().size());
        for (GameHit hit : page.hits()) {
            games.add(view(hit, position));
        }
        ctx.json(new DbSearchView(page.total(), offset, games));
    }

    private void game(Context ctx) {
        long id = id(ctx);
        DbGame game = database.game(id).orElseThrow(() -> new ApiException(404, "no database game " + id));
        if (game.plies() > DatabaseImporter.MAX_PLIES) {
            // Stored before imports were capped: its replay would be one answer of hundreds of megabytes.
            throw new ApiException(422, "database game " + id + " has " + game.plies() + " plies, more than the "
                    + DatabaseImporter.MAX_PLIES + " a replay shows; export it as PGN instead");
        }
        String pgn = database.record(id).orElseThrow(() -> new ApiException(404, "no database game " + id));
        Game record = StoredRecords.read(id, pgn);
        Position position = record.startPosition();
        String startFen = position.toFen();
        MoveNotation san = position.variant().notations().get(0);
        MoveNotation uci = position.variant().machineNotation();
        List<DbRecordView.ReplayMove> moves = new ArrayList<>(record.ply());
        for (int move : record.moves()) {
            String written = san.format(position, move);
            String machine = uci.format(position, move);
            position.make(move);
            moves.add(new DbRecordView.ReplayMove(written, machine, position.toFen()));
        }
        ctx.json(new DbRecordView(view(new GameHit(game, -1, 0), null), startFen, moves, pgn));
    }

    private void export(Context ctx) throws IOException {
        GameFilter filter = filter(ctx, position(ctx, false));
        int offset = Params.intParam(ctx, "offset", 0, 10_000_000, 0);
        int limit = Params.intParam(ctx, "limit", 1, MAX_EXPORT, MAX_EXPORT);
        ctx.contentType(Params.PGN_TYPE).header("Content-Disposition", "attachment; filename=\"database.pgn\"");
        // Streamed, and a page at a time: a selection may be the whole database.
        try (Writer out = new BufferedWriter(new OutputStreamWriter(ctx.outputStream(), StandardCharsets.UTF_8))) {
            database.export(filter, offset, limit, out);
        }
    }

    private void explore(Context ctx) {
        Position position = position(ctx, true);
        ExplorerView fromDatabase = explorer.database(position);
        ExplorerSourceView database = source(position, fromDatabase.games(), fromDatabase.moves(),
                fromDatabase.lastGames().stream().map(hit -> new ExplorerSourceView.LastGame(hit.game().id(), null,
                        hit.game().white(), hit.game().black(), hit.game().result(), hit.game().date(),
                        san(position, hit.move()))).toList());
        SitePositions.SiteView fromSite = explorer.site(position);
        ExplorerSourceView site = source(position, fromSite.games(), fromSite.moves(),
                fromSite.lastGames().stream().map(hit -> new ExplorerSourceView.LastGame(null, hit.gameId(),
                        hit.white(), hit.black(), hit.result(), null, san(position, hit.move()))).toList());
        ctx.json(new ExplorerPositionView(position.variant().spec().toString(), position.toFen(), database, site));
    }

    private static ExplorerSourceView source(Position position, long games, List<ExplorerMove> moves,
                                             List<ExplorerSourceView.LastGame> last) {
        List<ExplorerMoveView> views = new ArrayList<>(moves.size());
        long ended = 0;
        for (ExplorerMove move : moves) {
            if (move.move() == Move.NONE) {
                ended += move.games();
                continue;
            }
            views.add(new ExplorerMoveView(san(position, move.move()),
                    position.variant().machineNotation().format(position, move.move()), move.games(),
                    percent(move.firstWins(), move.games()), percent(move.draws(), move.games()),
                    percent(move.secondWins(), move.games()), move.averageRating() == 0 ? null : move.averageRating()));
        }
        return new ExplorerSourceView(games, ended, views, last);
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? 0 : Math.round(1000.0 * part / whole) / 10.0;
    }

    private static DbGameView view(GameHit hit, Position position) {
        DbGame g = hit.game();
        boolean atPosition = position != null && hit.ply() >= 0;
        return new DbGameView(g.id(), g.variant(), g.white(), g.black(), g.whiteElo() == 0 ? null : g.whiteElo(),
                g.blackElo() == 0 ? null : g.blackElo(), g.event(), g.site(), g.date(), g.round(), g.result(),
                g.plies(), atPosition ? hit.ply() : null, atPosition ? san(position, hit.move()) : null);
    }

    private static String san(Position position, int move) {
        return move == Move.NONE ? null : position.variant().notations().get(0).format(position, move);
    }

    private static long id(Context ctx) {
        String text = ctx.pathParam("id");
        try {
            long id = Long.parseLong(text);
            if (id > 0) {
                return id;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new ApiException(404, "no database game '" + (text.length() > 30 ? text.substring(0, 30) + "..." : text)
                + "'; ids are positive numbers");
    }

    /**
     * The position the request names with {@code variant}, {@code fen} and {@code moves} (played from
     * the FEN or the start), or null when it names none and none is {@code required}.
     */
    private static Position position(Context ctx, boolean required) {
        String fen = field(ctx, "fen", 400);
        String moves = field(ctx, "moves", MAX_MOVES_TEXT);
        if (!required && fen == null && moves == null) {
            return null;
        }
        String spec = field(ctx, "variant", MAX_FIELD);
        if (spec == null) {
            throw ApiException.badRequest("'variant' is required to name the position's game");
        }
        Variant variant = GameFields.variant(spec);
        Position position;
        try {
            position = fen == null ? variant.startPosition() : variant.fromFen(fen);
        } catch (FormatException e) {
            throw ApiException.badRequest("fen: " + e.getMessage());
        }
        if (moves != null) {
            for (String text : moves.trim().split("[\\s,]+")) {
                if (text.isEmpty() || text.matches("\\d+\\.+")) {
                    continue;
                }
                try {
                    position.make(MoveReader.read(position, text));
                } catch (FormatException e) {
                    throw ApiException.badRequest("moves: " + e.getMessage());
                }
            }
        }
        return position;
    }

    private static GameFilter filter(Context ctx, Position position) {
        String result = field(ctx, "result", 8);
        if (result != null && !List.of("1-0", "0-1", "1/2-1/2", "*").contains(result)) {
            throw ApiException.badRequest("'result' must be 1-0, 0-1, 1/2-1/2 or *");
        }
        String spec = field(ctx, "variant", MAX_FIELD);
        String variant = position != null ? null : spec == null ? null : GameFields.variant(spec).spec().toString();
        return new GameFilter(variant, field(ctx, "player", MAX_FIELD), field(ctx, "white", MAX_FIELD),
                field(ctx, "black", MAX_FIELD), field(ctx, "event", MAX_FIELD), date(ctx, "from"),
                date(ctx, "to"), result, position == null ? null : PositionKey.of(position));
    }

    /** A date bound: a PGN date or its start ({@code 2024}, {@code 2024.05}, {@code 2024.05.01}), compared as text. */
    private static String date(Context ctx, String name) {
        String value = field(ctx, name, 10);
        if (value != null && !PGN_DATE.matcher(value).matches()) {
            throw ApiException.badRequest("'" + name + "' must be a PGN date such as 2024.05.01 (or 2024, 2024.05)");
        }
        return value;
    }

    /** A query parameter, null when absent or blank, refused when longer than {@code max}. */
    private static String field(Context ctx, String name, int max) {
        String value = ctx.queryParam(name);
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.length() > max) {
            throw ApiException.badRequest("'" + name + "' is longer than " + max + " characters");
        }
        return value.strip();
    }
}
