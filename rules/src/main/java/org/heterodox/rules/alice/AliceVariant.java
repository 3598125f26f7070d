package org.heterodox.rules.alice;

import java.util.List;
import org.heterodox.rules.BoardGeometry;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.Position;
import org.heterodox.rules.Setup;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;

/** Alice Chess (docs/rules.md#alice): every moved piece passes through the looking glass to the other board. */
public final class AliceVariant extends ChessFamilyVariant {
    public static final GameDefinition DEFINITION = new GameDefinition(
            "alice", "Alice Chess", List.<GameOption>of(), List.of("Alice", "Alice Chess"),
            "Two boards: a piece moves on the board where it stands, then passes to the other board.",
            options -> new AliceVariant());

    public AliceVariant() {
        super("alice", "Alice Chess", List.of(), ChessVariant.START_FEN);
    }

    @Override
    protected ChessBoard newBoard() {
        return new AlicePosition(this);
    }

    /** Reads either Alice FEN form; see {@link AliceFen}. */
    @Override
    public Setup readSetup(String fen) throws FormatException {
        return AliceFen.read(fen, (AlicePosition) referenceBoard());
    }

    @Override
    public String diagram(Position position) {
        return AliceDiagram.render((AlicePosition) position);
    }

    @Override
    protected BoardGeometry geometry() {
        return new BoardGeometry(8, 8, 2);
    }
}
