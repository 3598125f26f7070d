package org.heterodox.server.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.Game;
import org.heterodox.server.game.PgnCodec.MoveNote;

/**
 * A report as PGN annotations, as lichess exports them: after each move {@code [%eval 0.35]} (pawns,
 * first player's view) or {@code [%eval #-2]} (mate in moves; negative: the second player mates),
 * none after a move that ended the game, and the judgement's NAG ($6 ?!, $2 ?, $4 ??).
 */
public final class ReportAnnotations {
    private ReportAnnotations() {
    }

    /** The comment for a position's score, or null where the rules ended the game. */
    public static String eval(ReportPly ply) {
        ReportPly.Score score = ply.score();
        if (score == null) {
            return null;
        }
        return score.mate() != null ? "[%eval #" + score.mate() + "]"
                : String.format(Locale.ROOT, "[%%eval %.2f]", score.cp() / 100.0);
    }

    /** The NAG of a ply's judgement, 0 for none. */
    public static int nag(ReportPly ply) {
        return ply.judgement() == null ? 0 : Judgement.valueOf(ply.judgement().toUpperCase(Locale.ROOT)).nag();
    }

    /** One note per move of the report, for {@link org.heterodox.server.game.PgnCodec#write(org.heterodox.server.game.PgnGame, List)}. */
    public static List<MoveNote> notes(GameReport report) {
        List<MoveNote> notes = new ArrayList<>(report.plies().size());
        for (ReportPly ply : report.plies()) {
            notes.add(new MoveNote(eval(ply), nag(ply)));
        }
        return notes;
    }

    /** Adds the report's notes to a recorded game (a database game: one report entry per recorded move). */
    public static void annotate(Game game, GameReport report) {
        int plies = Math.min(game.ply(), report.plies().size());
        for (int i = 0; i < plies; i++) {
            ReportPly ply = report.plies().get(i);
            int nag = nag(ply);
            if (nag > 0) {
                game.annotation(i).addNag(nag);
            }
            String eval = eval(ply);
            if (eval != null) {
                game.annotation(i).addCommentAfter(eval);
            }
        }
    }
}
