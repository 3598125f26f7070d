package org.heterodox.server.problem.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
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
import org.heterodox.server.problem.Problem;
import org.heterodox.server.problem.ProblemPgn;
import org.heterodox.server.problem.ProblemQuery;
import org.heterodox.server.problem.ProblemService;
import org.heterodox.server.problem.ProblemVerdict;

/**
 * The problem collection over HTTP: search and browse, a problem with its computer-tested mark, the
 * try at its key, its solution on request, submission and import (logged in; checked by the solver
 * before publishing), deletion by the submitter or a moderator, and export as PGN.
 */
public final class ProblemRoutes {
    /** The longest page of a search. */
    public static final int MAX_PAGE = 50;
    /** The furthest a search pages. */
    public static final int MAX_OFFSET = 10_000;
    /** The most problems one export holds. */
    public static final int MAX_EXPORT = 1_000;
    /** The largest import (PGN or Popeye's input). */
    public static final int MAX_IMPORT_BYTES = 64 * 1024;
    static final int MAX_TEXT = 200;
    static final int MAX_DATE = 40;
    static final int MAX_FEN = 400;

    private final ProblemService problems;
    private final int maxJsonBytes;

    public ProblemRoutes(ProblemService problems, int maxJsonBytes) {
        this.problems = problems;
        this.maxJsonBytes = maxJsonBytes;
    }

    /** {@code POST /api/problems/{id}/attempt}'s body: a move of the diagram in any notation of its game. */
    public record AttemptRequest(String move) {
    }

    public void register(Javalin app) {
        app.get("/api/problems", this::search);
        app.post("/api/problems", this::submit);
        app.get("/api/problems/export.pgn", this::export);
        app.post("/api/problems/import", this::importText);
        app.get("/api/problems/{id}", ctx -> {
            Problem problem = problems.get(pathId(ctx));
            ctx.json(view(problem, true, CurrentPlayer.of(ctx)));
        });
        app.get("/api/problems/{id}/solution", this::solution);
        app.post("/api/problems/{id}/attempt", this::attempt);
        app.delete("/api/problems/{id}", ctx -> {
            Account me = CurrentPlayer.require(ctx);
            problems.delete(me, pathId(ctx));
            ctx.status(204);
        });
    }

    private void search(Context ctx) {
        int limit = Params.intParam(ctx, "limit", 1, MAX_PAGE, 20);
        ProblemQuery query = query(ctx, Params.intParam(ctx, "offset", 0, MAX_OFFSET, 0), limit + 1);
        List<Problem> page = problems.store().search(query);
        Account me = CurrentPlayer.of(ctx);
        List<ProblemView> views = page.stream().limit(limit).map(p -> view(p, false, me)).toList();
        ctx.json(new ProblemPageView(views, page.size() > limit ? query.offset() + limit : null));
    }

    /** The search's conditions from the query string; {@code mine=true} asks for the logged-in player's own problems. */
    private static ProblemQuery query(Context ctx, int offset, int limit) {
        String game = Params.variantFilter(Fields.text("game", ctx.queryParam("game"), 200));
        String stipulationText = Fields.text("stipulation", ctx.queryParam("stipulation"), 16);
        String stipulation = null;
        if (stipulationText != null && !stipulationText.isBlank()) {
            stipulation = stipulation(stipulationText).toString();
        }
        String author = Fields.text("author", ctx.queryParam("author"), MAX_TEXT);
        String fen = Fields.text("fen", ctx.queryParam("fen"), MAX_FEN);
        Long key = null;
        String variant = null;
        if (fen != null && !fen.isBlank()) {
            String spec = Fields.text("variant", ctx.queryParam("variant"), 200);
            Variant v = GameFields.variant(spec == null || spec.isBlank() ? game == null ? Variants.DEFAULT : game : spec);
            try {
                key = v.fromFen(fen.trim()).diagramKey();
            } catch (FormatException e) {
                throw ApiException.badRequest("fen: " + e.getMessage());
            }
            variant = v.spec().toString();
        }
        String verdictText = ctx.queryParam("verdict");
        ProblemVerdict verdict = ProblemVerdict.SOUND;
        if (verdictText != null && !verdictText.isBlank()) {
            verdict = verdictText.equals("all") ? null : ProblemVerdict.of(verdictText);
            if (verdict == null && !verdictText.equals("all")) {
                throw ApiException.badRequest("'verdict' is sound, cooked, none, unsettled or all");
            }
        }
        Long submitter = null;
        if ("true".equals(ctx.queryParam("mine"))) {
            submitter = CurrentPlayer.require(ctx).id();
            if (verdictText == null || verdictText.isBlank()) {
                verdict = null;
            }
        }
        return new ProblemQuery(game, stipulation, author == null || author.isBlank() ? null : author.trim(), key, variant,
                verdict, submitter, offset, limit);
    }

