package org.heterodox.rules.chess;

import java.util.List;
import org.heterodox.rules.BaseVariant;
import org.heterodox.rules.BoardGeometry;
import org.heterodox.rules.DecisionPhase;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Position;
import org.heterodox.rules.Promotion;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** What every 8x8 game of the chess family shares: FEN, UCI and SAN, the text diagram. */
public abstract class ChessFamilyVariant extends BaseVariant {

    protected ChessFamilyVariant(String name, String displayName, List<String> options, String startFen) {
        super(name, displayName, options, startFen);
    }

    /** A fresh, empty board of this game. */
    protected abstract ChessBoard newBoard();

    @Override
    public Position fromFen(String fen) throws FormatException {
        ChessBoard board = newBoard();
        ChessFen.read(fen, board);
        return board;
    }

    @Override
    public List<MoveNotation> notations() {
        return List.of(SanNotation.INSTANCE, UciNotation.INSTANCE);
    }

    @Override
    public MoveNotation machineNotation() {
        return UciNotation.INSTANCE;
    }

    @Override
    public String diagram(Position position) {
        return ChessDiagram.render((ChessBoard) position);
    }

    /** Orthodox chess's facts; the other games override the hooks below where they differ. */
    @Override
    public GameDescription description() {
        List<String> holdable = holdable();
        String empty = "8/8/8/8/8/8/8/8" + (holdable.isEmpty() ? "" : "[]") + " w - - 0 1";
        return new GameDescription(geometry(), PieceSet.CHESS_SET, holdable, Promotion.CHESS, startFen(), empty,
                hasCastling(), hasEnPassant(), decisionPhases(), notationNames(), notations().get(0).name(),
                machineNotation().name(), explainsMoves());
    }

    protected BoardGeometry geometry() {
        return BoardGeometry.EIGHT_BY_EIGHT;
    }

    /** The letters of the pieces that may be held in hand, in FEN order; none by default. */
    protected List<String> holdable() {
        return List.of();
    }

    protected boolean hasCastling() {
        return true;
    }

    protected boolean hasEnPassant() {
        return true;
    }

    protected List<DecisionPhase> decisionPhases() {
        return List.of(DecisionPhase.MOVE);
    }

    /** Whether the game can say why each pseudo-legal move is or is not legal (U-Chess's writing rule). */
    protected boolean explainsMoves() {
        return false;
    }
}
