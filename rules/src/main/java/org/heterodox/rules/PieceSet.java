package org.heterodox.rules;

import java.util.List;

/**
 * The family of pieces and conventions a game shares with its relatives: the pieces and their names,
 * what the two sides are called, what its positions are written in, and whether records number
 * every ply (shogi) or pairs of plies (chess).
 */
public enum PieceSet {
    CHESS_SET("chess-set", List.of("White", "Black"), "FEN", false, List.of(
            new PieceKind("K", "king", 1), new PieceKind("Q", "queen", 9), new PieceKind("R", "rook", 10),
            new PieceKind("B", "bishop", 10), new PieceKind("N", "knight", 10), new PieceKind("P", "pawn", 16))),
    SHOGI_SET("shogi-set", List.of("Sente", "Gote"), "SFEN", true, List.of(
            new PieceKind("K", "king", 1), new PieceKind("R", "rook", 2), new PieceKind("B", "bishop", 2),
            new PieceKind("G", "gold", 4), new PieceKind("S", "silver", 4), new PieceKind("N", "knight", 4),
            new PieceKind("L", "lance", 4), new PieceKind("P", "pawn", 18),
            new PieceKind("+R", "dragon", 2), new PieceKind("+B", "horse", 2), new PieceKind("+S", "promoted silver", 4),
            new PieceKind("+N", "promoted knight", 4), new PieceKind("+L", "promoted lance", 4),
            new PieceKind("+P", "tokin", 18)));

    private final String id;
    private final List<String> sideNames;
    private final String positionFormat;
    private final boolean numbersEveryPly;
    private final List<PieceKind> pieces;

    PieceSet(String id, List<String> sideNames, String positionFormat, boolean numbersEveryPly, List<PieceKind> pieces) {
        this.id = id;
        this.sideNames = sideNames;
        this.positionFormat = positionFormat;
        this.numbersEveryPly = numbersEveryPly;
        this.pieces = pieces;
    }

    /** The name used in the API, e.g. {@code chess-set}. */
    public String id() {
        return id;
    }

    /** The first player's name, then the second's. */
    public List<String> sideNames() {
        return sideNames;
    }

    /** {@code FEN} or {@code SFEN}. */
    public String positionFormat() {
        return positionFormat;
    }

    public boolean numbersEveryPly() {
        return numbersEveryPly;
    }

    /** Every piece a position may hold, promoted forms last. */
    public List<PieceKind> pieces() {
        return pieces;
    }
}
