package org.heterodox.server.tournament.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.function.BiConsumer;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.tournament.ArbiterService;
import org.heterodox.server.tournament.Tournament;

/** The arbiter's routes of a Swiss: pairing a waiting round again or by hand, starting it, ending, half-point byes. */
final class ArbiterRoutes {
    /** The most boards a round has: every player of a full tournament paired. */
    static final int MAX_BOARDS = 100;

    private final ArbiterService arbiter;
    private final BiConsumer<Context, Tournament> answer;
    private final int maxJsonBytes;

    ArbiterRoutes(ArbiterService arbiter, BiConsumer<Context, Tournament> answer, int maxJsonBytes) {
        this.arbiter = arbiter;
        this.answer = answer;
        this.maxJsonBytes = maxJsonBytes;
    }

    void register(Javalin app) {
        app.post("/api/tournaments/{id}/pair-again", ctx -> {
            Account organiser = CurrentPlayer.require(ctx);
            Bodies.text(ctx, maxJsonBytes);
            answer.accept(ctx, arbiter.pairAgain(ctx.pathParam("id"), organiser));
        });
        app.put("/api/tournaments/{id}/rounds/{round}/pairing", this::setPairing);
        app.post("/api/tournaments/{id}/start-round", ctx -> {
            Account organiser = CurrentPlayer.require(ctx);
            Bodies.text(ctx, maxJsonBytes);
            answer.accept(ctx, arbiter.startRound(ctx.pathParam("id"), organiser));
        });
        app.post("/api/tournaments/{id}/end", ctx -> {
            Account organiser = CurrentPlayer.require(ctx);
            Bodies.text(ctx, maxJsonBytes);
            answer.accept(ctx, arbiter.end(ctx.pathParam("id"), organiser));
        });
        app.post("/api/tournaments/{id}/byes", this::requestBye);
    }

    private void setPairing(Context ctx) {
        Account organiser = CurrentPlayer.require(ctx);
        int round = round(ctx.pathParam("round"));
        PairingRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), PairingRequest.class);
        List<List<String>> boards = request.boards();
        if (boards == null) {
            throw ApiException.badRequest("'boards' is required (a list of [white, black] names)");
        }
        if (boards.size() > MAX_BOARDS) {
            throw ApiException.badRequest("'boards' has at most " + MAX_BOARDS + " entries");
        }
        for (List<String> board : boards) {
            if (board == null || board.size() != 2 || board.get(0) == null || board.get(1) == null) {
                throw ApiException.badRequest("each board is two player names, White then Black");
            }
            Fields.text("boards", board.get(0), 40);
            Fields.text("boards", board.get(1), 40);
        }
        String bye = Fields.text("bye", request.bye(), 40);
        if (bye != null && bye.isBlank()) {
            bye = null;
        }
        String reason = Fields.required("reason", request.reason(), 200).trim();
        if (reason.isEmpty()) {
            throw ApiException.badRequest("'reason' is required");
        }
        answer.accept(ctx, arbiter.setPairing(ctx.pathParam("id"), organiser, round, boards, bye, reason));
    }

    private void requestBye(Context ctx) {
        Account player = CurrentPlayer.require(ctx);
        ByeRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ByeRequest.class);
        if (request.round() == null) {
            throw ApiException.badRequest("'round' is required");
        }
        int round = Fields.range("round", request.round(), 1, 30, null);
        if (request.requested() == null) {
            throw ApiException.badRequest("'requested' is required (true: ask for the bye; false: take the request back)");
        }
        answer.accept(ctx, arbiter.requestBye(ctx.pathParam("id"), player, round, request.requested()));
    }

    private static int round(String text) {
        try {
            int round = Integer.parseInt(text);
            if (round >= 1 && round <= 30) {
                return round;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw ApiException.badRequest("the round must be a number from 1 to 30");
    }
}
