package org.heterodox.rules.unachess;

import java.util.List;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;

/**
 * Unachess (Jeff Miller) and its descendants Unachess II and Parachute Chess (Edward Jackman):
 * chess from an empty board, every piece entered by a drop (docs/rules.md#unachess).
 */
public final class UnachessVariant extends ChessFamilyVariant {
    public static final String START_FEN = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";

    private static final List<String> UNACHESS_OPTIONS = List.of(UnachessRules.NO_CASTLING,
            UnachessRules.NO_EN_PASSANT, UnachessRules.NO_DOUBLE_STEP, UnachessRules.PAWN_RANKS_1_4);
    private static final List<String> DESCENDANT_OPTIONS = List.of(UnachessRules.NO_DOUBLE_STEP,
            UnachessRules.PAWN_RANKS_1_4);

    public static final GameDefinition UNACHESS = new GameDefinition(
            "unachess", "Unachess", UNACHESS_OPTIONS, List.of("Unachess I", "Una Chess"),
            "Chess from an empty board: drop or move each turn, no capture before your king is placed, quasi-check.",
            options -> new UnachessVariant("unachess", "Unachess", options, UnachessRules.unachess(options)));

    public static final GameDefinition UNACHESS2 = new GameDefinition(
            "unachess2", "Unachess II", DESCENDANT_OPTIONS, List.of("Unachess 2", "UnachessII"),
            "Unachess without castling or en passant; no drop may attack the enemy king.",
            options -> new UnachessVariant("unachess2", "Unachess II", options,
                    UnachessRules.withoutCastlingOrEnPassant(options, DropBan.ENEMY_KING)));

    public static final GameDefinition PARACHUTE = new GameDefinition(
            "parachute", "Parachute Chess", DESCENDANT_OPTIONS, List.of("Unachess III", "Unachess 3", "Parachute"),
            "Unachess II where no drop may attack any enemy piece.",
            options -> new UnachessVariant("parachute", "Parachute Chess", options,
                    UnachessRules.withoutCastlingOrEnPassant(options, DropBan.ANY_ENEMY_PIECE)));

    private final UnachessRules rules;

    private UnachessVariant(String name, String displayName, List<String> options, UnachessRules rules) {
        super(name, displayName, options, START_FEN);
        this.rules = rules;
    }

    public UnachessRules rules() {
        return rules;
    }

    @Override
    protected ChessBoard newBoard() {
        return new UnachessPosition(this, rules);
    }
}
