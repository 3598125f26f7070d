package org.heterodox.engine.problem.popeye;

import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;

/**
 * One problem read from Popeye's input: its game (orthodox chess, or Alice Chess when the condition
 * or a piece on board B says so), the position as a FEN (castling as Popeye allows it, the side to
 * move as the stipulation starts), the stipulation in Heterodox's terms, and the author, origin and
 * title lines (empty when absent; several lines of one kind joined by "; ").
 *
 * @param number the problem's place in its file, from 1
 */
public record PopeyeProblem(int number, Variant variant, String fen, Stipulation stipulation, String author,
                            String origin, String title) {

    /** The position to solve (read once already by the reader, so it reads). */
    public Position position() {
        try {
            return variant.fromFen(fen);
        } catch (FormatException e) {
            throw new IllegalStateException("the reader checked this FEN: " + fen, e);
        }
    }
}
