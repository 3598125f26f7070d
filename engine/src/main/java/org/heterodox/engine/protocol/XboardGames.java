package org.heterodox.engine.protocol;

import java.util.List;
import java.util.Locale;
import org.heterodox.engine.EngineGames;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.chess.ChessVariant;

/**
 * How each game is written over XBoard: its variant name ({@code normal} for orthodox chess,
 * {@code shogi} as in XBoard, the spec name for games XBoard does not know), its moves (the machine
 * notation, drops as {@code Q@b2}; XBoard's coordinates for the shogi board, {@link XboardShogi}),
 * its positions (FEN with the hands in brackets) and its hands as {@code holding [WHITE] [BLACK]}.
 */
public final class XboardGames {
    static final String NORMAL = EngineGames.of(ChessVariant.DEFINITION).xboardName();

    private XboardGames() {
    }

    /** The XBoard name of a game (from {@link EngineGames}): {@code normal} for orthodox chess, otherwise its spec name. */
    public static String name(GameDefinition game) {
        return EngineGames.of(game).xboardName();
    }

    /** Whether XBoard plays {@code variant} without being told: orthodox chess ({@code normal}) without options. */
    public static boolean isNormal(Variant variant) {
        return variant.options().isEmpty() && name(Variants.definitionOf(variant)).equals(NORMAL);
    }

    /** Our spec for an XBoard variant name (a spec with options passes through). */
    public static String spec(String xboardName) {
        for (GameDefinition game : Variants.all()) {
            if (name(game).equals(xboardName)) {
                return game.name();
            }
        }
        return xboardName;
    }

    /** Whether the game is played with the shogi pieces on XBoard's shogi board (orthodox shogi, Unashogi). */
    public static boolean isShogi(Variant variant) {
        return variant.description().pieceSet() == PieceSet.SHOGI_SET;
    }

    /** Whether the game has pieces in hand (the shogi games and the chess drop games), as the game says. */
    public static boolean hasHands(Variant variant) {
        return variant.description().hasHands();
    }

    /** The notation of moves over XBoard. */
    public static MoveNotation notation(Variant variant) {
        return isShogi(variant) ? XboardShogi.INSTANCE : variant.machineNotation();
    }

    /** An XBoard FEN as the game's own FEN (SFEN for the shogi games); empty holdings may be {@code [-]}. */
    public static String toOurFen(Variant variant, String fen) throws FormatException {
        if (isShogi(variant)) {
            return XboardShogi.toSfen(fen);
        }
        return fen.trim().replaceFirst("^(\\S*)\\[-]", "$1[]");
    }

    /** The game's own FEN as XBoard writes it. */
    public static String toXboardFen(Variant variant, String fen) {
        return isShogi(variant) ? XboardShogi.fromSfen(fen) : fen;
    }

    /** The {@code holding [WHITE] [BLACK]} line for a position (pieces upper case on both sides). */
    public static String holding(Position position) {
        String[] hands = hands(position);
        return "holding [" + hands[0] + "] [" + hands[1] + "]";
    }

    /**
     * White's (Sente's) and Black's (Gote's) pieces in hand, upper case, in the order of the game's
     * holdable pieces: read from the position's hands, not from its FEN.
     */
    static String[] hands(Position position) {
        List<String> holdable = position.variant().description().holdable();
        String[] hands = new String[2];
        for (int side = 0; side < 2; side++) {
            StringBuilder held = new StringBuilder();
            for (String letter : holdable) {
                held.append(letter.repeat(position.inHand(side, letter.charAt(0))));
            }
            hands[side] = held.toString();
        }
        return hands;
    }

    /**
     * Reads the arguments of {@code holding [WHITE] [BLACK]} (a trailing {@code +P} or {@code -P},
     * which bughouse uses to name the piece that arrived, is allowed and ignored).
     *
     * @return the two hands, upper case
     */
    static String[] readHolding(String arguments) throws FormatException {
        String t = arguments.trim();
        if (!t.matches("\\[[A-Za-z-]*] *\\[[A-Za-z-]*]( +[+-][A-Za-z])?")) {
            throw new FormatException("holding needs [WHITE] [BLACK], e.g. holding [QP] [NN]", t, 0);
        }
        int mid = t.indexOf(']');
        String white = t.substring(1, mid).replace("-", "");
        String rest = t.substring(t.indexOf('[', mid) + 1);
        String black = rest.substring(0, rest.indexOf(']')).replace("-", "");
        return new String[] {white.toUpperCase(Locale.ROOT), black.toUpperCase(Locale.ROOT)};
    }

    /** The FEN of {@code position} with its hands replaced by the given ones. */
    static String withHands(Position position, String white, String black) throws FormatException {
        String fen = position.toFen();
        if (isShogi(position.variant())) {
            String[] f = fen.split("\\s+");
            f[2] = XboardShogi.handCounts(white + black.toLowerCase(Locale.ROOT));
            return String.join(" ", f);
        }
        int open = fen.indexOf('[');
        int close = fen.indexOf(']');
        if (open < 0 || close < open) {
            throw new FormatException(position.variant().spec() + " has no pieces in hand", fen, 0);
        }
        return fen.substring(0, open + 1) + white + black.toLowerCase(Locale.ROOT) + fen.substring(close);
    }

    /**
     * The {@code setup} line that describes a drop game XBoard does not know (board size, holdings and
     * parent variant, then the start position), or null for games XBoard knows or that have no hands.
     * Unachess and its kin are crazyhouse boards with a king in hand; Unashogi is a shogi board whose
     * holdings also take the king.
     */
    static String setup(Variant variant) {
        if (!hasHands(variant) || EngineGames.of(variant).xboardKnowsIt()) {
            return null;
        }
        String start = toXboardFen(variant, variant.startPosition().toFen());
        return isShogi(variant)
                ? "setup (PNBRLS...G.++++++Kpnbrls...g.++++++k) 9x9+8_shogi " + start
                : "setup (PNBRQ................Kpnbrq................k) 8x8+6_crazyhouse " + start;
    }
}
