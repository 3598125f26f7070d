package org.heterodox.rules.ambiguous;

import java.util.List;
import org.heterodox.rules.DecisionPhase;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.Position;
import org.heterodox.rules.Setup;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * Ambiguous Chess (docs/rules.md#ambiguous): the side to move announces a square, the opponent chooses
 * which move reaches it. Positions are {@link AmbiguousPosition}s with explicit phases.
 */
public final class AmbiguousVariant extends ChessFamilyVariant {
    /**
     * docs/rules.md#ambiguous-checkmate: check and checkmate, announcements that could leave the own king
     * attacked are refused.
     */
    public static final String CHECKMATE = "checkmate";
    /** A side without an (allowed) announcement draws instead of losing. */
    public static final String STALEMATE_DRAW = "stalemate-draw";

    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

    public static final GameDefinition DEFINITION = new GameDefinition(
            "ambiguous", "Ambiguous Chess", List.of(
                    new GameOption(CHECKMATE, "Check and checkmate: an announcement that could leave the own king attacked is refused."),
                    new GameOption(STALEMATE_DRAW, "A side with no square to announce draws instead of losing.")),
            List.of("Ambiguous Chess", "Ambiguous"),
            "Announce a square; the opponent chooses which of your pieces moves there. Capture the king to win.",
            AmbiguousVariant::new);

    public AmbiguousVariant(List<String> options) {
        super("ambiguous", "Ambiguous Chess", options, START_FEN);
    }

    @Override
    protected ChessBoard newBoard() {
        return new AmbiguousBoard(this);
    }

    /** Reads a FEN with an optional pending announcement, see {@link AmbiguousFen}. */
    @Override
    public AmbiguousPosition fromFen(String fen) throws FormatException {
        return AmbiguousFen.read(fen, this);
    }

    /** The position of a set-up, in the ANNOUNCE phase (a set-up holds no pending announcement). */
    @Override
    public AmbiguousPosition fromSetup(Setup setup) throws FormatException {
        return new AmbiguousPosition((AmbiguousBoard) board(setup), -1);
    }

    @Override
    public AmbiguousPosition startPosition() {
        return (AmbiguousPosition) super.startPosition();
    }

    @Override
    public List<MoveNotation> notations() {
        return List.of(AmbiguousSan.INSTANCE, AmbiguousUci.INSTANCE, AnnounceNotation.INSTANCE);
    }

    @Override
    public MoveNotation machineNotation() {
        return AmbiguousUci.INSTANCE;
    }

    @Override
    public String diagram(Position position) {
        return AmbiguousDiagram.render((AmbiguousPosition) position);
    }

    @Override
    protected boolean hasCastling() {
        return false;
    }

    @Override
    protected List<DecisionPhase> decisionPhases() {
        return List.of(DecisionPhase.ANNOUNCE, DecisionPhase.CHOOSE);
    }
}
