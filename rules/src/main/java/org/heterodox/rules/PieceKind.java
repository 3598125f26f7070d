package org.heterodox.rules;

/**
 * A kind of piece as positions write it: its upper-case letter ({@code +R} for a promoted shogi rook),
 * its name for people, and the most of it one side may have (what a hand can hold at most).
 */
public record PieceKind(String letter, String name, int supply) {
    public boolean promoted() {
        return letter.startsWith("+");
    }
}
