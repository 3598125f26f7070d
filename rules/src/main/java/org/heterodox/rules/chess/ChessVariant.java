package org.heterodox.rules.chess;

import java.util.List;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameOption;

/** Orthodox chess under the FIDE Laws, the base of the 8x8 games. */
public final class ChessVariant extends ChessFamilyVariant {
    public static final String NAME = "chess";
    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    public static final GameDefinition DEFINITION = new GameDefinition(
            NAME, "Chess", List.<GameOption>of(), List.of("Standard", "Orthodox", "From Position"),
            "Orthodox chess under the FIDE Laws.",
            options -> new ChessVariant());

    public ChessVariant() {
        super(NAME, "Chess", List.of(), START_FEN);
    }

    @Override
    protected ChessBoard newBoard() {
        return new ChessPosition(this);
    }
}
