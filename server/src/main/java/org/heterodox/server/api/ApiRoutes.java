package org.heterodox.server.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.api.request.DrawRequest;
import org.heterodox.server.api.request.JoinRequest;
import org.heterodox.server.api.request.MoveRequest;
import org.heterodox.server.api.view.GameListView;
import org.heterodox.server.api.view.GameSummaryView;
import org.heterodox.server.api.view.HealthView;
import org.heterodox.server.api.view.ImportedView;
import org.heterodox.server.api.view.SeatGrantView;
import org.heterodox.server.account.Account;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.DrawAction;
import org.heterodox.server.game.GameService;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.PositionAnalysis;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.Sides;
import org.heterodox.server.i18n.GameTexts;
import org.heterodox.server.i18n.RequestLanguage;
import org.heterodox.server.pgn.PgnCodec;
import org.heterodox.server.pgn.PgnGame;
import org.heterodox.server.store.ListedGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The HTTP API (documented in {@code openapi.yaml}, served at {@code /api/openapi.yaml}). */
public final class ApiRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(ApiRoutes.class);
    public static final String PGN_TYPE = "application/x-chess-pgn; charset=utf-8";
    static final int MAX_LIST = 200;

    private final GameService games;
    private final PgnCodec pgn;
    private final int maxJsonBytes;
    private final int maxPgnBytes;
    private final byte[] openApi;

    public ApiRoutes(GameService games, PgnCodec pgn, int maxJsonBytes, int maxPgnBytes) {
        this.games = games;
        this.pgn = pgn;
        this.maxJsonBytes = maxJsonBytes;
        this.maxPgnBytes = maxPgnBytes;
        try (InputStream in = ApiRoutes.class.getResourceAsStream("/openapi.yaml")) {
            if (in == null) {
                throw new IllegalStateException("openapi.yaml is missing from the server's resources");
            }
            this.openApi = in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("openapi.yaml could not be read", e);
        }
    }

    public void register(Javalin app) {
        app.get("/api/health", this::health);
        app.get("/api/openapi.yaml", ctx -> ctx.contentType("application/yaml; charset=utf-8").result(openApi));
        app.get("/api/variants", ctx -> ctx.json(VariantView.all(GameTexts.of(language(ctx)))));
        app.get("/api/variants/{spec}", this::variant);
        app.post("/api/games", this::create);
        app.get("/api/games", this::list);
        app.get("/api/games/{id}", ctx -> ctx.json(GameViews.game(games.get(ctx.pathParam("id")))));
        app.get("/api/games/{id}/record", ctx -> ctx.json(MoveViews.record(games.get(ctx.pathParam("id")))));
        app.get("/api/games/{id}/explain", ctx -> ctx.json(MoveViews.explain(games.get(ctx.pathParam("id")))));
        app.get("/api/games/{id}/analysis", this::analysis);
        app.post("/api/games/{id}/moves", this::move);
        app.post("/api/games/{id}/resign", ctx -> answer(ctx, games.resign(id(ctx, maxJsonBytes), actor(ctx))));
        app.post("/api/games/{id}/draw", this::draw);
        app.post("/api/games/{id}/takeback", ctx -> answer(ctx, games.takeback(ctx.pathParam("id"), actor(ctx), offerAction(ctx))));
        app.post("/api/games/{id}/rematch", ctx -> answer(ctx, games.rematch(ctx.pathParam("id"), actor(ctx), offerAction(ctx))));
        app.post("/api/games/{id}/abort", ctx -> answer(ctx, games.abort(id(ctx, maxJsonBytes), actor(ctx))));
        app.post("/api/games/{id}/claim", ctx -> answer(ctx, games.claim(id(ctx, maxJsonBytes), actor(ctx))));
        app.post("/api/games/{id}/berserk", ctx -> answer(ctx, games.berserk(id(ctx, maxJsonBytes), actor(ctx))));
        app.get("/api/games/{id}/pgn", this::exportOne);
        app.get("/api/pgn", this::exportList);
        app.post("/api/import", this::importPgn);
        app.get("/api/invites/{code}", this::invite);
        app.post("/api/invites/{code}", this::join);
        app.post("/api/positions/validate", ctx -> ctx.json(PositionCheck.validate(Bodies.text(ctx, maxJsonBytes), language(ctx))));
        app.post("/api/positions/analysis", ctx -> ctx.json(PositionAnalyses.analyse(Bodies.text(ctx, maxJsonBytes), games)));
        app.post("/api/positions/solve", ctx -> ctx.json(PositionSolves.solve(Bodies.text(ctx, maxJsonBytes))));
    }

    /** The language the request asks its texts in (Accept-Language). */
    public static Locale language(Context ctx) {
        return RequestLanguage.of(ctx.header("Accept-Language"));
    }

    private void health(Context ctx) {
        boolean up = games.healthy();
        ctx.status(up ? 200 : 503).json(new HealthView(up ? "ok" : "degraded", up ? "ok" : "unreachable",
                games.enginesAvailable()));
    }

    private void variant(Context ctx) {
        String spec = ctx.pathParam("spec");
        try {
            ctx.json(VariantView.of(Variants.of(spec), GameTexts.of(language(ctx))));
        } catch (FormatException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    private void create(Context ctx) {
        SeatGrant grant = games.create(CreateRequests.read(Bodies.text(ctx, maxJsonBytes), CurrentPlayer.of(ctx)), ctx.ip());
        ctx.status(201).json(grantView(grant));
    }

    private void join(Context ctx) {
        JoinRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), JoinRequest.class);
        String name = Fields.playerName("name", request.name());
        Account player = CurrentPlayer.of(ctx);
        // A logged-in player plays under their account's name.
        ctx.json(grantView(player == null ? games.join(ctx.pathParam("code"), name)
                : games.join(ctx.pathParam("code"), player.name(), player.id())));
    }

    private void invite(Context ctx) {
        // The landing page of an invite link: the game it leads to, without taking the seat.
        String code = ctx.pathParam("code");
        ctx.json(GameViews.game(games.invited(code)));
    }

    private void move(Context ctx) {
        String id = ctx.pathParam("id");
        MoveRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), MoveRequest.class);
        String move = Fields.required("move", request.move(), MoveReader.MAX_LENGTH);
        Integer plies = Fields.range("plies", request.plies(), 0, Integer.MAX_VALUE, null);
        answer(ctx, games.move(id, actor(ctx), move, plies));
    }

    private void draw(Context ctx) {
        String id = ctx.pathParam("id");
        DrawRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), DrawRequest.class);
        String text = Fields.required("action", request.action(), 10);
        DrawAction action = DrawAction.fromWire(text);
        if (action == null) {
            throw ApiException.badRequest("'action' must be offer, accept or decline, not '" + text + "'");
        }
        answer(ctx, games.draw(id, actor(ctx), action));
    }

    /** The {@code action} (offer, accept or decline) of a draw, takeback or rematch request body. */
    private DrawAction offerAction(Context ctx) {
        DrawRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), DrawRequest.class);
        String text = Fields.required("action", request.action(), 10);
        DrawAction action = DrawAction.fromWire(text);
        if (action == null) {
            throw ApiException.badRequest("'action' must be offer, accept or decline, not '" + text + "'");
        }
        return action;
    }

    private void analysis(Context ctx) {
        String ply = ctx.queryParam("ply");
        PositionAnalysis result = games.analyse(ctx.pathParam("id"),
                ply == null || ply.isBlank() ? null : intParam(ctx, "ply", 0, Integer.MAX_VALUE, 0));
        ctx.json(PositionAnalyses.view(result));
    }

    private void list(Context ctx) {
        List<GameStatus> statuses = statuses(ctx.queryParam("status"));
        String variant = variantFilter(ctx.queryParam("variant"));
        int limit = intParam(ctx, "limit", 1, MAX_LIST, 50);
        int offset = intParam(ctx, "offset", 0, 1_000_000, 0);
        // One more than asked for tells whether a next page exists.
        List<ListedGame> page = games.list(statuses, variant, limit + 1, offset);
        List<GameSummaryView> list = new ArrayList<>();
        for (ListedGame game : page.subList(0, Math.min(limit, page.size()))) {
            list.add(GameViews.summary(game));
        }
        ctx.json(new GameListView(list, page.size() > limit ? offset + limit : null));
    }

    private void exportOne(Context ctx) {
        String text = pgn.write(games.pgnOf(ctx.pathParam("id")));
        ctx.contentType(PGN_TYPE).header("Content-Disposition", "attachment; filename=\"" + ctx.pathParam("id") + ".pgn\"")
                .result(text);
    }

    private void exportList(Context ctx) {
        String statusText = ctx.queryParam("status");
        List<GameStatus> statuses = statuses(statusText == null ? "finished" : statusText);
        String variant = variantFilter(ctx.queryParam("variant"));
        int limit = intParam(ctx, "limit", 1, MAX_LIST, 50);
        int offset = intParam(ctx, "offset", 0, 1_000_000, 0);
        StringBuilder out = new StringBuilder();
        for (ListedGame game : games.list(statuses, variant, limit, offset)) {
            out.append(pgn.write(games.pgnOf(game.row().id())));
        }
        ctx.contentType(PGN_TYPE).header("Content-Disposition", "attachment; filename=\"games.pgn\"")
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
        ctx.status(201).json(new ImportedView(GameViews.game(games.importGame(game))));
    }

    static SeatGrantView grantView(SeatGrant grant) {
        return new SeatGrantView(Sides.name(grant.side()), grant.token(), grant.game().inviteCode(),
                "/api/invites/" + grant.game().inviteCode(), GameViews.game(grant.game()));
    }

    private static void answer(Context ctx, GameSnapshot game) {
        ctx.json(GameViews.game(game));
    }

    /** The path's game id, after checking that the (unused) body is within bounds. */
    private static String id(Context ctx, int maxBytes) {
        Bodies.text(ctx, maxBytes);
        return ctx.pathParam("id");
    }

    /** Who acts: the request's seat token and its logged-in player. */
    private static Actor actor(Context ctx) {
        return CurrentPlayer.actor(ctx, token(ctx));
    }

    /** The seat token from {@code Authorization: Bearer <token>} or {@code X-Seat-Token}. */
    static String token(Context ctx) {
        String header = ctx.header("Authorization");
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return header.substring(7).trim();
        }
        String seat = ctx.header("X-Seat-Token");
        return seat == null ? null : seat.trim();
    }

    static List<GameStatus> statuses(String text) {
        if (text == null || text.isBlank()) {
            return List.of(GameStatus.WAITING, GameStatus.ACTIVE);
        }
        List<GameStatus> list = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            GameStatus status = GameStatus.fromWire(part.trim());
            if (status == null) {
                throw ApiException.badRequest("unknown status '" + abbreviate(part) + "'; use open, live, finished or aborted");
            }
            list.add(status);
        }
        return list;
    }

    static String variantFilter(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        GameDefinition game = Variants.find(text.trim());
        if (game == null) {
            throw ApiException.badRequest("unknown variant '" + abbreviate(text) + "'; valid variants: " + Variants.names());
        }
        return game.name();
    }

    public static int intParam(Context ctx, String name, int min, int max, int fallback) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the valid range
        }
        throw ApiException.badRequest("'" + name + "' must be an integer from " + min + " to " + max);
    }

    private static String abbreviate(String text) {
        return text.length() > 30 ? text.substring(0, 30) + "..." : text;
    }
}
