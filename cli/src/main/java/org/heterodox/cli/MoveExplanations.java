package org.heterodox.cli;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.explain.ExplainedMove;

/** The text table of {@code moves --explain}: legal moves first, then the rest, each with its reason. */
final class MoveExplanations {
    private MoveExplanations() {
    }

    /** The table with the writings in the notation named {@code notation} (the reasons are already written in it). */
    static String table(List<ExplainedMove> explanations, String notation) {
        StringBuilder sb = new StringBuilder();
        explanations.stream()
                .sorted(Comparator.comparing((ExplainedMove e) -> e.status().ordinal()).thenComparing(ExplainedMove::machine))
                .forEach(e -> sb.append(String.format(Locale.ROOT, "%-6s %-8s %-7s %-20s %s%n", e.machine(), e.longAlgebraic(),
                        e.writings().get(notation), e.status().name().toLowerCase(Locale.ROOT).replace('_', ' '), e.reason())));
        return sb.toString();
    }
}
