package org.heterodox.rules.uchess;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.explain.ExplainedMove;
import org.heterodox.rules.explain.MoveStatus;

/**
 * One pseudo-legal move of a U-Chess position and why it is (not) legal.
 *
 * @param move         the packed move
 * @param uci          its UCI string, e.g. {@code g1f3}
 * @param longAlgebraic e.g. {@code Ng1-f3} (Latin {@code Cg1-f3} when explained in Latin)
 * @param writing      English descriptive writing: the three-symbol one, or the full one when it
 *                     has none ({@code PxR=Q})
 * @param latin        the same writing in Latin form
 * @param status       the verdict
 * @param sameWriting  the other pseudo-legal moves its writing denotes (non-empty only when
 *                     {@link MoveStatus#AMBIGUOUS})
 * @param reason       one sentence for people, e.g. "N-B3 also denotes Nb1-c3", its moves in the
 *                     language explained in (Latin: "C3A also denotes Cb1-c3")
 */
public record MoveExplanation(int move, String uci, String longAlgebraic, String writing, String latin,
        MoveStatus status, List<Integer> sameWriting, String reason) implements ExplainedMove {

    public MoveExplanation {
        sameWriting = List.copyOf(sameWriting);
    }

    @Override
    public String machine() {
        return uci;
    }

    /** The writing in English ({@code descriptive}) and in Latin ({@code latin}). */
    @Override
    public Map<String, String> writings() {
        Map<String, String> writings = new LinkedHashMap<>();
        writings.put(DescriptiveNotation.ENGLISH.name(), writing);
        writings.put(DescriptiveNotation.LATIN.name(), latin);
        return Collections.unmodifiableMap(writings);
    }

    @Override
    public boolean legal() {
        return status == MoveStatus.LEGAL;
    }
}
