package org.heterodox.rules.chess;

import java.util.List;
import org.heterodox.rules.BaseVariant;
import org.heterodox.rules.BoardGeometry;
import org.heterodox.rules.DecisionPhase;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.PieceSet;
import org.heterodox.rules.Position;
import org.heterodox.rules.Promotion;
import org.heterodox.rules.Setup;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** What every 8x8 game of the chess family shares: FEN, set-ups, UCI and SAN, the text diagram. */
public abstract class ChessFamilyVariant extends BaseVariant {
    /** A board of this game that readers ask about the game (hands, en passant); never changed. */
    private volatile ChessBoard rules;
    /** The FEN read last (most often the start, read again for every game of a file) and its set-up. */
    private volatile ReadFen lastRead;
    /** A FEN longer than any real one (padded, say) is not kept: variants are shared and live long. */
    private static final int MAX_FEN_KEPT = 200;

    protected ChessFamilyVariant(String name, String displayName, List<String> options, String startFen) {
        super(name, displayName, options, startFen);
    }

    /** A fresh, empty board of this game. */
    protected abstract ChessBoard newBoard();

    /** A board of this game to read facts from (whether it has hands, en passant); not to be changed. */
    protected final ChessBoard referenceBoard() {
        ChessBoard board = rules;
        if (board == null) {
            board = newBoard();
            rules = board;
        }
        return board;
    }

    @Override
    public Setup readSetup(String fen) throws FormatException {
        ReadFen last = lastRead;
        if (last != null && last.fen().equals(fen)) {
            return last.setup();
        }
        Setup setup = ChessFen.read(fen, referenceBoard());
        if (fen.length() <= MAX_FEN_KEPT) {
            lastRead = new ReadFen(fen, setup);
        }
        return setup;
    }

    /** A FEN and the set-up it reads as: a {@link Setup} is a value, so one read serves every game that starts there. */
    private record ReadFen(String fen, Setup setup) {
    }

    @Override
    public Position fromFen(String fen) throws FormatException {
        return fromSetup(readSetup(fen));
    }

    @Override
    public Position fromSetup(Setup setup) throws FormatException {
        return board(setup);
    }

    /**
     * A board of this game set to {@code setup}, once the game's rules accept it (one king each, no
     * pawn where it cannot stand, ...): the position of {@link #fromSetup}, without any turn phases
     * the game may add.
     */
    public final ChessBoard board(Setup setup) throws FormatException {
        requireWellFormed(setup);
        ChessBoard board = newBoard();
        board.load(setup);
        board.validateSetup();
        return board;
    }

    /** What no rule could accept: a set-up that is not of an 8x8 board with chess pieces. */
    private static void requireWellFormed(Setup setup) throws FormatException {
        if (setup.squareCount() != 64) {
            throw new FormatException("set-up has " + setup.squareCount() + " squares; the chess family's board has 64",
                    null, -1);
        }
        for (int sq = 0; sq < 64; sq++) {
            int code = setup.pieceAt(sq);
            if (code != 0 && (code < 0 || code > 15 || (code & 7) < Piece.PAWN || (code & 7) > Piece.KING)) {
                throw new FormatException("set-up has an unknown piece code " + code + " on " + Squares.name(sq), null, -1);
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < Setup.HAND_TYPES; type++) {
                int count = setup.handCount(side, type);
                boolean chessPiece = type >= Piece.PAWN && type <= Piece.KING;
                if (count > 16 || (count > 0 && !chessPiece)) {
                    throw new FormatException("set-up has " + count + " pieces of type " + type + " in hand", null, -1);
                }
            }
        }
        int ep = setup.epSquare();
        if (ep < -1 || ep > 63) {
            throw new FormatException("set-up has en passant square " + ep + ", not a square", null, -1);
        }
        if (ep >= 0 && !pawnJustPassed(setup, ep)) {
            throw new FormatException("set-up en passant square " + Squares.name(ep) + " is impossible: no pawn can "
                    + "have just stepped two squares past it", Squares.name(ep), -1);
        }
        if (setup.halfmoveClock() < 0 || setup.fullmoveNumber() < 1) {
            throw new FormatException("set-up has clocks " + setup.halfmoveClock() + " and " + setup.fullmoveNumber()
                    + "; the halfmove clock starts at 0 and the fullmove number at 1", null, -1);
        }
    }

    /** As the FEN reader checks: the square is behind an enemy pawn that stepped two squares from its start. */
    private static boolean pawnJustPassed(Setup setup, int ep) {
        int side = setup.sideToMove();
        int behind = side == Piece.WHITE ? 5 : 2;
        int pawn = side == Piece.WHITE ? ep - 8 : ep + 8;
        int origin = side == Piece.WHITE ? ep + 8 : ep - 8;
        return Squares.rank(ep) == behind && setup.pieceAt(pawn) == Piece.code(side ^ 1, Piece.PAWN)
                && setup.pieceAt(ep) == 0 && setup.pieceAt(origin) == 0;
    }

    @Override
    public List<MoveNotation> notations() {
        return List.of(SanNotation.INSTANCE, UciNotation.INSTANCE);
    }

    @Override
    public MoveNotation machineNotation() {
        return UciNotation.INSTANCE;
    }

    @Override
    public String diagram(Position position) {
        return ChessDiagram.render((ChessBoard) position);
    }

    /** Orthodox chess's facts; the other games override the hooks below where they differ. */
    @Override
    protected GameDescription describe() {
        List<String> holdable = holdable();
        String empty = "8/8/8/8/8/8/8/8" + (holdable.isEmpty() ? "" : "[]") + " w - - 0 1";
        return new GameDescription(geometry(), PieceSet.CHESS_SET, holdable, Promotion.CHESS, startFen(), empty,
                hasCastling(), hasEnPassant(), decisionPhases(), notationNames(), notations().get(0).name(),
                machineNotation().name(), moveExplainer().isPresent());
    }

    protected BoardGeometry geometry() {
        return BoardGeometry.EIGHT_BY_EIGHT;
    }

    /** The letters of the pieces that may be held in hand, in FEN order; none by default. */
    protected List<String> holdable() {
        return List.of();
    }

    protected boolean hasCastling() {
        return true;
    }

    protected boolean hasEnPassant() {
        return true;
    }

    protected List<DecisionPhase> decisionPhases() {
        return List.of(DecisionPhase.MOVE);
    }
}
