package org.heterodox.server.tournament.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;
import org.heterodox.server.game.GameRecords;
import org.heterodox.server.game.PgnCodec;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.tournament.Board;
import org.heterodox.server.tournament.BoardResult;
import org.heterodox.server.tournament.Series;
import org.heterodox.server.tournament.SharedPlaces;
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentService;
import org.heterodox.server.tournament.TournamentStatus;
import org.heterodox.server.tournament.TournamentTrf;
import org.heterodox.tournament.trf.TrfException;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfTournament;
import org.heterodox.tournament.trf.TrfWriter;

/** {@code /api/tournaments} and {@code /api/series}: tournaments, their organiser's tools, exports, and Grand Prix series. */
public final class TournamentRoutes {
    static final int MAX_LIST = 100;

    private final TournamentService tournaments;
    private final TournamentViews views;
    private final Rounds games;
    private final PgnCodec pgn;
    private final LongSupplier clock;
    private final int maxJsonBytes;
    private final int maxTrfBytes;

    public TournamentRoutes(TournamentService tournaments, TournamentViews views, Rounds games, PgnCodec pgn,
                     LongSupplier clock, int maxJsonBytes, int maxTrfBytes) {
        this.tournaments = tournaments;
        this.views = views;
        this.games = games;
        this.pgn = pgn;
        this.clock = clock;
        this.maxJsonBytes = maxJsonBytes;
        this.maxTrfBytes = maxTrfBytes;
    }

    public void register(Javalin app) {
        app.get("/api/tournaments", this::list);
        app.post("/api/tournaments", this::create);
        app.get("/api/tournaments/{id}", ctx -> answer(ctx, tournaments.get(ctx.pathParam("id"))));
        app.post("/api/tournaments/{id}/join", this::join);
        app.post("/api/tournaments/{id}/leave", ctx -> answer(ctx, tournaments.leave(id(ctx), CurrentPlayer.require(ctx))));
        app.post("/api/tournaments/{id}/pause", ctx -> {
            Account player = CurrentPlayer.require(ctx);
            answer(ctx, tournaments.pauseSelf(ctx.pathParam("id"), player, paused(ctx)));
        });
        app.post("/api/tournaments/{id}/presence", ctx -> {
            Account player = CurrentPlayer.require(ctx);
            tournaments.here(id(ctx), player);
            ctx.status(204);
        });
        app.post("/api/tournaments/{id}/start", ctx -> answer(ctx, tournaments.start(id(ctx), CurrentPlayer.require(ctx))));
        app.post("/api/tournaments/{id}/cancel", ctx -> answer(ctx, tournaments.cancel(id(ctx), CurrentPlayer.require(ctx))));
        app.post("/api/tournaments/{id}/players/{name}/pause", ctx -> {
            Account organiser = CurrentPlayer.require(ctx);
            answer(ctx, tournaments.pausePlayer(ctx.pathParam("id"), organiser, ctx.pathParam("name"), paused(ctx)));
        });
        app.post("/api/tournaments/{id}/players/{name}/withdraw", this::withdraw);
        app.post("/api/tournaments/{id}/results", this::adjust);
        app.put("/api/tournaments/{id}/forbidden-pairs", this::forbid);
        new ArbiterRoutes(tournaments.arbiter(), this::answer, maxJsonBytes).register(app);
        app.get("/api/tournaments/{id}/log", ctx -> {
            Tournament t = tournaments.get(ctx.pathParam("id"));
            synchronized (t) {
                ctx.json(views.log(t));
            }
        });
        app.get("/api/tournaments/{id}/pgn", this::exportPgn);
        app.get("/api/tournaments/{id}/trf", this::exportTrf);
        app.post("/api/tournaments/import", this::importTrf);
        app.get("/api/series", ctx -> {
            List<SeriesSummaryView> list = new ArrayList<>();
            for (Series series : tournaments.allSeries()) {
                list.add(views.seriesSummary(series));
            }
            ctx.json(new SeriesSummaryView.SeriesListView(list));
        });
        app.post("/api/series", this::createSeries);
        app.get("/api/series/{id}", ctx -> ctx.json(views.series(tournaments.series(ctx.pathParam("id")))));
    }

    private void list(Context ctx) {
        String statusText = ctx.queryParam("status");
        TournamentStatus status = null;
        if (statusText != null) {
            status = TournamentStatus.fromWire(statusText);
            if (status == null) {
                throw ApiException.badRequest("'status' must be created, running, finished or cancelled");
            }
        }
        int limit = Params.intParam(ctx, "limit", 1, MAX_LIST, 50);
        int offset = Params.intParam(ctx, "offset", 0, 1_000_000, 0);
        List<TournamentSummaryView> list = new ArrayList<>();
        for (Tournament t : tournaments.list(status, limit, offset)) {
            synchronized (t) {
                list.add(views.summary(t));
            }
        }
        ctx.json(new TournamentListView(list));
    }

