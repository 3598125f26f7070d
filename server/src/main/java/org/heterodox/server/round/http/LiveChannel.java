package org.heterodox.server.round.http;

import io.javalin.Javalin;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.account.Account;
import org.heterodox.server.analysis.http.PositionAnalyses;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.ClientAddress;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.ErrorMessage;
import org.heterodox.server.api.ErrorStatus;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.PongMessage;
import org.heterodox.server.api.RateLimiter;
import org.heterodox.server.api.SessionGuard;
import org.heterodox.server.api.SocketSender;
import org.heterodox.server.chat.http.ChatMessage;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.http.GameViews;
import org.heterodox.server.game.http.StateMessage;
import org.heterodox.server.i18n.ErrorTexts;
import org.heterodox.server.i18n.RequestLanguage;
import org.heterodox.server.round.Rounds;
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
    /** The channel's route, also its label in the connection count. */
    public static final String PATH = "/api/games/{id}/live";
    static final int MAX_CLIENTS_PER_GAME = 1000;
    private static final Logger LOG = LoggerFactory.getLogger(LiveChannel.class);

    private final Rounds games;
    private final RateLimiter limiter;
    private final SessionGuard sessions;
    /** Who is online: a logged-in watcher or player of a game counts; null until set. */
    private volatile Presence presence;
    /** Refuses (with an ApiException) a player who may not start games: the HTTP routes' gate, for the channel's rematches. */
    private volatile Consumer<Account> playGate = account -> { };
    private static final String ACCOUNT = "heterodox.live.account";
    private final Map<String, Set<WsContext>> clients = new ConcurrentHashMap<>();

    public LiveChannel(Rounds games, RateLimiter limiter, SessionGuard sessions) {
        this.sessions = sessions;
        this.games = games;
        this.limiter = limiter;
        games.events().subscribe(this::deliver);
    }

    public void presence(Presence presence) {
        this.presence = presence;
    }

    /** What a rematch offered or accepted over the channel must pass, as a POST to the rematch route does. */
    public void playGate(Consumer<Account> gate) {
        this.playGate = gate;
    }

    public void register(Javalin app) {
        app.ws(PATH, ws -> {
            ws.onConnect(ctx -> {
                sessions.connect(ctx);
                if (!limiter.tryAcquire(ClientAddress.of(ctx))) {
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
        if (!limiter.tryAcquire(ClientAddress.of(ctx))) {
            send(ctx, Json.write(new ErrorMessage(429, translated(ctx, "too many messages; slow down"))));
            return;
        }
        String id = ctx.pathParam("id");
        Integer requestId = null;
        try {
            LiveRequest request = Json.read(message, LiveRequest.class);
            requestId = request.id();
            GameSnapshot after = act(ctx, id, request);
            if (requestId != null && after != null) {
                send(ctx, Json.write(new AckMessage(requestId, after.version())));
            }
        } catch (GameException e) {
            send(ctx, Json.write(new ErrorMessage(ErrorStatus.of(e.kind()), translated(ctx, e.getMessage()), requestId)));
        } catch (ApiException e) {
            send(ctx, Json.write(new ErrorMessage(e.status(), translated(ctx, e.getMessage()), requestId)));
        } catch (RuntimeException e) {
            LOG.error("WebSocket message for game {} failed", id, e);
            send(ctx, Json.write(new ErrorMessage(500, "internal server error", requestId)));
        }
    }

    /**
     * A refusal in the client's language: a browser cannot set a WebSocket's Accept-Language, so the
     * page names its language in the channel's address ({@code ?lang=it}).
     */
    private static String translated(WsContext ctx, String message) {
        return ErrorTexts.translate(message, RequestLanguage.of(ctx.queryParam("lang")));
    }

    /** Carries out one client message; gives the game after a command, null for state and ping. */
    private GameSnapshot act(WsContext ctx, String id, LiveRequest request) {
        String action = Fields.required("action", request.action(), 10);
        String token = Fields.text("token", request.token(), 100);
        Actor actor = CurrentPlayer.actor(ctx, token);
        switch (action) {
            case "state" -> {
                send(ctx, state(games.get(id), "state"));
                return null;
            }
            case "ping" -> {
                send(ctx, Json.write(PongMessage.PONG));
                return null;
            }
            case "move" -> {
                return games.move(id, actor, Fields.required("move", request.move(), MoveReader.MAX_LENGTH),
                        Fields.range("plies", request.plies(), 0, Integer.MAX_VALUE, null));
            }
            case "resign" -> {
                return games.resign(id, actor);
            }
            case "abort" -> {
                return games.abort(id, actor);
            }
            case "claim" -> {
                return games.claim(id, actor);
            }
            case "draw" -> {
                return games.draw(id, actor, RoundRoutes.offerAction("draw", request.draw()));
            }
            case "takeback" -> {
                return games.takeback(id, actor, RoundRoutes.offerAction("offer", request.offer()));
            }
            case "rematch" -> {
                OfferAction offer = RoundRoutes.offerAction("offer", request.offer());
                if (offer != OfferAction.DECLINE) {
                    playGate.accept(CurrentPlayer.of(ctx)); // a rematch is a new game
                }
                return games.rematch(id, actor, offer);
            }
            default -> throw ApiException.badRequest("unknown action '" + action
                    + "'; expected state, move, resign, draw, takeback, rematch, abort, claim or ping");
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
        SocketSender.send(ctx, text, () -> {
            LOG.debug("dropping WebSocket client after a failed send");
            forget(ctx);
        });
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
