package org.heterodox.rules.unachess;

import java.util.List;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;

/**
 * Unachess (Jeff Miller) and its descendants Unachess II and Parachute Chess (Edward Jackman):
 * chess from an empty board, every piece entered by a drop (docs/rules.md#unachess).
 */
public final class UnachessVariant extends ChessFamilyVariant {
    public static final String START_FEN = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";

    private static final GameOption NO_DOUBLE_STEP = new GameOption(UnachessRules.NO_DOUBLE_STEP,
            "Pawns never step two squares (so there is no en passant either).");
    private static final GameOption PAWN_RANKS_1_4 = new GameOption(UnachessRules.PAWN_RANKS_1_4,
            "Pawns may be dropped on ranks 1 to 4 of their side instead of 2 to 4.");
    private static final List<GameOption> UNACHESS_OPTIONS = List.of(
            new GameOption(UnachessRules.NO_CASTLING, "No castling."),
            new GameOption(UnachessRules.NO_EN_PASSANT, "No en passant capture."),
            NO_DOUBLE_STEP, PAWN_RANKS_1_4);
    private static final List<GameOption> DESCENDANT_OPTIONS = List.of(NO_DOUBLE_STEP, PAWN_RANKS_1_4);

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

    @Override
    protected List<String> holdable() {
        return List.of("K", "Q", "R", "B", "N", "P");
    }

    @Override
    protected boolean hasCastling() {
        return rules.castling();
    }

    @Override
    protected boolean hasEnPassant() {
        return rules.enPassant() && rules.doubleStep();
    }
}
