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
import org.heterodox.rules.Setup;
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
        return position(Sfen.read(fen, rules), fen);
    }

    /**
     * Reads a tsume diagram: an SFEN as {@link #fromFen} reads it, except that one side (the attacker)
     * may have no king, as tsume problems are published, whichever side is to move. Every rule of the
     * game applies unchanged: the defender's king is in check whenever an attacking piece attacks it.
     */
    public Position problemPosition(String sfen) throws FormatException {
        ShogiPosition position = new ShogiPosition(this, rules);
        position.load(Sfen.read(sfen, rules));
        Sfen.validate(sfen, position, rules, true);
        return position;
    }

    @Override
    public Setup readSetup(String sfen) throws FormatException {
        return Sfen.read(sfen, rules);
    }

    @Override
    public Position fromSetup(Setup setup) throws FormatException {
        requireWellFormed(setup);
        return position(setup, null);
    }

    private ShogiPosition position(Setup setup, String sfen) throws FormatException {
        ShogiPosition position = new ShogiPosition(this, rules);
        position.load(setup);
        Sfen.validate(sfen, position, rules);
        return position;
    }

    /** What no rule could accept: a set-up that is not of a 9x9 board with shogi pieces. */
    private void requireWellFormed(Setup setup) throws FormatException {
        if (setup.squareCount() != 81) {
            throw new FormatException("set-up has " + setup.squareCount() + " squares; the shogi board has 81", null, -1);
        }
        for (int sq = 0; sq < 81; sq++) {
            int code = setup.pieceAt(sq);
            int type = ShogiPiece.type(code);
            if (code != 0 && (code < 0 || code > 31 || type == 0 || type > ShogiPiece.DRAGON)) {
                throw new FormatException("set-up has an unknown piece code " + code + " on " + ShogiSquares.name(sq),
                        null, -1);
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < Setup.HAND_TYPES; type++) {
                int count = setup.handCount(side, type);
                boolean handPiece = type >= ShogiPiece.PAWN && type <= ShogiPiece.KING
                        && (type != ShogiPiece.KING || rules.kingsInHand());
                if (count > 0 && (!handPiece || count > ShogiPiece.TOTAL[type])) {
                    throw new FormatException("set-up has " + count + " pieces of type " + type + " in hand, which "
                            + displayName() + " does not allow", null, -1);
                }
            }
        }
        if (setup.fullmoveNumber() < 1) {
            throw new FormatException("set-up has move number " + setup.fullmoveNumber() + "; it starts at 1", null, -1);
        }
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
    protected GameDescription describe() {
        List<String> holdable = rules.kingsInHand()
                ? List.of("K", "R", "B", "G", "S", "N", "L", "P")
                : List.of("R", "B", "G", "S", "N", "L", "P");
        return new GameDescription(BoardGeometry.NINE_BY_NINE, PieceSet.SHOGI_SET, holdable, Promotion.SHOGI,
                startFen(), "9/9/9/9/9/9/9/9/9 b - 1", false, false, List.of(DecisionPhase.MOVE), notationNames(),
                WesternNotation.INSTANCE.name(), UsiNotation.INSTANCE.name(), moveExplainer().isPresent());
    }
}
