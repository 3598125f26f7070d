package org.heterodox.server.report;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One position of a report: the one after move {@code ply} (0: the start), its score from the first
 * player's view ({@code null} where the rules ended the game), the winning chances it gives the first
 * player, and the engine's best move in the position before it, which the mover could have played
 * instead (in the record and machine notations). {@code mover} is the side that made the move (in
 * Ambiguous Chess a side may decide twice in a row), {@code judgement} the move's, or null.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReportPly(int ply, String mover, Score score, double chances, String best, String bestMachine,
                        String judgement) {
    /** A score as the API writes it: {@code {"cp": n}} or {@code {"mate": n}}, first player's view. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Score(Integer cp, Integer mate) {
        static Score of(PositionScore score) {
            return score.decided() != null ? null : new Score(score.cp(), score.mate());
        }
    }
}
