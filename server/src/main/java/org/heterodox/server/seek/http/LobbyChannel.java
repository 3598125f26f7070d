package org.heterodox.server.seek.http;

import io.javalin.Javalin;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ClientAddress;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.ErrorMessage;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.PingOnlyAnswers;
import org.heterodox.server.api.RateLimiter;
import org.heterodox.server.api.SessionGuard;
import org.heterodox.server.api.SocketSender;
import org.heterodox.server.seek.Presence;
import org.heterodox.server.seek.SeekListener;
import org.heterodox.server.seek.SeekService;

/**
 * The lobby's live channel ({@code /api/lobby/live}): every client gets the open seeks ({@code seeks})
 * and who is online ({@code online}) on connecting and whenever they change; a logged-in seeker gets
 * {@code seek-accepted} with the game when a seek of theirs is taken. A logged-in client counts as
 * online while connected. Clients send only {@code {"action": "ping"}}.
 */
public final class LobbyChannel implements SeekListener {
    /** The channel's route, also its label in the connection count. */
    public static final String PATH = "/api/lobby/live";
    static final int MAX_CLIENTS = 5000;
    static final int MAX_NAMES = 100;
    private static final String ACCOUNT = "heterodox.lobby.account";

    private final SeekService seeks;
    private final SeekViews views;
    private final Presence presence;
    private final RateLimiter limiter;
    private final SessionGuard sessions;
    private final Set<WsContext> clients = ConcurrentHashMap.newKeySet();

    LobbyChannel(SeekService seeks, SeekViews views, Presence presence, RateLimiter limiter, SessionGuard sessions) {
        this.seeks = seeks;
        this.views = views;
        this.presence = presence;
        this.limiter = limiter;
        this.sessions = sessions;
        seeks.listen(this);
        presence.onChange(this::onlineChanged);
    }

    public void register(Javalin app) {
        app.ws(PATH, ws -> {
            ws.onConnect(ctx -> {
                if (!limiter.tryAcquire(ClientAddress.of(ctx)) || clients.size() >= MAX_CLIENTS) {
                    send(ctx, Json.write(new ErrorMessage(429, "too many requests; slow down")));
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "rate limited");
                    return;
                }
                sessions.connect(ctx);
                clients.add(ctx);
                send(ctx, Json.write(views.list(seeks.list())));
                send(ctx, Json.write(online()));
                Account account = CurrentPlayer.of(ctx);
                if (account != null) {
                    ctx.attribute(ACCOUNT, account.id());
                    presence.connected(account.id(), account.name());
                }
            });
            ws.onMessage(ctx -> PingOnlyAnswers.answer(ctx, limiter, "lobby", this::send));
            ws.onClose(this::forget);
            ws.onError(this::forget);
        });
    }

    @Override
    public void seeksChanged() {
        broadcast(Json.write(views.list(seeks.list())));
    }

    @Override
    public void seekAccepted(String seekId, long seeker, String gameId) {
        String text = Json.write(new SeekAcceptedMessage("seek-accepted", seekId, gameId));
        for (WsContext ctx : clients) {
            Long account = ctx.attribute(ACCOUNT);
            if (account != null && account == seeker) {
                send(ctx, text);
            }
        }
    }

    private void onlineChanged() {
        broadcast(Json.write(online()));
    }

    private OnlineMessage online() {
        Presence.Online online = presence.online(MAX_NAMES);
        return new OnlineMessage("online", online.count(), online.names());
    }

    private void broadcast(String text) {
        for (WsContext ctx : clients) {
            send(ctx, text);
        }
    }

    private void forget(WsContext ctx) {
        if (clients.remove(ctx)) {
            Long account = ctx.attribute(ACCOUNT);
            if (account != null) {
                presence.disconnected(account);
            }
        }
    }

    private void send(WsContext ctx, String text) {
        SocketSender.send(ctx, text, () -> forget(ctx));
    }
}
