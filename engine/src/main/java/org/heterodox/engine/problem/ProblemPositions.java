package org.heterodox.engine.problem;

import java.util.List;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.Position;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.shogi.ShogiVariant;

/**
 * Problem positions as their collections publish them. A tsume diagram of shogi has no king for
 * the attacker, which a shogi game never lacks: for a tsume, the shogi games read such diagrams
 * ({@link ShogiVariant#problemPosition}); every other position is read as the game reads it.
 */
public final class ProblemPositions {
    private ProblemPositions() {
    }

    /** Reads {@code fen} for a problem with {@code stipulation}. */
    public static Position read(Variant variant, String fen, Stipulation stipulation) throws FormatException {
        return reader(variant, stipulation).fromFen(fen);
    }

    /**
     * The game as the reader of a problem's positions (e.g. for an EPD file of tsume): the game
     * itself, or for a tsume in the shogi games the game reading tsume diagrams too.
     */
    public static Variant reader(Variant variant, Stipulation stipulation) {
        if (stipulation != null && stipulation.kind() == Stipulation.Kind.TSUME && variant instanceof ShogiVariant shogi) {
            return new TsumeDiagrams(shogi);
        }
        return variant;
    }

    /** A shogi game whose FEN reader also takes tsume diagrams; everything else is the game's own. */
    private record TsumeDiagrams(ShogiVariant game) implements Variant {
        @Override
        public Position fromFen(String fen) throws FormatException {
            try {
                return game.fromFen(fen);
            } catch (FormatException e) {
                try {
                    return game.problemPosition(fen);
                } catch (FormatException ignored) {
                    throw e;
                }
            }
        }

        @Override
        public String name() {
            return game.name();
        }

        @Override
        public List<String> options() {
            return game.options();
        }

        @Override
        public String displayName() {
            return game.displayName();
        }

        @Override
        public String startFen() {
            return game.startFen();
        }

        @Override
        public Position startPosition() {
            return game.startPosition();
        }

        @Override
        public Setup readSetup(String fen) throws FormatException {
            return game.readSetup(fen);
        }

        @Override
        public Position fromSetup(Setup setup) throws FormatException {
            return game.fromSetup(setup);
        }

        @Override
        public List<MoveNotation> notations() {
            return game.notations();
        }

        @Override
        public MoveNotation machineNotation() {
            return game.machineNotation();
        }

        @Override
        public String diagram(Position position) {
            return game.diagram(position);
        }

        @Override
        public GameDescription description() {
            return game.description();
        }
    }
}
