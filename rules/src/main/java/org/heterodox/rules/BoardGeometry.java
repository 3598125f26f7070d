package org.heterodox.rules;

/** The board a game is played on: files by ranks, and how many such boards (Alice Chess plays on two). */
public record BoardGeometry(int files, int ranks, int boards) {
    public static final BoardGeometry EIGHT_BY_EIGHT = new BoardGeometry(8, 8, 1);
    public static final BoardGeometry NINE_BY_NINE = new BoardGeometry(9, 9, 1);

    public BoardGeometry {
        if (files < 1 || ranks < 1 || boards < 1) {
            throw new IllegalArgumentException("a board needs at least one file, one rank and one board");
        }
    }
}
