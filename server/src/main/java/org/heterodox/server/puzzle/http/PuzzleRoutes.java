package org.heterodox.server.puzzle.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;
import org.heterodox.server.puzzle.Puzzle;
import org.heterodox.server.puzzle.PuzzleHistoryStore;
import org.heterodox.server.puzzle.PuzzleService;
import org.heterodox.server.puzzle.PuzzleThemes;
import org.heterodox.server.rating.Rating;

/**
 * The puzzle trainer over HTTP: the games with puzzles and their themes, the next puzzle of a game (of a
 * theme, or a streak's next) for the player or a logged-out visitor, the moves of a puzzle judged one at
 * a time with the opponent's replies, and the player's history.
 */
public final class PuzzleRoutes {
    /** The longest page of history. */
    public static final int MAX_PAGE = 100;
    /** A run token: 32 random bytes in URL-safe base64 are 43 characters. */
    private static final int MAX_RUN = 64;

    private final PuzzleService puzzles;
    private final int maxJsonBytes;

    public PuzzleRoutes(PuzzleService puzzles, int maxJsonBytes) {
        this.puzzles = puzzles;
        this.maxJsonBytes = maxJsonBytes;
    }

    /** {@code POST /api/puzzles/{id}/attempt}'s body: the run the puzzle was handed out with, and the move. */
    public record AttemptRequest(String run, String move) {
    }

    public void register(Javalin app) {
        app.get("/api/puzzles", this::overview);
        app.get("/api/puzzles/next", this::next);
        app.get("/api/puzzles/history", this::history);
        app.get("/api/puzzles/{id}", ctx -> {
            Account me = CurrentPlayer.of(ctx);
            ctx.json(view(puzzles.share(pathId(ctx), me == null ? null : me.id())));
        });
        app.post("/api/puzzles/{id}/attempt", this::attempt);
    }

    private void overview(Context ctx) {
        List<PuzzleOverviewView.Game> games = new ArrayList<>();
        Map<String, Map<String, Integer>> themes = puzzles.store().themeCounts();
        puzzles.counts().forEach((variant, count) -> games.add(new PuzzleOverviewView.Game(variant, count,
                themes.getOrDefault(variant, Map.of()).entrySet().stream()
                        .map(e -> new PuzzleOverviewView.Theme(e.getKey(), e.getValue())).toList())));
        List<PuzzleOverviewView.PlayerRating> ratings = new ArrayList<>();
        List<PuzzleOverviewView.BestStreak> streaks = new ArrayList<>();
        Account me = CurrentPlayer.of(ctx);
        if (me != null) {
            for (PuzzleOverviewView.Game game : games) {
                puzzles.store().rating(me.id(), game.variant()).ifPresent(r -> ratings.add(new PuzzleOverviewView.PlayerRating(
                        game.variant(), (int) Math.round(r.rating().rating()), r.rating().provisional(), r.attempts(), r.solved())));
            }
            puzzles.history().bestStreaks(me.id()).forEach((variant, best) -> streaks.add(new PuzzleOverviewView.BestStreak(variant, best)));
        }
        ctx.json(new PuzzleOverviewView(games, ratings, streaks));
    }

    private void next(Context ctx) {
        Account me = CurrentPlayer.of(ctx);
        Long account = me == null ? null : me.id();
        String mode = ctx.queryParam("mode");
        String run = ctx.queryParam("run");
        if (run != null && !run.isBlank()) {
            if (!"streak".equals(mode)) {
                throw ApiException.badRequest("'run' continues a streak: it needs mode=streak");
            }
            ctx.json(view(puzzles.continueStreak(Fields.required("run", run, MAX_RUN), account)));
            return;
        }
        String variant = GameFields.variant(Fields.required("variant", ctx.queryParam("variant"), 200)).spec().toString();
        String theme = PuzzleThemes.checked(ctx.queryParam("theme"));
        if ("streak".equals(mode)) {
            ctx.json(view(puzzles.startStreak(variant, theme, account)));
            return;
        }
        if (mode != null && !mode.isBlank() && !"rated".equals(mode)) {
            throw ApiException.badRequest("'mode' is rated or streak");
        }
        long after = longParam(ctx, "after");
        PuzzleService.Handout handout = puzzles.next(variant, theme, account, after)
                .orElseThrow(() -> new ApiException(404, "no puzzle left in " + variant
                        + (theme == null ? "" : " with the theme " + theme) + (me == null ? "" : " that you have not tried")));
        ctx.json(view(handout));
    }

