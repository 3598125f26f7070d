package org.heterodox.server.moderation.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;
import org.heterodox.server.moderation.Moderation;
import org.heterodox.server.moderation.ModerationLimits;
import org.heterodox.server.moderation.ReportKind;
import org.heterodox.server.moderation.ReportTarget;
import org.heterodox.server.moderation.SanctionKind;

/**
 * Reports and moderation: {@code POST /api/reports} for any logged-in player; the {@code /api/moderation/...}
 * routes and {@code DELETE /api/tournaments/{id}} for moderators and admins.
 */
public final class ModerationRoutes {
    /** The most lines a page of reports, sanctions or the log holds. */
    static final int MAX_PAGE = 100;

    private final Moderation moderation;
    private final int maxJsonBytes;

    public ModerationRoutes(Moderation moderation, int maxJsonBytes) {
        this.moderation = moderation;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.post("/api/reports", this::report);
        app.get("/api/moderation/reports", this::reports);
        app.post("/api/moderation/reports/{id}/resolve", this::resolve);
        app.get("/api/moderation/sanctions", this::sanctions);
        app.post("/api/moderation/sanctions", this::sanction);
        app.delete("/api/moderation/sanctions/{id}", this::lift);
        app.get("/api/moderation/log", this::log);
        app.delete("/api/tournaments/{id}", this::removeTournament);
    }

    private void report(Context ctx) {
        Account reporter = CurrentPlayer.require(ctx);
        ReportRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ReportRequest.class);
        ReportKind kind = ReportKind.of(Fields.required("kind", request.kind(), 20));
        if (kind == null) {
            throw ApiException.badRequest("'kind' must be player, chat or tournament");
        }
        ReportTarget target = switch (kind) {
            case PLAYER -> new ReportTarget(kind, Fields.required("player", request.player(), 40), null, null, null, null);
            case CHAT -> {
                if (request.seq() == null || request.seq() < 1) {
                    throw ApiException.badRequest("'seq' must be a line's number (1 or more)");
                }
                yield new ReportTarget(kind, null, Fields.required("game", request.game(), 40),
                        Fields.required("room", request.room(), 20), request.seq(), null);
            }
            case TOURNAMENT -> new ReportTarget(kind, null, null, null, null,
                    Fields.required("tournament", request.tournament(), 40));
        };
        long id = moderation.report(reporter, target, Fields.text("reason", request.reason(), ModerationLimits.MAX_REASON));
        ctx.status(201).json(new ReportCreatedView(id));
    }

    private void reports(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        String status = ctx.queryParam("status");
        if (status != null && !status.equals("open") && !status.equals("all")) {
            throw ApiException.badRequest("'status' must be open or all");
        }
        ctx.json(new ReportsView(moderation.reports(moderator, !"all".equals(status), limit(ctx), offset(ctx)).stream()
                .map(ReportView::of).toList()));
    }

    private void resolve(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        ReasonRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ReasonRequest.class);
        ctx.json(ReportView.of(moderation.resolve(moderator, id(ctx), reason(request.reason()))));
    }

    private void sanctions(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        ctx.json(new SanctionsView(moderation.activeSanctions(moderator, limit(ctx), offset(ctx)).stream()
                .map(SanctionView::of).toList()));
    }

    private void sanction(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        SanctionRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), SanctionRequest.class);
        String player = Fields.required("player", request.player(), 40);
        SanctionKind kind = SanctionKind.of(Fields.required("kind", request.kind(), 20));
        ctx.status(201).json(SanctionView.of(moderation.sanction(moderator, player, kind, request.days(),
                reason(request.reason()))));
    }

    private void lift(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        ReasonRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ReasonRequest.class);
        ctx.json(SanctionView.of(moderation.lift(moderator, id(ctx), reason(request.reason()))));
    }

    private void log(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        ctx.json(new LogView(moderation.log(moderator, limit(ctx), offset(ctx)).stream().map(LogLineView::of).toList()));
    }

    private void removeTournament(Context ctx) {
        Account moderator = moderation.requireModerator(CurrentPlayer.of(ctx));
        ReasonRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ReasonRequest.class);
        moderation.removeTournament(moderator, Fields.required("id", ctx.pathParam("id"), 40), reason(request.reason()));
        ctx.status(204);
    }

    private static String reason(String reason) {
        return Fields.text("reason", reason, ModerationLimits.MAX_REASON);
    }

    private static long id(Context ctx) {
        try {
            long id = Long.parseLong(ctx.pathParam("id"));
            if (id >= 1) {
                return id;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw ApiException.badRequest("the id must be a positive number");
    }

    private static int limit(Context ctx) {
        return Params.intParam(ctx, "limit", 1, MAX_PAGE, 50);
    }

    private static int offset(Context ctx) {
        return Params.intParam(ctx, "offset", 0, 10_000_000, 0);
    }
}