    private void submit(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        ProblemSubmitRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ProblemSubmitRequest.class);
        Variant variant = GameFields.variant(Fields.required("variant", request.variant(), 200));
        String fen = Fields.required("fen", request.fen(), MAX_FEN).trim();
        Stipulation stipulation = stipulation(Fields.required("stipulation", request.stipulation(), 16));
        String author = line("author", request.author(), MAX_TEXT);
        String source = line("source", request.source(), MAX_TEXT);
        String date = line("date", request.date(), MAX_DATE);
        Problem problem = problems.submit(me, new ProblemService.Submission(variant, fen, stipulation, author, source, date));
        ctx.status(201).json(new ProblemCheckedView(view(problem, true, me), problem.check().lines()));
    }

    private void importText(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        String text = Bodies.text(ctx, MAX_IMPORT_BYTES);
        ProblemService.Imported imported = problems.importText(me, text);
        ctx.status(201).json(new ProblemImportView(imported.problems().stream().map(p -> view(p, false, me)).toList(),
                imported.refused()));
    }

    private void export(Context ctx) throws IOException {
        int limit = Params.intParam(ctx, "limit", 1, MAX_EXPORT, MAX_EXPORT);
        ProblemQuery first = query(ctx, 0, Math.min(limit, 100));
        ctx.contentType(Params.PGN_TYPE);
        ctx.header("Content-Disposition", "attachment; filename=\"problems.pgn\"");
        OutputStream out = ctx.res().getOutputStream();
        int written = 0;
        ProblemQuery query = first;
        while (written < limit) {
            List<Problem> page = problems.store().search(query);
            for (Problem problem : page) {
                if (written++ >= limit) {
                    break;
                }
                try {
                    out.write(ProblemPgn.write(problem).getBytes(StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            if (page.size() < query.limit()) {
                break;
            }
            query = new ProblemQuery(query.game(), query.stipulation(), query.author(), query.diagramKey(), query.variant(),
                    query.verdict(), query.submitter(), query.offset() + page.size(), query.limit());
        }
        out.flush();
    }

    private void solution(Context ctx) {
        Problem problem = problems.get(pathId(ctx));
        Position position = ProblemService.position(problem);
        MoveNotation record = position.variant().notations().get(0);
        List<String> keys = new ArrayList<>();
        for (String key : problem.check().keys()) {
            try {
                keys.add(record.format(position, MoveReader.readDecision(position, key)));
            } catch (FormatException e) {
                keys.add(key);
            }
        }
        ctx.json(new ProblemSolutionView(problem.check().verdict().code(), problem.check().reason(),
                problem.check().solutions(), keys, problem.check().keys(), problem.check().lines()));
    }

    private void attempt(Context ctx) {
        AttemptRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), AttemptRequest.class);
        String move = Fields.required("move", request.move(), MoveReader.MAX_LENGTH);
        ProblemService.Attempt attempt = problems.attempt(pathId(ctx), move);
        Position position = attempt.position();
        ctx.json(new ProblemAttemptView(attempt.correct(), position.variant().notations().get(0).format(position, attempt.move()),
                position.variant().machineNotation().format(position, attempt.move())));
    }

    private ProblemView view(Problem problem, boolean full, Account viewer) {
        Position position = ProblemService.position(problem);
        return new ProblemView(problem.id(), problem.variant(), problem.fen(), position.sideToMove() == 0 ? "first" : "second",
                problem.stipulation(), problem.author(), problem.source(), problem.composed(), problem.submitter(),
                problem.createdAt(), problem.check().verdict().code(), problem.check().reason(), problem.check().solutions(),
                problem.check().nodes(), problem.published(), full ? legalMoves(position) : null,
                full ? problems.mayDelete(viewer, problem) : null);
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

    private static Stipulation stipulation(String text) {
        try {
            return Stipulation.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("stipulation: " + e.getMessage());
        }
    }

    /** An optional one-line text field: no control characters, at most {@code max} characters, trimmed ("" when absent). */
    private static String line(String name, String value, int max) {
        String text = Fields.text(name, value, max);
        if (text == null) {
            return "";
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw ApiException.badRequest("'" + name + "' is one line of text, without control characters");
        }
        return text.trim();
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
        throw new ApiException(404, "no problem '" + Params.abbreviate(text) + "'");
    }
}