    private void history(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        int limit = Params.intParam(ctx, "limit", 1, MAX_PAGE, 20);
        long before = longParam(ctx, "before");
        List<PuzzleHistoryStore.Entry> page = puzzles.history().page(me.id(), before, limit + 1);
        List<PuzzleHistoryView.Entry> entries = page.stream().limit(limit).map(e -> new PuzzleHistoryView.Entry(e.puzzleId(),
                e.variant(), e.at(), e.streak() ? "streak" : "rated", e.solved(), e.ratingBefore(), e.ratingAfter())).toList();
        ctx.json(new PuzzleHistoryView(entries, page.size() > limit ? page.get(limit - 1).id() : null));
    }

    private static PuzzleView view(PuzzleService.Handout handout) {
        Puzzle puzzle = handout.puzzle();
        Position position = PuzzleService.position(puzzle);
        return new PuzzleView(puzzle.id(), puzzle.variant(), puzzle.fen(), position.sideToMove() == 0 ? "first" : "second",
                puzzle.themes(), (int) Math.round(puzzle.rating().rating()), puzzle.plays(), legalMoves(position),
                handout.run(), handout.state().streak() ? "streak" : "rated",
                handout.state().streak() ? handout.state().solved() : null);
    }

    private static List<String> legalMoves(Position position) {
        MoveNotation machine = position.variant().machineNotation();
        MoveList legal = new MoveList();
        position.generate(legal);
        List<String> moves = new ArrayList<>(legal.size());
        for (int i = 0; i < legal.size(); i++) {
            moves.add(machine.format(position, legal.get(i)));
        }
        return moves;
    }

    private void attempt(Context ctx) {
        AttemptRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), AttemptRequest.class);
        String run = Fields.required("run", request.run(), MAX_RUN);
        String move = Fields.required("move", request.move(), MoveReader.MAX_LENGTH);
        long id = pathId(ctx);
        Account me = CurrentPlayer.of(ctx);
        PuzzleService.Step step = puzzles.move(id, run, move, me == null ? null : me.id());
        Position position = step.before();
        MoveNotation record = position.variant().notations().get(0);
        MoveNotation machine = position.variant().machineNotation();
        String answer = record.format(position, step.answer());
        int shown = step.correct() ? step.answer() : step.expected();
        Position after = position.copy();
        after.make(shown);
        PuzzleAttemptView.Reply reply = null;
        if (step.reply() != null) {
            String replyText = record.format(after, step.reply());
            String replyUci = machine.format(after, step.reply());
            Position replied = after.copy();
            replied.make(step.reply());
            reply = new PuzzleAttemptView.Reply(replyText, replyUci, replied.toFen(), legalMoves(replied));
        }
        List<String> line = new ArrayList<>();
        List<String> lineUci = new ArrayList<>();
        if (step.done()) {
            Position walk = PuzzleService.position(step.puzzle());
            for (String text : step.puzzle().line()) {
                try {
                    int ply = MoveReader.readDecision(walk, text);
                    line.add(record.format(walk, ply));
                    lineUci.add(machine.format(walk, ply));
                    walk.make(ply);
                } catch (FormatException e) {
                    break; // the line is shown as far as it reads
                }
            }
        }
        ctx.json(new PuzzleAttemptView(step.correct(), step.done(), answer, record.format(position, step.expected()),
                machine.format(position, shown), after.toFen(), reply, line, lineUci,
                change(step.puzzleBefore(), step.puzzleAfter()),
                step.playerBefore() == null ? null : change(step.playerBefore(), step.playerAfter()),
                step.streak() == null ? null : new PuzzleAttemptView.Streak(step.streak(), step.bestStreak())));
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
