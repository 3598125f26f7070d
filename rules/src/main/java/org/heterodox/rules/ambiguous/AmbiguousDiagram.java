package org.heterodox.rules.ambiguous;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.chess.ChessDiagram;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.Squares;

/** Text diagram: the board, then whose decision it is (announce, or choose for a pending square) and the state. */
final class AmbiguousDiagram {
    private AmbiguousDiagram() {
    }

    static String render(AmbiguousPosition position) {
        AmbiguousBoard board = position.board();
        StringBuilder sb = new StringBuilder();
        for (String line : ChessDiagram.boardLines(board, "")) {
            sb.append(line).append('\n');
        }
        String announcer = AmbiguousPosition.sideName(position.announcer());
        if (position.phase() == AmbiguousPosition.Phase.ANNOUNCE) {
            sb.append(announcer).append(" to announce a square");
        } else {
            String chooser = AmbiguousPosition.sideName(position.sideToMove());
            sb.append(announcer).append(" announced ").append(Squares.name(position.pendingSquare()))
                    .append(" · ").append(chooser).append(" chooses among ")
                    .append(String.join(" ", candidateList(position, position.candidates(position.pendingSquare()))));
        }
        if (board.epSquare() >= 0) {
            sb.append(" · en passant ").append(Squares.name(board.epSquare()));
        }
        sb.append(" · move ").append(board.fullmoveNumber()).append('\n');
        Outcome outcome = position.outcome();
        if (outcome.isOver()) {
            sb.append("Status: game over, ").append(outcome);
        } else {
            sb.append("Status: ").append(position.inCheck() ? "in check" : "in progress");
        }
        return sb.append('\n').toString();
    }

    /** The candidate moves in SAN, in their order. */
    static List<String> candidateList(AmbiguousPosition position, List<Integer> candidates) {
        List<String> written = new ArrayList<>(candidates.size());
        for (int move : candidates) {
            written.add(SanNotation.INSTANCE.format(position.board(), move));
        }
        return written;
    }
}
