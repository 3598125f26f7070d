package org.heterodox.rules.chess;

import java.util.List;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** What every 8x8 game of the chess family shares: FEN, UCI and SAN, the text diagram. */
public abstract class ChessFamilyVariant implements Variant {
    private final String name;
    private final String displayName;
    private final List<String> options;
    private final String startFen;

    protected ChessFamilyVariant(String name, String displayName, List<String> options, String startFen) {
        this.name = name;
        this.displayName = displayName;
        this.options = List.copyOf(options);
        this.startFen = startFen;
    }

    /** A fresh, empty board of this game. */
    protected abstract ChessBoard newBoard();

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> options() {
        return options;
    }

    @Override
    public String displayName() {
        return displayName;
    }

    @Override
    public String startFen() {
        return startFen;
    }

    @Override
    public Position startPosition() {
        try {
            return fromFen(startFen);
        } catch (FormatException e) {
            throw new IllegalStateException("start FEN of " + spec() + " is invalid: " + e.getMessage(), e);
        }
    }

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

    @Override
    public String toString() {
        return spec();
    }
}
