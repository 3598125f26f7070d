package org.heterodox.server.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import org.heterodox.server.engine.EngineAnalysis;
import org.heterodox.server.game.DrawAction;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameListener;
import org.heterodox.server.game.GameService;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.Sides;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket channel of each game, {@code /api/games/{id}/live}. On connecting, a client gets the
 * full state; after every stored change, every client of the game (players and spectators) gets
 * the full state again with the event that caused it. Each state carries the game's
 * {@code version}: a client keeps the highest it has seen. Players may also act over the channel
 * by sending {@code {"action": ..., "token": ...}} messages; refusals go to the sender only.
 */
public final class LiveChannel implements GameListener {
    static final int MAX_CLIENTS_PER_GAME = 1000;
    private static final Logger LOG = LoggerFactory.getLogger(LiveChannel.class);
    private static final Set<String> MESSAGE_FIELDS = Set.of("action", "token", "move", "plies", "draw");

    private final GameService games;
    private final RateLimiter limiter;
    private final Map<String, Set<WsContext>> clients = new ConcurrentHashMap<>();

    public LiveChannel(GameService games, RateLimiter limiter) {
        this.games = games;
        this.limiter = limiter;
    }

    public void register(Javalin app) {
        app.ws("/api/games/{id}/live", ws -> {
            ws.onConnect(ctx -> {
                if (!limiter.tryAcquire(clientOf(ctx))) {
                    send(ctx, error(429, "too many requests; slow down"));
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "rate limited");
                    return;
                }
                String id = ctx.pathParam("id");
                GameSnapshot game;
                try {
                    game = games.get(id);
                } catch (GameException e) {
                    send(ctx, error(e.status(), e.getMessage()));
                    ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "no such game");
                    return;
                }
                Set<WsContext> set = clients.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet());
                if (set.size() >= MAX_CLIENTS_PER_GAME) {
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "too many watchers");
                    return;
                }
                set.add(ctx);
                send(ctx, state(game, "connected"));
            });
            ws.onMessage(ctx -> handle(ctx, ctx.message()));
            ws.onClose(ctx -> forget(ctx));
            ws.onError(ctx -> forget(ctx));
        });
    }

    @Override
    public void changed(GameSnapshot game, String event) {
        Set<WsContext> set = clients.get(game.id());
        if (set == null || set.isEmpty()) {
            return;
        }
        String text = state(game, event);
        for (WsContext ctx : set) {
            send(ctx, text);
        }
    }

    @Override
    public void analysis(String gameId, int plies, int side, EngineAnalysis analysis) {
        Set<WsContext> set = clients.get(gameId);
        if (set == null || set.isEmpty()) {
            return;
        }
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("type", "analysis");
        json.setAll(analysisJson(plies, side, analysis));
        String text = write(json);
        for (WsContext ctx : set) {
            send(ctx, text);
        }
    }

    /** An analysis as the channel pushes it and {@code GET /api/games/{id}/analysis} answers it. */
    static ObjectNode analysisJson(int plies, int side, EngineAnalysis analysis) {
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("plies", plies);
        json.put("side", Sides.name(side));
        json.put("depth", analysis.depth());
        if (analysis.mateIn() != null) {
            json.put("mateIn", analysis.mateIn());
        } else {
            json.put("centipawns", analysis.centipawns());
        }
        json.put("nodes", analysis.nodes());
        json.put("timeMs", analysis.timeMs());
        ArrayNode pv = json.putArray("pv");
        analysis.principalVariation().forEach(pv::add);
        return json;
    }

    private void handle(WsContext ctx, String message) {
        if (!limiter.tryAcquire(clientOf(ctx))) {
            send(ctx, error(429, "too many messages; slow down"));
            return;
        }
        String id = ctx.pathParam("id");
        try {
            JsonFields json = JsonFields.parse(message, MESSAGE_FIELDS);
            String action = json.requiredString("action", 10);
            String token = json.string("token", 100);
            switch (action) {
                case "state" -> send(ctx, state(games.get(id), "state"));
                case "move" -> games.move(id, token, json.requiredString("move", MoveReader.MAX_LENGTH),
                        json.integer("plies", 0, Integer.MAX_VALUE, null));
                case "resign" -> games.resign(id, token);
                case "abort" -> games.abort(id, token);
                case "claim" -> games.claim(id, token);
                case "draw" -> {
                    String text = json.requiredString("draw", 10);
                    DrawAction draw = DrawAction.fromWire(text);
                    if (draw == null) {
                        throw ApiException.badRequest("'draw' must be offer, accept or decline, not '" + text + "'");
                    }
                    games.draw(id, token, draw);
                }
                case "ping" -> send(ctx, "{\"type\":\"pong\"}");
                default -> throw ApiException.badRequest("unknown action '" + action
                        + "'; expected state, move, resign, draw, abort, claim or ping");
            }
        } catch (GameException e) {
            send(ctx, error(e.status(), e.getMessage()));
        } catch (RuntimeException e) {
            LOG.error("WebSocket message for game {} failed", id, e);
            send(ctx, error(500, "internal server error"));
        }
    }

    private void forget(WsContext ctx) {
        Set<WsContext> set = clients.get(ctx.pathParam("id"));
        if (set != null) {
            set.remove(ctx);
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

    static String clientOf(WsContext ctx) {
        SocketAddress address = ctx.session.getRemoteAddress();
        if (address instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress().getHostAddress();
        }
        return String.valueOf(address);
    }

    private static String state(GameSnapshot game, String event) {
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("type", "state");
        json.put("event", event);
        json.set("game", GameJson.game(game));
        return write(json);
    }

    static String error(int status, String message) {
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("type", "error");
        json.put("status", status);
        json.put("error", message);
        return write(json);
    }

    private static String write(ObjectNode json) {
        try {
            return JsonFields.MAPPER.writeValueAsString(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }
}
