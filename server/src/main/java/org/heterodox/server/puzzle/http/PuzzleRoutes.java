package org.heterodox.server.puzzle.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.puzzle.Puzzle;
import org.heterodox.server.puzzle.PuzzleService;
import org.heterodox.server.rating.Rating;

/**
 * The puzzle trainer over HTTP: the games with puzzles, the next puzzle of a game for the player (or
 * a logged-out visitor), and the judging of an answer, rated for logged-in players.
 */
public final class PuzzleRoutes {
    private final PuzzleService puzzles;
    private final int maxJsonBytes;

    public PuzzleRoutes(PuzzleService puzzles, int maxJsonBytes) {
        this.puzzles = puzzles;
        this.maxJsonBytes = maxJsonBytes;
    }

    /** {@code POST /api/puzzles/{id}/attempt}'s body. */
    public record AttemptRequest(String move) {
    }

    public void register(Javalin app) {
        app.get("/api/puzzles", this::overview);
        app.get("/api/puzzles/next", this::next);
        app.get("/api/puzzles/{id}", ctx -> ctx.json(view(puzzles.puzzle(pathId(ctx)))));
        app.post("/api/puzzles/{id}/attempt", this::attempt);
    }

    private void overview(Context ctx) {
        List<PuzzleOverviewView.Game> games = new ArrayList<>();
        puzzles.counts().forEach((variant, count) -> games.add(new PuzzleOverviewView.Game(variant, count)));
        List<PuzzleOverviewView.PlayerRating> ratings = new ArrayList<>();
        Account me = CurrentPlayer.of(ctx);
        if (me != null) {
            for (PuzzleOverviewView.Game game : games) {
                puzzles.store().rating(me.id(), game.variant()).ifPresent(r -> ratings.add(new PuzzleOverviewView.PlayerRating(
                        game.variant(), (int) Math.round(r.rating().rating()), r.rating().provisional(), r.attempts(), r.solved())));
            }
        }
        ctx.json(new PuzzleOverviewView(games, ratings));
    }

    private void next(Context ctx) {
        String spec = Fields.required("variant", ctx.queryParam("variant"), 200);
        String variant = GameFields.variant(spec).spec().toString();
        long after = longParam(ctx, "after");
        Account me = CurrentPlayer.of(ctx);
        Puzzle puzzle = puzzles.next(variant, me == null ? null : me.id(), after)
                .orElseThrow(() -> new ApiException(404, "no puzzle left in " + variant
                        + (me == null ? "" : " that you have not tried")));
        ctx.json(view(puzzle));
    }

    private static PuzzleView view(Puzzle puzzle) {
        Position position = PuzzleService.position(puzzle);
        MoveNotation machine = position.variant().machineNotation();
        MoveList legal = new MoveList();
        position.generate(legal);
        List<String> moves = new ArrayList<>(legal.size());
        for (int i = 0; i < legal.size(); i++) {
            moves.add(machine.format(position, legal.get(i)));
        }
        return new PuzzleView(puzzle.id(), puzzle.variant(), puzzle.fen(), position.sideToMove() == 0 ? "first" : "second",
                puzzle.tags(), (int) Math.round(puzzle.rating().rating()), puzzle.plays(), moves);
    }

    private void attempt(Context ctx) {
        AttemptRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), AttemptRequest.class);
        String move = Fields.required("move", request.move(), 32);
        long id = pathId(ctx);
        Account me = CurrentPlayer.of(ctx);
        PuzzleService.Attempt attempt = puzzles.attempt(id, move, me == null ? null : me.id());
        Position position = PuzzleService.position(attempt.puzzle());
        MoveNotation record = position.variant().notations().get(0);
        MoveNotation machine = position.variant().machineNotation();
        String answer = record.format(position, attempt.answer());
        String solution = record.format(position, attempt.solution());
        String solutionUci = machine.format(position, attempt.solution());
        List<String> line = new ArrayList<>();
        Position walk = position.copy();
        for (String text : attempt.puzzle().line()) {
            try {
                int step = org.heterodox.rules.format.MoveReader.readDecision(walk, text);
                line.add(record.format(walk, step));
                walk.make(step);
            } catch (org.heterodox.rules.format.FormatException e) {
                break; // the line is shown as far as it reads
            }
        }
        Position after = position.copy();
        after.make(attempt.solution());
        ctx.json(new PuzzleAttemptView(attempt.solved(), answer, solution, solutionUci, after.toFen(), line,
                change(attempt.puzzleBefore(), attempt.puzzleAfter()),
                attempt.playerBefore() == null ? null : change(attempt.playerBefore(), attempt.playerAfter())));
    }

    private static PuzzleAttemptView.RatingChange change(Rating before, Rating after) {
        return new PuzzleAttemptView.RatingChange((int) Math.round(before.rating()), (int) Math.round(after.rating()),
                after.provisional());
    }

    private static long pathId(Context ctx) {
        String text = ctx.pathParam("id");
        try {
            long id = Long.parseLong(text);
            if (id > 0) {
                return id;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new ApiException(404, "no puzzle '" + (text.length() > 30 ? text.substring(0, 30) + "..." : text) + "'");
    }

    private static long longParam(Context ctx, String name) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            return 0;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("'" + name + "' must be a puzzle id");
        }
    }
}
