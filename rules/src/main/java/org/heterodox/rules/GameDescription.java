package org.heterodox.rules;

import java.util.List;

/**
 * What a game (with its options) says about itself, so that no other layer has to guess from its name:
 * the board, the pieces and which may be held in hand, promotion, the start and the empty position,
 * whether castling and en passant exist, the decisions a turn is made of, the notations (record and
 * machine notation named), and whether the game can explain why a move is illegal (U-Chess: its
 * {@link Variant#moveExplainer()}).
 */
public record GameDescription(
        BoardGeometry geometry,
        PieceSet pieceSet,
        List<String> holdable,
        Promotion promotion,
        String startFen,
        String emptyFen,
        boolean castling,
        boolean enPassant,
        List<DecisionPhase> decisionPhases,
        List<String> notations,
        String recordNotation,
        String machineNotation,
        boolean explainsMoves) {

    public GameDescription {
        holdable = List.copyOf(holdable);
        decisionPhases = List.copyOf(decisionPhases);
        notations = List.copyOf(notations);
        if (decisionPhases.isEmpty()) {
            throw new IllegalArgumentException("a turn has at least one decision");
        }
        if (!notations.contains(recordNotation) || !notations.contains(machineNotation)) {
            throw new IllegalArgumentException("record and machine notation must be among " + notations);
        }
    }

    /** Whether pieces can be held in hand (and dropped). */
    public boolean hasHands() {
        return !holdable.isEmpty();
    }

    /** Whether one side may take two decisions in a row (Ambiguous Chess: choose, then announce). */
    public boolean decidesTwice() {
        return decisionPhases.size() > 1;
    }

    /** Whether records number every ply rather than pairs of plies. */
    public boolean numbersEveryPly() {
        return pieceSet.numbersEveryPly() || decidesTwice();
    }

    /** The pieces of the set, with their names and supplies. */
    public List<PieceKind> pieces() {
        return pieceSet.pieces();
    }
}
