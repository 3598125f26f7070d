package org.heterodox.server.challenge.http;

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
import org.heterodox.server.challenge.Challenge;
import org.heterodox.server.challenge.ChallengeService;
import org.heterodox.server.challenge.DeclineReason;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.http.RoundRoutes;

/** {@code /api/challenges}: challenge a named player, list one's open challenges, accept, decline, cancel. */
public final class ChallengeRoutes {
    private final ChallengeService challenges;
    private final int maxJsonBytes;

    ChallengeRoutes(ChallengeService challenges, int maxJsonBytes) {
        this.challenges = challenges;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.post("/api/challenges", this::create);
        app.get("/api/challenges", ctx -> ctx.json(ChallengeViews.list(challenges.mine(CurrentPlayer.require(ctx)))));
        app.post("/api/challenges/{id}/accept", this::accept);
        app.post("/api/challenges/{id}/decline", this::decline);
        app.delete("/api/challenges/{id}", this::cancel);
    }

    private void create(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        ChallengeRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ChallengeRequest.class);
        String to = Fields.required("to", request.to(), 40);
        // The same fields, read the same way, as POST /api/games.
        Variant variant = GameFields.variant(Fields.required("variant", request.variant(), 200));
        TimeControl timeControl = GameFields.timeControl(request.timeControl());
        String sideText = Fields.text("side", request.side(), 10);
        int side = -1;
        if (sideText != null && !sideText.equals("random")) {
            side = Sides.parse(sideText);
            if (side < 0) {
                throw ApiException.badRequest("'side' must be 'first', 'second' or 'random', not '" + sideText + "'");
            }
        }
        Challenge challenge = challenges.create(player, to.trim(), variant, timeControl, side,
                request.rated() != null && request.rated());
        ctx.status(201).json(ChallengeViews.view(challenge));
    }

    private void accept(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        Bodies.text(ctx, maxJsonBytes);
        ctx.status(201).json(RoundRoutes.grantView(challenges.accept(player, ctx.pathParam("id"))));
    }

    private void decline(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        String body = Bodies.text(ctx, maxJsonBytes);
        DeclineRequest request = body.isBlank() ? new DeclineRequest(null) : Json.read(body, DeclineRequest.class);
        String text = Fields.text("reason", request.reason(), 20);
        DeclineReason reason = text == null ? DeclineReason.GENERIC : DeclineReason.fromWire(text);
        if (reason == null) {
            throw ApiException.badRequest("'reason' must be one of " + DeclineReason.names() + ", not '" + text + "'");
        }
        challenges.decline(player, ctx.pathParam("id"), reason);
        ctx.status(204);
    }

    private void cancel(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        Bodies.text(ctx, maxJsonBytes);
        challenges.cancel(player, ctx.pathParam("id"));
        ctx.status(204);
    }
}
