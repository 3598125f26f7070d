package org.heterodox.server.chat.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;
import org.heterodox.server.chat.ChatLine;
import org.heterodox.server.chat.ChatService;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.Sides;

/** A game's chat: {@code GET/POST /api/games/{id}/chat} and {@code POST /api/games/{id}/chat/mute}. */
public final class ChatRoutes {
    private final ChatService chat;
    private final int maxJsonBytes;

    public ChatRoutes(ChatService chat, int maxJsonBytes) {
        this.chat = chat;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.get("/api/games/{id}/chat", this::lines);
        app.post("/api/games/{id}/chat", this::post);
        app.post("/api/games/{id}/chat/mute", this::mute);
    }

    private void lines(Context ctx) {
        String id = ctx.pathParam("id");
        String room = ctx.queryParam("room");
        Actor actor = actor(ctx);
        var lines = chat.lines(id, room == null ? ChatService.PLAYERS : room, actor).stream().map(ChatRoutes::view).toList();
        ctx.json(new ChatView(room == null ? ChatService.PLAYERS : room, lines, mutedBy(id, actor)));
    }

    private boolean mutedBy(String id, Actor actor) {
        return chat.mutedFor(id, actor);
    }

    private void post(Context ctx) {
        ChatRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ChatRequest.class);
        String room = Fields.required("room", request.room(), 20);
        String text = Fields.text("text", request.text(), 1000);
        Account account = CurrentPlayer.of(ctx);
        ChatLine line = chat.post(ctx.pathParam("id"), room, actor(ctx), account, text);
        ctx.status(201).json(view(line));
    }

    private void mute(Context ctx) {
        MuteRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), MuteRequest.class);
        if (request.muted() == null) {
            throw ApiException.badRequest("'muted' is required");
        }
        boolean muted = chat.mute(ctx.pathParam("id"), actor(ctx), request.muted());
        ctx.json(new ChatView(ChatService.PLAYERS, java.util.List.of(), muted));
    }

    private static Actor actor(Context ctx) {
        return CurrentPlayer.actor(ctx, Params.seatToken(ctx));
    }

    static ChatLineView view(ChatLine line) {
        return new ChatLineView(line.room(), line.seq(), line.author(), line.account() == null ? null : line.author(),
                line.side() < 0 ? null : Sides.name(line.side()), line.text(), line.at());
    }
}
