package org.heterodox.rules.uchess;

import java.util.List;
import java.util.Optional;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.explain.MoveExplainer;
import org.heterodox.rules.format.MoveNotation;

/**
 * U-Chess, Unambiguous Three-Symbol Chess (docs/rules.md#u-chess): AISE rules by default, option
 * {@code king-capture} for the chessvariants.com rules. Its record notation is English
 * descriptive, since legality is defined by it.
 */
public final class UChessVariant extends ChessFamilyVariant {
    public static final String KING_CAPTURE = "king-capture";
    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    public static final GameDefinition DEFINITION = new GameDefinition(
            "uchess", "U-Chess",
            List.of(new GameOption(KING_CAPTURE, "The chessvariants.com rules: no check, a game is won by capturing the king.")),
            List.of("U-Chess", "Unambiguous Chess", "U-chess", "Unambiguous Three-Symbol Chess"),
            "Only moves whose descriptive writing of at most three symbols denotes them alone are legal.",
            UChessVariant::new);

    private static final List<MoveNotation> NOTATIONS = List.of(
            DescriptiveNotation.ENGLISH, DescriptiveNotation.LATIN, SanNotation.INSTANCE, UciNotation.INSTANCE);

    private final boolean kingCapture;

    public UChessVariant(List<String> options) {
        super("uchess", "U-Chess", options, START_FEN);
        this.kingCapture = options.contains(KING_CAPTURE);
    }

    @Override
    protected ChessBoard newBoard() {
        return new UChessPosition(this, kingCapture);
    }

    @Override
    public List<MoveNotation> notations() {
        return NOTATIONS;
    }

    /** The writing rule makes legality worth explaining: each pseudo-legal move with why it is (not) legal. */
    @Override
    public Optional<MoveExplainer> moveExplainer() {
        return Optional.of(UChessExplainer.INSTANCE);
    }
}
