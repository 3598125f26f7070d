package org.heterodox.rules.ambiguous;

import org.heterodox.rules.Position;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * The two-step notation for playing interactively, one decision per move: in the ANNOUNCE phase a
 * square ({@code e4}), in the CHOOSE phase the chosen candidate in SAN ({@code Nf3}) or UCI
 * ({@code g1f3}).
 */
public final class AnnounceNotation implements MoveNotation {
    public static final AnnounceNotation INSTANCE = new AnnounceNotation();

    private AnnounceNotation() {
    }

    @Override
    public String name() {
        return "announce";
    }

    @Override
    public String format(Position position, int move) {
        return PhasedParsing.format(SanNotation.INSTANCE, position, move);
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        if (PhasedParsing.pending(position) < 0) {
            return PhasedParsing.parseAnnouncement(position, text);
        }
        try {
            return PhasedParsing.parseMove(SanNotation.INSTANCE, position, text);
        } catch (FormatException san) {
            try {
                return PhasedParsing.parseMove(UciNotation.INSTANCE, position, text);
            } catch (FormatException uci) {
                throw san;
            }
        }
    }
}
