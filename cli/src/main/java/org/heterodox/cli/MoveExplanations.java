package org.heterodox.cli;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.uchess.DescriptiveLanguage;
import org.heterodox.rules.uchess.MoveExplanation;

/** The text table of {@code moves --explain}: legal moves first, then the rest, each with its reason. */
final class MoveExplanations {
    private MoveExplanations() {
    }

    /** The table with the writings in {@code language} (the reasons are already written in it). */
    static String table(List<MoveExplanation> explanations, DescriptiveLanguage language) {
        StringBuilder sb = new StringBuilder();
        explanations.stream()
                .sorted(Comparator.comparing((MoveExplanation e) -> e.status().ordinal()).thenComparing(MoveExplanation::uci))
                .forEach(e -> sb.append(String.format(Locale.ROOT, "%-6s %-8s %-7s %-20s %s%n", e.uci(), e.longAlgebraic(),
                        language == DescriptiveLanguage.LATIN ? e.latin() : e.writing(), e.status().name().toLowerCase(Locale.ROOT).replace('_', ' '), e.reason())));
        return sb.toString();
    }
}
