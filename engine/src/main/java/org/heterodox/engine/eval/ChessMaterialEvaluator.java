package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Piece;

/**
 * Material on the board and in hand, for games of the chess set that have no evaluation of their own.
 * It reads the position through the rules API alone ({@link Position#onBoard}, {@link Position#inHand}),
 * so any game of the chess set may use it, and assumes nothing about the game's rules, so it forbids
 * null moves and reductions.
 */
public final class ChessMaterialEvaluator implements Evaluator {
    /** Pawn, knight, bishop, rook, queen, king; the king counts for king-capture games. */
    static final int[] VALUE = {0, 100, 320, 330, 500, 900, 2000};
    /** A piece in hand can go anywhere, so it is worth a little more than one on the board. */
    private static final int HAND_BONUS_PERCENT = 110;
    /** The letter of each piece type, as the piece set writes it. */
    private static final String[] LETTER = new String[Piece.KING + 1];

    static {
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            LETTER[type] = String.valueOf(Piece.letter(type));
        }
    }

    @Override
    public int evaluate(Position position) {
        int score = 0;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            String letter = LETTER[type];
            int onBoard = position.onBoard(0, letter) - position.onBoard(1, letter);
            int inHand = position.inHand(0, letter.charAt(0)) - position.inHand(1, letter.charAt(0));
            score += onBoard * VALUE[type] + inHand * VALUE[type] * HAND_BONUS_PERCENT / 100;
        }
        return position.sideToMove() == 0 ? score : -score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType < VALUE.length ? VALUE[pieceType] : 100;
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    @Override
    public boolean allowsReductions() {
        return false;
    }
}
