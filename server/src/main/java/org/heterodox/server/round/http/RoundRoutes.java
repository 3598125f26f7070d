package org.heterodox.server.round.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.http.GameViews;
import org.heterodox.server.round.Rounds;

/**
 * The commands of a game over HTTP (for scripts and other clients; the browser app sends its moves
 * over the game's WebSocket, {@link LiveChannel}): creating and joining, moves, offers, and ending.
 */
public final class RoundRoutes {
    private final Rounds rounds;
    private final int maxJsonBytes;

    public RoundRoutes(Rounds rounds, int maxJsonBytes) {
        this.rounds = rounds;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.post("/api/games", this::create);
        app.post("/api/games/{id}/moves", this::move);
        app.post("/api/games/{id}/resign", ctx -> answer(ctx, rounds.resign(id(ctx), CurrentPlayer.actor(ctx))));
        app.post("/api/games/{id}/draw", ctx -> answer(ctx, rounds.draw(ctx.pathParam("id"), CurrentPlayer.actor(ctx), offerAction(ctx))));
        app.post("/api/games/{id}/takeback", ctx -> answer(ctx, rounds.takeback(ctx.pathParam("id"), CurrentPlayer.actor(ctx), offerAction(ctx))));
        app.post("/api/games/{id}/rematch", ctx -> answer(ctx, rounds.rematch(ctx.pathParam("id"), CurrentPlayer.actor(ctx), offerAction(ctx))));
        app.post("/api/games/{id}/abort", ctx -> answer(ctx, rounds.abort(id(ctx), CurrentPlayer.actor(ctx))));
        app.post("/api/games/{id}/claim", ctx -> answer(ctx, rounds.claim(id(ctx), CurrentPlayer.actor(ctx))));
        app.post("/api/games/{id}/berserk", ctx -> answer(ctx, rounds.berserk(id(ctx), CurrentPlayer.actor(ctx))));
        // The landing page of an invite link: the game it leads to, without taking the seat.
        app.get("/api/invites/{code}", ctx -> ctx.json(GameViews.game(rounds.invited(ctx.pathParam("code")))));
        app.post("/api/invites/{code}", this::join);
    }

    private void create(Context ctx) {
        SeatGrant grant = rounds.create(CreateRequests.read(Bodies.text(ctx, maxJsonBytes), CurrentPlayer.of(ctx)), ctx.ip());
        ctx.status(201).json(grantView(grant));
    }

    private void join(Context ctx) {
        JoinRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), JoinRequest.class);
        String name = Fields.playerName("name", request.name());
        Account player = CurrentPlayer.of(ctx);
        // A logged-in player plays under their account's name.
        ctx.json(grantView(player == null ? rounds.join(ctx.pathParam("code"), name, null)
                : rounds.join(ctx.pathParam("code"), player.name(), player.id())));
    }

    private void move(Context ctx) {
        MoveRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), MoveRequest.class);
        String move = Fields.required("move", request.move(), MoveReader.MAX_LENGTH);
        Integer plies = Fields.range("plies", request.plies(), 0, Integer.MAX_VALUE, null);
        answer(ctx, rounds.move(ctx.pathParam("id"), CurrentPlayer.actor(ctx), move, plies));
    }

    /** The {@code action} (offer, accept or decline) of a draw, takeback or rematch request body. */
    private OfferAction offerAction(Context ctx) {
        DrawRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), DrawRequest.class);
        return offerAction("action", request.action());
    }

    /** An offer's action named by field {@code field}; 400 unless offer, accept or decline. */
    static OfferAction offerAction(String field, String value) {
        String text = Fields.required(field, value, 10);
        OfferAction action = OfferAction.fromWire(text);
        if (action == null) {
            throw ApiException.badRequest("'" + field + "' must be offer, accept or decline, not '" + text + "'");
        }
        return action;
    }

    public static SeatGrantView grantView(SeatGrant grant) {
        return new SeatGrantView(Sides.name(grant.side()), grant.token(), grant.game().inviteCode(),
                "/api/invites/" + grant.game().inviteCode(), GameViews.game(grant.game()));
    }

    private static void answer(Context ctx, GameSnapshot game) {
        ctx.json(GameViews.game(game));
    }

    /** The path's game id, after checking that the (unused) body is within bounds. */
    private String id(Context ctx) {
        Bodies.text(ctx, maxJsonBytes);
        return ctx.pathParam("id");
    }
}
