package org.heterodox.server.toy;

import java.util.List;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;
import org.heterodox.rules.chess.ChessPosition;

/**
 * A test-only game built on the chess core: orthodox rules from kings and pawns alone (option
 * {@code crowded}: with the knights too). It is known to no layer's main code; tests add it through
 * {@link org.heterodox.rules.Variants#register} to show that a game is described in one place.
 */
public final class PawnRaceVariant extends ChessFamilyVariant {
    public static final String NAME = "pawnrace";
    public static final String CROWDED = "crowded";
    static final String START = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1";
    static final String CROWDED_START = "1n2k1n1/pppppppp/8/8/8/8/PPPPPPPP/1N2K1N1 w - - 0 1";

    public static final GameDefinition DEFINITION = new GameDefinition(NAME, "Pawn Race",
            List.of(new GameOption(CROWDED, "The knights join the race.")), List.of("Pawn Race"),
            "Kings and pawns only: the first to promote usually wins.", PawnRaceVariant::new);

    private PawnRaceVariant(List<String> options) {
        super(NAME, "Pawn Race", options, options.contains(CROWDED) ? CROWDED_START : START);
    }

    @Override
    protected ChessBoard newBoard() {
        return new ChessPosition(this);
    }

    @Override
    protected boolean hasCastling() {
        return false;
    }
}
