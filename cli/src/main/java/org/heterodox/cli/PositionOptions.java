package org.heterodox.cli;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import picocli.CommandLine.Option;

/** The options every position-based command shares: variant, FEN, and moves to play from it. */
final class PositionOptions {
    @Option(names = {"-v", "--variant"}, defaultValue = Variants.DEFAULT, paramLabel = "SPEC",
            description = "Game as name[:opt,opt], e.g. chess, uchess:king-capture (default: ${DEFAULT-VALUE}). "
                    + "See 'heterodox variants'.")
    String variant;

    @Option(names = {"-f", "--fen"}, paramLabel = "FEN",
            description = "Start position (FEN, or SFEN for the shogi games); default: the game's start position.")
    String fen;

    @Option(names = {"-m", "--moves"}, paramLabel = "MOVES",
            description = "Moves to play first from that position, separated by spaces or commas, "
                    + "in any notation of the game; in Ambiguous Chess each side's decisions "
                    + "(a square announces it, then the opponent's choice when several moves reach it).")
    String moves;

    Variant variant() throws FormatException {
        return Variants.of(variant);
    }

    Position position() throws FormatException {
        Variant v = variant();
        Position position = fen == null ? v.startPosition() : v.fromFen(fen);
        if (moves != null) {
            for (String text : moves.trim().split("[\\s,]+")) {
                if (!text.isEmpty()) {
                    position.make(MoveReader.readDecision(position, text));
                }
            }
        }
        return position;
    }
}
