package org.heterodox.rules.format;

import org.heterodox.rules.GameDescription;
import org.heterodox.rules.PieceKind;
import org.heterodox.rules.Position;

/**
 * The notations' common explanation of a drop of a piece the mover does not hold: without it a
 * king drop in shogi would only be "not a legal move", which sends the player looking for the wrong
 * cause (a missing origin or promotion sign).
 */
public final class DropCheck {
    private DropCheck() {
    }

    /**
     * Throws when the game has hands and the side to move holds no piece written {@code letter}
     * (either case); returns quietly otherwise, leaving the notation to explain any other problem.
     */
    public static void requireInHand(Position position, String text, char letter) throws FormatException {
        GameDescription description = position.variant().description();
        char upper = Character.toUpperCase(letter);
        int side = position.sideToMove();
        if (!description.hasHands() || position.inHand(side, upper) > 0) {
            return;
        }
        String name = pieceName(description, upper);
        throw new FormatException("'" + text + "' drops a " + name + ", but no " + name + " is in hand ("
                + description.pieceSet().sideNames().get(side) + " holds none)", text, 0);
    }

    private static String pieceName(GameDescription description, char letter) {
        for (PieceKind kind : description.pieceSet().pieces()) {
            if (kind.letter().equals(String.valueOf(letter))) {
                return kind.name();
            }
        }
        return "piece '" + letter + "'";
    }
}
