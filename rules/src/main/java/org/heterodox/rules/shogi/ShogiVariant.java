package org.heterodox.rules.shogi;

import java.util.List;
import org.heterodox.rules.BaseVariant;
import org.heterodox.rules.BoardGeometry;
import org.heterodox.rules.DecisionPhase;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Promotion;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * The games on the 9x9 shogi core (docs/rules.md#shogi): orthodox {@code shogi} (JSA rules) and
 * {@code unashogi}, which starts from an empty board with every piece in hand.
 */
public final class ShogiVariant extends BaseVariant {
    public static final String SHOGI_NAME = "shogi";
    public static final String SHOGI_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    public static final String UNASHOGI_START = "9/9/9/9/9/9/9/9/9 b KRB2G2S2N2L9Pkrb2g2s2n2l9p 1";

    public static final String PROMOTE_OWN_KING = "promote-own-king";
    public static final String PROMOTE_ENEMY_KING = "promote-enemy-king";
    public static final String PROMOTE_BOTH_KINGS = "promote-both-kings";

    public static final GameDefinition SHOGI = new GameDefinition(
            SHOGI_NAME, "Shogi", List.<GameOption>of(), List.of("Japanese chess"),
            "Orthodox shogi under the Japan Shogi Association rules.",
            options -> new ShogiVariant(SHOGI_NAME, "Shogi", options, SHOGI_START, ShogiRules.SHOGI));

    public static final GameDefinition UNASHOGI = new GameDefinition(
            "unashogi", "Unashogi", List.of(
                    new GameOption(PROMOTE_OWN_KING, "A piece may promote only while its own king is on the board."),
                    new GameOption(PROMOTE_ENEMY_KING, "A piece may promote only while the enemy king is on the board."),
                    new GameOption(PROMOTE_BOTH_KINGS, "A piece may promote only while both kings are on the board.")),
            List.of(),
            "Shogi from an empty board with all twenty pieces in hand (Edward Jackman).",
            options -> new ShogiVariant("unashogi", "Unashogi", options, UNASHOGI_START, new ShogiRules(true,
                    options.contains(PROMOTE_OWN_KING) || options.contains(PROMOTE_BOTH_KINGS),
                    options.contains(PROMOTE_ENEMY_KING) || options.contains(PROMOTE_BOTH_KINGS))));

    private final ShogiRules rules;

    private ShogiVariant(String name, String displayName, List<String> options, String startFen, ShogiRules rules) {
        super(name, displayName, options, startFen);
        this.rules = rules;
    }

    public ShogiRules rules() {
        return rules;
    }

    /** Reads an SFEN (see {@link Sfen}); the CLI's {@code --fen} text arrives here. */
    @Override
    public Position fromFen(String fen) throws FormatException {
        ShogiPosition position = new ShogiPosition(this, rules);
        Sfen.read(fen, position);
        return position;
    }

    @Override
    public List<MoveNotation> notations() {
        return List.of(WesternNotation.INSTANCE, UsiNotation.INSTANCE);
    }

    @Override
    public MoveNotation machineNotation() {
        return UsiNotation.INSTANCE;
    }

    @Override
    public String diagram(Position position) {
        return ShogiDiagram.render((ShogiBoard) position);
    }

    @Override
    public GameDescription description() {
        List<String> holdable = rules.kingsInHand()
                ? List.of("K", "R", "B", "G", "S", "N", "L", "P")
                : List.of("R", "B", "G", "S", "N", "L", "P");
        return new GameDescription(BoardGeometry.NINE_BY_NINE, PieceSet.SHOGI_SET, holdable, Promotion.SHOGI,
                startFen(), "9/9/9/9/9/9/9/9/9 b - 1", false, false, List.of(DecisionPhase.MOVE), notationNames(),
                WesternNotation.INSTANCE.name(), UsiNotation.INSTANCE.name(), false);
    }
}