    private void create(Context ctx) {
        Account organiser = CurrentPlayer.require(ctx);
        CreateTournamentRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), CreateTournamentRequest.class);
        TournamentRequests.Read read = TournamentRequests.read(request, clock.getAsLong());
        Tournament t = tournaments.create(organiser, read.settings(), read.password());
        ctx.status(201);
        answer(ctx, t);
    }

    private void join(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        String body = Bodies.text(ctx, maxJsonBytes);
        String password = null;
        if (!body.isBlank()) {
            password = Fields.text("password", Json.read(body, TournamentJoinRequest.class).password(), 100);
        }
        answer(ctx, tournaments.join(ctx.pathParam("id"), player, password, ctx.ip()));
    }

    private void withdraw(Context ctx) {
        Account organiser = CurrentPlayer.require(ctx);
        String body = Bodies.text(ctx, maxJsonBytes);
        String reason = body.isBlank() ? null
                : Fields.text("reason", Json.read(body, WithdrawRequest.class).reason(), 200);
        answer(ctx, tournaments.withdraw(ctx.pathParam("id"), organiser, ctx.pathParam("name"), reason));
    }

    private void adjust(Context ctx) {
        Account organiser = CurrentPlayer.require(ctx);
        AdjustResultRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), AdjustResultRequest.class);
        int round = Fields.range("round", required("round", request.round()), 1, 10_000, null);
        int board = Fields.range("board", required("board", request.board()), 1, 10_000, null);
        String resultText = Fields.required("result", request.result(), 10);
        BoardResult result = BoardResult.fromWire(resultText);
        if (result == null) {
            throw ApiException.badRequest("'result' must be 1-0, 0-1, 1/2-1/2, +--, --+, --- or *, not '" + resultText + "'");
        }
        String reason = Fields.required("reason", request.reason(), 200).trim();
        answer(ctx, tournaments.adjust(ctx.pathParam("id"), organiser, round, board, result, reason));
    }

    private void forbid(Context ctx) {
        Account organiser = CurrentPlayer.require(ctx);
        ForbiddenPairsRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ForbiddenPairsRequest.class);
        if (request.pairs() == null) {
            throw ApiException.badRequest("'pairs' is required (a list of [name, name])");
        }
        if (request.pairs().size() > 200) {
            throw ApiException.badRequest("'pairs' has at most 200 entries");
        }
        for (List<String> pair : request.pairs()) {
            if (pair == null || pair.size() != 2 || pair.get(0) == null || pair.get(1) == null) {
                throw ApiException.badRequest("each forbidden pair is two player names");
            }
            Fields.text("pairs", pair.get(0), 40);
            Fields.text("pairs", pair.get(1), 40);
        }
        answer(ctx, tournaments.forbid(ctx.pathParam("id"), organiser, request.pairs()));
    }

    private void exportPgn(Context ctx) {
        Tournament t = tournaments.get(ctx.pathParam("id"));
        List<Board> boards;
        synchronized (t) {
            boards = t.boards();
        }
        StringBuilder out = new StringBuilder();
        for (Board board : boards) {
            if (board.gameId() != null) {
                out.append(pgn.write(GameRecords.export(games.get(board.gameId()))));
            }
        }
        ctx.contentType(Params.PGN_TYPE)
                .header("Content-Disposition", "attachment; filename=\"tournament-" + t.id() + ".pgn\"")
                .result(out.toString());
    }

    private void exportTrf(Context ctx) {
        Tournament t = tournaments.get(ctx.pathParam("id"));
        String text;
        synchronized (t) {
            text = TrfWriter.write(TournamentTrf.export(t));
        }
        ctx.contentType("text/plain; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"tournament-" + t.id() + ".trf\"")
                .result(text);
    }

    private void importTrf(Context ctx) {
        Account importer = CurrentPlayer.require(ctx);
        // The report does not say which game its games were: the importer does.
        Variant variant = GameFields.variant(Fields.required("variant", ctx.queryParam("variant"), 200));
        String text = Bodies.text(ctx, maxTrfBytes);
        TrfTournament report;
        try {
            report = TrfReader.read(text);
        } catch (TrfException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        Tournament t = tournaments.importReport(importer, report, variant);
        ctx.status(201);
        answer(ctx, t);
    }

    private void createSeries(Context ctx) {
        Account organiser = CurrentPlayer.require(ctx);
        CreateSeriesRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), CreateSeriesRequest.class);
        String name = TournamentRequests.name(request.name());
        List<Integer> points = request.points();
        if (points == null || points.isEmpty() || points.size() > 100) {
            throw ApiException.badRequest("'points' is required: 1 to 100 numbers, for 1st, 2nd, ... place");
        }
        for (Integer p : points) {
            if (p == null || p < 0 || p > 1000) {
                throw ApiException.badRequest("'points' must hold numbers from 0 to 1000");
            }
        }
        SharedPlaces shared = request.sharedPlaces() == null ? SharedPlaces.HIGHER
                : SharedPlaces.fromWire(request.sharedPlaces());
        if (shared == null) {
            throw ApiException.badRequest("'sharedPlaces' must be \"higher\" (tied players both score the better place)"
                    + " or \"shared\" (the points of the places they share are divided equally)");
        }
        Series series = tournaments.createSeries(organiser, name, points, shared);
        ctx.status(201).json(views.series(series));
    }

    private static Integer required(String name, Integer value) {
        if (value == null) {
            throw ApiException.badRequest("'" + name + "' is required");
        }
        return value;
    }

    private boolean paused(Context ctx) {
        PauseRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), PauseRequest.class);
        if (request.paused() == null) {
            throw ApiException.badRequest("'paused' is required (true or false)");
        }
        return request.paused();
    }

    private String id(Context ctx) {
        Bodies.text(ctx, maxJsonBytes);
        return ctx.pathParam("id");
    }

    private void answer(Context ctx, Tournament t) {
        synchronized (t) {
            ctx.json(views.tournament(t));
        }
    }
}
