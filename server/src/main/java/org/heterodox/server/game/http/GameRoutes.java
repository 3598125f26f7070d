package org.heterodox.server.game.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.Params;
import org.heterodox.server.game.GameQueries;
import org.heterodox.server.game.GameRecords;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.ListedGame;
import org.heterodox.server.game.PgnCodec;
import org.heterodox.server.game.PgnGame;
import org.heterodox.server.round.Rounds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The games as records: lists, one game's state, its record in every notation, PGN export and import. */
public final class GameRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(GameRoutes.class);

    private final Rounds rounds;
    private final GameQueries queries;
    private final PgnCodec pgn;
    private final int maxPgnBytes;

    public GameRoutes(Rounds rounds, GameQueries queries, PgnCodec pgn, int maxPgnBytes) {
        this.rounds = rounds;
        this.queries = queries;
        this.pgn = pgn;
        this.maxPgnBytes = maxPgnBytes;
    }

    public void register(Javalin app) {
        app.get("/api/games", this::list);
        app.get("/api/games/{id}", ctx -> ctx.json(GameViews.game(rounds.get(ctx.pathParam("id")))));
        app.get("/api/games/{id}/record", ctx -> ctx.json(MoveViews.record(rounds.get(ctx.pathParam("id")))));
        app.get("/api/games/{id}/explain", ctx -> ctx.json(MoveViews.explain(rounds.get(ctx.pathParam("id")))));
        app.get("/api/games/{id}/pgn", this::exportOne);
        app.get("/api/pgn", this::exportList);
        app.post("/api/import", this::importPgn);
    }

    private void list(Context ctx) {
        List<GameStatus> statuses = statuses(ctx.queryParam("status"));
        String variant = Params.variantFilter(ctx.queryParam("variant"));
        int limit = Params.intParam(ctx, "limit", 1, Params.MAX_LIST, 50);
        int offset = Params.intParam(ctx, "offset", 0, 1_000_000, 0);
        // One more than asked for tells whether a next page exists.
        List<ListedGame> page = queries.list(statuses, variant, limit + 1, offset);
        List<GameSummaryView> list = new ArrayList<>();
        for (ListedGame game : page.subList(0, Math.min(limit, page.size()))) {
            list.add(GameViews.summary(game));
        }
        ctx.json(new GameListView(list, page.size() > limit ? offset + limit : null));
    }

    private void exportOne(Context ctx) {
        String text = pgn.write(GameRecords.export(rounds.get(ctx.pathParam("id"))));
        ctx.contentType(Params.PGN_TYPE)
                .header("Content-Disposition", "attachment; filename=\"" + ctx.pathParam("id") + ".pgn\"").result(text);
    }

    private void exportList(Context ctx) {
        String statusText = ctx.queryParam("status");
        List<GameStatus> statuses = statuses(statusText == null ? "finished" : statusText);
        String variant = Params.variantFilter(ctx.queryParam("variant"));
        int limit = Params.intParam(ctx, "limit", 1, Params.MAX_LIST, 50);
        int offset = Params.intParam(ctx, "offset", 0, 1_000_000, 0);
        StringBuilder out = new StringBuilder();
        for (ListedGame game : queries.list(statuses, variant, limit, offset)) {
            out.append(pgn.write(GameRecords.export(rounds.get(game.row().id()))));
        }
        ctx.contentType(Params.PGN_TYPE).header("Content-Disposition", "attachment; filename=\"games.pgn\"")
                .result(out.toString());
    }

    private void importPgn(Context ctx) {
        String text = Bodies.text(ctx, maxPgnBytes);
        if (text.isBlank()) {
            throw ApiException.badRequest("the body must hold one game in PGN");
        }
        PgnGame game;
        try {
            game = pgn.read(text);
        } catch (FormatException e) {
            throw ApiException.badRequest("PGN: " + e.getMessage());
        } catch (RuntimeException e) {
            // A reader fault on odd input is still the input's problem to the client, not a 500.
            LOG.error("PGN reader failed on an import", e);
            throw ApiException.badRequest("PGN: the text could not be read");
        }
        GameQueries.Imported imported = queries.importGame(game);
        // 201 for a new game, 200 with the game stored before for a record imported again.
        ctx.status(imported.created() ? 201 : 200).json(new ImportedView(GameViews.game(rounds.get(imported.id()))));
    }

    /** The statuses a {@code status} query parameter names (default: open and live); 400 for an unknown one. */
    public static List<GameStatus> statuses(String text) {
        if (text == null || text.isBlank()) {
            return List.of(GameStatus.WAITING, GameStatus.ACTIVE);
        }
        List<GameStatus> list = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            GameStatus status = GameStatus.fromWire(part.trim());
            if (status == null) {
                throw ApiException.badRequest("unknown status '" + Params.abbreviate(part)
                        + "'; use open, live, finished or aborted");
            }
            list.add(status);
        }
        return list;
    }
}
