package org.heterodox.server.seek.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.http.RoundRoutes;
import org.heterodox.server.seek.QuickPairing;
import org.heterodox.server.seek.Seek;
import org.heterodox.server.seek.SeekService;

/** {@code /api/seeks}: post, list, cancel and take seeks. */
public final class SeekRoutes {
    private static final int MIN_RATING = 0;
    private static final int MAX_RATING = 4000;

    private final SeekService seeks;
    private final QuickPairing quickPairing;
    private final SeekViews views;
    private final int maxJsonBytes;

    SeekRoutes(SeekService seeks, SeekViews views, int maxJsonBytes) {
        this.seeks = seeks;
        this.quickPairing = new QuickPairing(seeks);
        this.views = views;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.post("/api/seeks", this::create);
        app.post("/api/seeks/quick", this::quick);
        app.get("/api/seeks", ctx -> ctx.json(views.list(seeks.list())));
        app.delete("/api/seeks/{id}", this::cancel);
        app.post("/api/seeks/{id}/accept", this::accept);
    }

    private void create(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        SeekRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), SeekRequest.class);
        Variant variant = GameFields.variant(Fields.required("variant", request.variant(), 200));
        String fen = Fields.text("fen", request.fen(), 400);
        TimeControl timeControl = GameFields.timeControl(request.timeControl());
        RatingRangeRequest range = request.ratingRange();
        Integer min = range == null ? null : Fields.range("ratingRange.min", range.min(), MIN_RATING, MAX_RATING, null);
        Integer max = range == null ? null : Fields.range("ratingRange.max", range.max(), MIN_RATING, MAX_RATING, null);
        String sideText = Fields.text("side", request.side(), 10);
        int side = -1;
        if (sideText != null && !sideText.equals("random")) {
            side = Sides.parse(sideText);
            if (side < 0) {
                throw ApiException.badRequest("'side' must be 'first', 'second' or 'random', not '" + sideText + "'");
            }
        }
        Seek seek = seeks.create(player, variant, fen == null || fen.isBlank() ? null : fen.trim(), timeControl,
                request.rated() != null && request.rated(), min, max, side);
        ctx.status(201).json(views.view(seek));
    }

    /** Quick pairing: 201 with the game when another player was waiting for the same, else 202 with the asker's seek. */
    private void quick(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        QuickPairingRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), QuickPairingRequest.class);
        Variant variant = GameFields.variant(Fields.required("variant", request.variant(), 200));
        if (request.timeControl() == null) {
            throw ApiException.badRequest("'timeControl' is required for quick pairing");
        }
        TimeControl timeControl = GameFields.timeControl(request.timeControl());
        QuickPairing.Result result = quickPairing.pair(player, variant, timeControl, request.rated() == null || request.rated());
        if (result.grant() != null) {
            ctx.status(201).json(new QuickPairingView(true, RoundRoutes.grantView(result.grant()), null));
        } else {
            ctx.status(202).json(new QuickPairingView(false, null, views.view(result.seek())));
        }
    }

    private void cancel(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        Bodies.text(ctx, maxJsonBytes);
        seeks.cancel(player, ctx.pathParam("id"));
        ctx.status(204);
    }

    private void accept(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        Bodies.text(ctx, maxJsonBytes);
        SeatGrant grant = seeks.accept(player, ctx.pathParam("id"));
        ctx.status(201).json(RoundRoutes.grantView(grant));
    }
}
