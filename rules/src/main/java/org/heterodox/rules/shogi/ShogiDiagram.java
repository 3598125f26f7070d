package org.heterodox.rules.shogi;

import static org.heterodox.rules.shogi.ShogiPiece.*;

import org.heterodox.rules.Outcome;

/**
 * Text diagram of a 9x9 position as seen by Sente: Gote's hand above, the board with file numbers
 * and rank letters, Sente's hand below, then side to move and status. Pieces use SFEN letters
 * (Sente upper case, Gote lower case, {@code +} for promoted).
 */
public final class ShogiDiagram {
    private ShogiDiagram() {
    }

    public static String render(ShogiBoard board) {
        StringBuilder sb = new StringBuilder();
        sb.append("Gote in hand: ").append(hand(board, GOTE)).append('\n');
        sb.append("   9  8  7  6  5  4  3  2  1\n");
        sb.append(" +---------------------------+\n");
        for (int row = 0; row < 9; row++) {
            sb.append(" |");
            for (int column = 0; column < 9; column++) {
                int code = board.pieceAt(ShogiSquares.of(row, column));
                String cell = code == 0 ? "." : sfen(code);
                sb.append(cell.length() == 1 ? "  " : " ").append(cell);
            }
            sb.append(" | ").append((char) ('a' + row)).append('\n');
        }
        sb.append(" +---------------------------+\n");
        sb.append("Sente in hand: ").append(hand(board, SENTE)).append('\n');
        sb.append(board.sideToMove() == SENTE ? "Sente" : "Gote").append(" to move · move ").append(board.moveNumber()).append('\n');
        Outcome outcome = board.outcome();
        if (outcome.isOver()) {
            sb.append("Status: game over, ").append(outcome);
        } else {
            sb.append("Status: ").append(board.inCheck() ? "in check" : "in progress");
        }
        return sb.append('\n').toString();
    }

    private static String hand(ShogiBoard board, int side) {
        StringBuilder sb = new StringBuilder();
        for (int type : HAND_ORDER) {
            int n = board.handCount(side, type);
            if (n > 0) {
                sb.append(sb.length() == 0 ? "" : " ").append(letter(type));
                if (n > 1) {
                    sb.append('x').append(n);
                }
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
