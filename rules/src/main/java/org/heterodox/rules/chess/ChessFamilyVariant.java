package org.heterodox.rules.chess;

import java.util.List;
import org.heterodox.rules.BaseVariant;
import org.heterodox.rules.Position;
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
}
