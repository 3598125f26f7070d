package org.heterodox.server.problem;

import java.io.StringReader;
import java.util.List;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.engine.problem.popeye.PopeyeProblem;
import org.heterodox.engine.problem.popeye.PopeyeReader;
import org.heterodox.rules.Game;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;

/**
 * Problems in a text brought by a composer: Popeye's input (it begins with BeginProblem or
 * AnfangProblem) or PGN, each game a problem by its {@code Stipulation}, {@code Variant} and
 * {@code FEN} tags ({@code Author}, {@code Source} and {@code Date} kept; the moves, a solution, are
 * read and checked but not kept: the server solves the problem itself).
 */
final class ProblemImports {
    static final int MAX_TEXT = 200;
    static final int MAX_DATE = 40;
    /** The longest solution line read from a PGN game. */
    private static final int MAX_PLIES = 64;

    private ProblemImports() {
    }

    /** Reads at most {@code max} problems into {@code submissions}; each one refused adds its reason to {@code refused}. */
    static void read(String text, int max, List<ProblemService.Submission> submissions, List<String> refused) {
        List<PopeyeReader.Entry> popeye = null;
        try {
            popeye = PopeyeReader.read(text);
        } catch (FormatException e) {
            // not Popeye's input: PGN
        }
        if (popeye != null) {
            for (PopeyeReader.Entry entry : popeye) {
                if (submissions.size() + refused.size() >= max) {
                    refused.add("more than " + max + " problems: the rest was not read");
                    return;
                }
                PopeyeProblem problem = entry.problem();
                if (problem == null) {
                    refused.add(entry.error().getMessage());
                    continue;
                }
                submissions.add(new ProblemService.Submission(problem.variant(), problem.fen(), problem.stipulation(),
                        cap(problem.author(), MAX_TEXT), cap(problem.origin(), MAX_TEXT), ""));
            }
            return;
        }
        PgnReader reader = new PgnReader(new StringReader(text), false).maxPlies(MAX_PLIES);
        while (true) {
            if (submissions.size() + refused.size() >= max) {
                try {
                    if (reader.next() != null) {
                        refused.add("more than " + max + " problems: the rest was not read");
                    }
                } catch (FormatException e) {
                    refused.add("more than " + max + " problems: the rest was not read");
                }
                return;
            }
            Game game;
            try {
                game = reader.next();
            } catch (FormatException e) {
                refused.add(e.getMessage());
                continue;
            }
            if (game == null) {
                return;
            }
            String label = "game " + reader.gameNumber();
            String stipulation = game.tag("Stipulation");
            if (stipulation == null || stipulation.isBlank()) {
                refused.add(label + ": no Stipulation tag (such as [Stipulation \"#3\"])");
                continue;
            }
            Stipulation read;
            try {
                read = Stipulation.parse(stipulation);
            } catch (IllegalArgumentException e) {
                refused.add(label + ": " + e.getMessage());
                continue;
            }
            String composed = game.tag("Composed") != null ? game.tag("Composed") : ProblemPgn.isoDate(game.tag("Date"));
            submissions.add(new ProblemService.Submission(game.variant(), game.startFen(), read,
                    cap(game.tag("Author"), MAX_TEXT), cap(game.tag("Source"), MAX_TEXT), cap(composed, MAX_DATE)));
        }
    }

    /** The text on one line, without control characters, cut to {@code max} characters ("" for null). */
    static String cap(String text, int max) {
        if (text == null) {
            return "";
        }
        String line = text.replaceAll("\\p{Cntrl}+", " ").trim();
        return line.length() > max ? line.substring(0, max) : line;
    }
}
