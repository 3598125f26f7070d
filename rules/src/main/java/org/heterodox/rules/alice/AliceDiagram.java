package org.heterodox.rules.alice;

import java.util.List;
import org.heterodox.rules.chess.ChessDiagram;

/** Both Alice boards side by side, then side to move, castling and the game's state. */
public final class AliceDiagram {
    private static final String GAP = "    ";

    private AliceDiagram() {
    }

    public static String render(AlicePosition position) {
        List<String> a = ChessDiagram.boardLines(position, "", sq -> !position.onSecondBoard(sq));
        List<String> b = ChessDiagram.boardLines(position, "", position::onSecondBoard);
        int width = 0;
        for (String line : a) {
            width = Math.max(width, line.length());
        }
        StringBuilder sb = new StringBuilder();
        sb.append(pad("    Board A", width)).append(GAP).append("    Board B").append('\n');
        for (int i = 0; i < a.size(); i++) {
            sb.append(pad(a.get(i), width)).append(GAP).append(b.get(i)).append('\n');
        }
        return sb.append(ChessDiagram.status(position)).toString();
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }
}
