package org.heterodox.server.report.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.rules.Game;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Params;
import org.heterodox.server.game.GameRecords;
import org.heterodox.server.game.PgnCodec;
import org.heterodox.server.report.GameReport;
import org.heterodox.server.report.GameReports;
import org.heterodox.server.report.ReportAnnotations;
import org.heterodox.server.report.ReportRow;
import org.heterodox.server.report.ReportSubject;
import org.heterodox.server.round.Rounds;

/**
 * Full-game reports over HTTP, for site games ({@code /api/games/{id}/report}) and database games
 * ({@code /api/db/games/{id}/report}): POST asks for one (logged in; 202 while it waits or runs, 200
 * once it exists), GET reads it (anyone), and {@code .../report/pgn} exports the game with the
 * report's {@code [%eval]} comments and judgement NAGs.
 */
public final class ReportRoutes {
    private static final int MAX_ID = 40;

    private final GameReports reports;
    private final Rounds rounds;
    private final GameDatabase database;
    private final PgnCodec pgn;

    public ReportRoutes(GameReports reports, Rounds rounds, GameDatabase database, PgnCodec pgn) {
        this.reports = reports;
        this.rounds = rounds;
        this.database = database;
        this.pgn = pgn;
    }

    public void register(Javalin app) {
        app.post("/api/games/{id}/report", ctx -> request(ctx, site(ctx)));
        app.get("/api/games/{id}/report", ctx -> ctx.json(view(reports.status(site(ctx)))));
        app.get("/api/games/{id}/report/pgn", this::sitePgn);
        app.post("/api/db/games/{id}/report", ctx -> request(ctx, database(ctx)));
        app.get("/api/db/games/{id}/report", ctx -> ctx.json(view(reports.status(database(ctx)))));
        app.get("/api/db/games/{id}/report/pgn", this::databasePgn);
    }

    private void request(Context ctx, ReportSubject subject) {
        long account = CurrentPlayer.require(ctx).id();
        GameReports.Status status = reports.request(subject, account);
        ctx.status(status.row().status().equals(ReportRow.DONE) ? 200 : 202).json(view(status));
    }

    private void sitePgn(Context ctx) {
        ReportSubject subject = site(ctx);
        GameReport report = finished(subject);
        String text = pgn.write(GameRecords.export(rounds.get(subject.key())), ReportAnnotations.notes(report));
        send(ctx, subject.key(), text);
    }

    private void databasePgn(Context ctx) {
        ReportSubject subject = database(ctx);
        GameReport report = finished(subject);
        long id = Long.parseLong(subject.key());
        String record = database.record(id).orElseThrow(() -> new ApiException(404, "no database game " + id));
        Game game;
        try {
            game = PgnReader.readOne(record);
        } catch (FormatException e) {
            throw new IllegalStateException("database game " + id + " no longer reads: " + e.getMessage(), e);
        }
        ReportAnnotations.annotate(game, report);
        send(ctx, "db-" + id, new PgnWriter().write(game) + "\n");
    }

    private GameReport finished(ReportSubject subject) {
        GameReport report = reports.report(subject);
        if (report == null) {
            throw new ApiException(404, "the report of " + subject + " is not ready; GET .../report tells its progress");
        }
        return report;
    }

    private static void send(Context ctx, String name, String text) {
        ctx.contentType(Params.PGN_TYPE).header("Content-Disposition", "attachment; filename=\"" + name + "-report.pgn\"")
                .result(text);
    }

    static GameReportView view(GameReports.Status status) {
        ReportRow row = status.row();
        int progress = row.positions() == 0 ? 100 : (int) Math.min(100, 100L * row.done() / row.positions());
        Integer ahead = row.status().equals(ReportRow.QUEUED) ? status.ahead() : null;
        if (!row.status().equals(ReportRow.DONE)) {
            return new GameReportView(row.status(), progress, row.positions(), ahead, row.error(), null, null, null, null,
                    List.of(), null, null);
        }
        GameReport report = GameReports.parse(row);
        return new GameReportView(row.status(), 100, row.positions(), null, null, report.variant(), report.depth(),
                report.nodes(), report.start(), report.plies(), report.accuracy(), report.counts());
    }

    private static ReportSubject site(Context ctx) {
        String id = ctx.pathParam("id");
        if (id.isEmpty() || id.length() > MAX_ID) {
            throw new ApiException(404, "no game '" + (id.length() > MAX_ID ? id.substring(0, MAX_ID) + "..." : id) + "'");
        }
        return ReportSubject.site(id);
    }

    private static ReportSubject database(Context ctx) {
        String text = ctx.pathParam("id");
        try {
            long id = Long.parseLong(text);
            if (id > 0) {
                return ReportSubject.database(id);
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new ApiException(404, "no database game '" + (text.length() > 30 ? text.substring(0, 30) + "..." : text)
                + "'; ids are positive numbers");
    }
}
