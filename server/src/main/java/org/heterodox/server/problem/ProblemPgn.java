package org.heterodox.server.problem;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.rules.Game;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.PgnWriter;

/**
 * A problem as PGN: the diagram ({@code SetUp}, {@code FEN}, {@code Variant} when not chess), the
 * {@code Stipulation}, {@code Author} and {@code Source} tags, the date of composition in {@code Date}
 * when it is a date ({@code Composed} otherwise), the first solution as moves (a directmate's key, a
 * helpmate's whole line) and the solver's answer as the final comment. {@link ProblemImports} reads it back.
 */
public final class ProblemPgn {
    private static final Pattern ISO = Pattern.compile("(\\d{4})(?:-(\\d{2}))?(?:-(\\d{2}))?");
    private static final PgnWriter WRITER = new PgnWriter();

    private ProblemPgn() {
    }

    /** The problem as one PGN game, followed by a blank line. */
    public static String write(Problem problem) {
        Game game;
        try {
            game = new Game(Variants.of(problem.variant()), problem.fen());
        } catch (FormatException e) {
            // A tsume diagram without the attacker's king is no game's start: its tags alone.
            return tagsOnly(problem);
        }
        for (String move : problem.check().line()) {
            try {
                game.play(MoveReader.readDecision(game.position(), move));
            } catch (FormatException e) {
                break; // the line as far as it reads (it was written from this position)
            }
        }
        game.setTag("Event", "Problem " + problem.id());
        game.setTag("Stipulation", problem.stipulation());
        tag(game, "Author", problem.author());
        tag(game, "Source", problem.source());
        String date = pgnDate(problem.composed());
        if (date != null) {
            game.setTag("Date", date);
        } else {
            tag(game, "Composed", problem.composed());
        }
        if (!problem.check().lines().isEmpty()) {
            game.addFinalComment(String.join(" / ", problem.check().lines()).replace('}', ')'));
        }
        return WRITER.write(game) + "\n";
    }

    private static void tag(Game game, String name, String value) {
        if (value != null && !value.isBlank()) {
            game.setTag(name, value);
        }
    }

    private static String tagsOnly(Problem problem) {
        StringBuilder sb = new StringBuilder();
        sb.append(tag("Event", "Problem " + problem.id())).append(tag("Variant", problem.variant()))
                .append(tag("SetUp", "1")).append(tag("FEN", problem.fen()))
                .append(tag("Stipulation", problem.stipulation()));
        if (!problem.author().isBlank()) {
            sb.append(tag("Author", problem.author()));
        }
        if (!problem.source().isBlank()) {
            sb.append(tag("Source", problem.source()));
        }
        return sb.append("\n*\n\n").toString();
    }

    private static String tag(String name, String value) {
        return "[" + name + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]\n";
    }

    /** PGN's {@code YYYY.MM.DD} (with {@code ??} for what is unknown) of an ISO date, year or month; null otherwise. */
    static String pgnDate(String composed) {
        Matcher m = ISO.matcher(composed == null ? "" : composed.trim());
        if (!m.matches()) {
            return null;
        }
        return m.group(1) + "." + (m.group(2) == null ? "??" : m.group(2)) + "." + (m.group(3) == null ? "??" : m.group(3));
    }

    /** The ISO date (or year, or month) of a PGN {@code Date} tag; "" when it says nothing. */
    static String isoDate(String pgn) {
        if (pgn == null) {
            return "";
        }
        Matcher m = Pattern.compile("(\\d{4}|\\?{4})\\.(\\d{2}|\\?\\?)\\.(\\d{2}|\\?\\?)").matcher(pgn.trim());
        if (!m.matches() || m.group(1).startsWith("?")) {
            return "";
        }
        return m.group(1) + (m.group(2).startsWith("?") ? "" : "-" + m.group(2)
                + (m.group(3).startsWith("?") ? "" : "-" + m.group(3)));
    }
}
