package org.heterodox.server.api;

import io.javalin.Javalin;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.request.LiveRequest;
import org.heterodox.server.api.view.AnalysisMessage;
import org.heterodox.server.api.view.ChatMessage;
import org.heterodox.server.api.view.ErrorMessage;
import org.heterodox.server.api.view.PongMessage;
import org.heterodox.server.api.view.StateMessage;
import org.heterodox.server.game.DrawAction;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameService;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.seek.Presence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket channel of each game, {@code /api/games/{id}/live}. On connecting, a client gets the
 * full state. It hears the game service's {@link GameEvent}s and passes them to every client of the
 * game (players and spectators): a move as a move event (the move in every notation and what
 * changed with it, for clients to apply to the state they hold), any other change as the full
 * state with the event that caused it, and an engine seat's progress. Each carries the game's
 * {@code version}: a client keeps the highest it has seen, and asks for the state again when it
 * misses a move. Players may also act over the channel by sending
 * {@code {"action": ..., "token": ...}} messages; refusals go to the sender only.
 */
public final class LiveChannel {
    static final int MAX_CLIENTS_PER_GAME = 1000;
    private static final Logger LOG = LoggerFactory.getLogger(LiveChannel.class);

    private final GameService games;
    private final RateLimiter limiter;
    private final SessionGuard sessions;
    /** Who is online: a logged-in watcher or player of a game counts; null until set. */
    private volatile Presence presence;
    private static final String ACCOUNT = "heterodox.live.account";
    private final Map<String, Set<WsContext>> clients = new ConcurrentHashMap<>();

    public LiveChannel(GameService games, RateLimiter limiter, SessionGuard sessions) {
        this.sessions = sessions;
        this.games = games;
        this.limiter = limiter;
        games.events().subscribe(this::deliver);
    }

    public void presence(Presence presence) {
        this.presence = presence;
    }

    public void register(Javalin app) {
        app.ws("/api/games/{id}/live", ws -> {
            ws.onConnect(ctx -> {
                sessions.connect(ctx);
                if (!limiter.tryAcquire(clientOf(ctx))) {
                    send(ctx, Json.write(new ErrorMessage(429, "too many requests; slow down")));
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "rate limited");
                    return;
                }
                String id = ctx.pathParam("id");
                GameSnapshot game;
                try {
                    game = games.get(id);
                } catch (GameException e) {
                    send(ctx, Json.write(new ErrorMessage(ErrorStatus.of(e.kind()), e.getMessage())));
                    ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "no such game");
                    return;
                }
                Set<WsContext> set = clients.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet());
                if (set.size() >= MAX_CLIENTS_PER_GAME) {
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "too many watchers");
                    return;
                }
                set.add(ctx);
                Account account = CurrentPlayer.of(ctx);
                Presence online = presence;
                if (account != null && online != null) {
                    ctx.attribute(ACCOUNT, account.id());
                    online.connected(account.id(), account.name());
                }
                send(ctx, state(game, "connected"));
            });
            ws.onMessage(ctx -> handle(ctx, ctx.message()));
            ws.onClose(ctx -> forget(ctx));
            ws.onError(ctx -> forget(ctx));
        });
    }

    /** Passes one of the game service's events to the game's clients, written once for all of them. */
    private void deliver(GameEvent event) {
        Set<WsContext> set = clients.get(event.gameId());
        if (set == null || set.isEmpty()) {
            return;
        }
        String text = Json.write(message(event));
        for (WsContext ctx : set) {
            send(ctx, text);
        }
    }

    private void handle(WsContext ctx, String message) {
        if (!limiter.tryAcquire(clientOf(ctx))) {
            send(ctx, Json.write(new ErrorMessage(429, "too many messages; slow down")));
            return;
        }
        String id = ctx.pathParam("id");
        try {
            LiveRequest request = Json.read(message, LiveRequest.class);
            String action = Fields.required("action", request.action(), 10);
            String token = Fields.text("token", request.token(), 100);
            switch (action) {
                case "state" -> send(ctx, state(games.get(id), "state"));
                case "move" -> games.move(id, CurrentPlayer.actor(ctx, token), Fields.required("move", request.move(), MoveReader.MAX_LENGTH),
                        Fields.range("plies", request.plies(), 0, Integer.MAX_VALUE, null));
                case "resign" -> games.resign(id, CurrentPlayer.actor(ctx, token));
                case "abort" -> games.abort(id, CurrentPlayer.actor(ctx, token));
                case "claim" -> games.claim(id, CurrentPlayer.actor(ctx, token));
                case "draw" -> {
                    String text = Fields.required("draw", request.draw(), 10);
                    DrawAction draw = DrawAction.fromWire(text);
                    if (draw == null) {
                        throw ApiException.badRequest("'draw' must be offer, accept or decline, not '" + text + "'");
                    }
                    games.draw(id, CurrentPlayer.actor(ctx, token), draw);
                }
                case "ping" -> send(ctx, Json.write(PongMessage.PONG));
                default -> throw ApiException.badRequest("unknown action '" + action
                        + "'; expected state, move, resign, draw, abort, claim or ping");
            }
        } catch (GameException e) {
            send(ctx, Json.write(new ErrorMessage(ErrorStatus.of(e.kind()), e.getMessage())));
        } catch (ApiException e) {
            send(ctx, Json.write(new ErrorMessage(e.status(), e.getMessage())));
        } catch (RuntimeException e) {
            LOG.error("WebSocket message for game {} failed", id, e);
            send(ctx, Json.write(new ErrorMessage(500, "internal server error")));
        }
    }

    private void forget(WsContext ctx) {
        Set<WsContext> set = clients.get(ctx.pathParam("id"));
        if (set != null) {
            if (set.remove(ctx)) {
                Long account = ctx.attribute(ACCOUNT);
                Presence online = presence;
                if (account != null && online != null) {
                    online.disconnected(account);
                }
            }
            if (set.isEmpty()) {
                clients.remove(ctx.pathParam("id"), set);
            }
        }
    }

    /** Sends without blocking: a slow client must not hold up the game's other clients. */
    private void send(WsContext ctx, String text) {
        if (!ctx.session.isOpen()) {
            return;
        }
        ctx.session.getRemote().sendString(text, new WriteCallback() {
            @Override
            public void writeFailed(Throwable failure) {
                LOG.debug("dropping WebSocket client after failed send: {}", failure.toString());
                forget(ctx);
            }
        });
    }

    public static String clientOf(WsContext ctx) {
        SocketAddress address = ctx.session.getRemoteAddress();
        if (address instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress().getHostAddress();
        }
        return String.valueOf(address);
    }

    private static Object message(GameEvent event) {
        if (event instanceof GameEvent.Moved moved) {
            return GameViews.moved(moved);
        }
        if (event instanceof GameEvent.Changed changed) {
            return new StateMessage(changed.event(), GameViews.game(changed.game()));
        }
        if (event instanceof GameEvent.Chat chat) {
            return new ChatMessage("chat", chat.room(), chat.seq());
        }
        GameEvent.EngineThinking thinking = (GameEvent.EngineThinking) event;
        return new AnalysisMessage(PositionAnalyses.view(thinking.plies(), thinking.side(), thinking.analysis()));
    }

    private static String state(GameSnapshot game, String event) {
        return Json.write(new StateMessage(event, GameViews.game(game)));
    }
}
