package org.heterodox.server.tournament.http;

import io.javalin.Javalin;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.Map;
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
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentException;
import org.heterodox.server.tournament.TournamentListener;
import org.heterodox.server.tournament.TournamentService;

/**
 * A tournament's live channel ({@code /api/tournaments/{id}/live}): the whole tournament on connecting
 * and after every change, so standings pages and players' pages follow rounds and results as they
 * happen. Clients send only {@code {"action": "ping"}}. A logged-in client's open connection is its
 * player's presence in an arena (lichess pairs only the players present): the player is in the arena
 * while it stays open.
 */
public final class TournamentChannel implements TournamentListener {
    /** The channel's route, also its label in the connection count. */
    public static final String PATH = "/api/tournaments/{id}/live";
    static final int MAX_CLIENTS = 5000;
    /** The connection's attribute naming the account it makes present. */
    private static final String PRESENT = "tournament.present";

    private final TournamentService tournaments;
    private final TournamentViews views;
    private final RateLimiter limiter;
    private final SessionGuard sessions;
    private final Map<String, Set<WsContext>> watchers = new ConcurrentHashMap<>();

    public TournamentChannel(TournamentService tournaments, TournamentViews views, RateLimiter limiter,
                             SessionGuard sessions) {
        this.tournaments = tournaments;
        this.views = views;
        this.limiter = limiter;
        this.sessions = sessions;
        tournaments.listen(this);
    }

    public void register(Javalin app) {
        app.ws(PATH, ws -> {
            ws.onConnect(ctx -> {
                if (!limiter.tryAcquire(ClientAddress.of(ctx)) || count() >= MAX_CLIENTS) {
                    send(ctx, Json.write(new ErrorMessage(429, "too many requests; slow down")));
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "rate limited");
                    return;
                }
                Tournament t;
                try {
                    t = tournaments.get(ctx.pathParam("id"));
                } catch (TournamentException e) {
                    send(ctx, Json.write(new ErrorMessage(e.status(), e.getMessage())));
                    ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "no such tournament");
                    return;
                }
                sessions.connect(ctx);
                Account account = CurrentPlayer.of(ctx);
                if (account != null && tournaments.connected(t, account.id())) {
                    ctx.attribute(PRESENT, account.id());
                }
                watchers.computeIfAbsent(t.id(), k -> ConcurrentHashMap.newKeySet()).add(ctx);
                if (!ctx.session.isOpen()) {
                    forget(ctx); // closed meanwhile: its presence must not outlive it
                    return;
                }
                String text;
                synchronized (t) {
                    text = Json.write(new TournamentMessage("connected", views.tournament(t)));
                }
                send(ctx, text);
            });
            ws.onMessage(ctx -> PingOnlyAnswers.answer(ctx, limiter, "tournament", this::send));
            ws.onClose(this::forget);
            ws.onError(this::forget);
        });
    }

    /** Called under the tournament's monitor, after the change is stored. */
    @Override
    public void changed(Tournament tournament, String event) {
        Set<WsContext> clients = watchers.get(tournament.id());
        if (clients == null || clients.isEmpty()) {
            return;
        }
        String text = Json.write(new TournamentMessage(event, views.tournament(tournament)));
        for (WsContext ctx : clients) {
            send(ctx, text);
        }
    }

    private int count() {
        return watchers.values().stream().mapToInt(Set::size).sum();
    }

    private void forget(WsContext ctx) {
        Long account = ctx.attribute(PRESENT);
        for (Map.Entry<String, Set<WsContext>> entry : watchers.entrySet()) {
            if (entry.getValue().remove(ctx) && account != null) {
                tournaments.disconnected(entry.getKey(), account);
            }
        }
    }

    private void send(WsContext ctx, String text) {
        SocketSender.send(ctx, text, () -> forget(ctx));
    }
}
