package org.heterodox.rules.alice;

import java.util.Arrays;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variant;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.CastleFlags;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.chess.Zobrist;
import org.heterodox.rules.format.FormatException;

/**
 * An Alice Chess position (docs/rules.md#alice). From the orthodox array no square is ever occupied on both
 * boards, so the shared 8x8 core holds every piece and {@link #onB} records which of them stand on
 * board B. Each board's occupancy is then one mask away, and a move is generated on the board where
 * its piece stands, against that board's occupancy only.
 */
public final class AlicePosition extends ChessBoard {
    public static final int BOARD_A = 0;
    public static final int BOARD_B = 1;

    /** Squares whose piece stands on board B; always a subset of the occupied squares. */
    private long onB;
    private long[] undoOnB = new long[256];

    public AlicePosition(Variant variant) {
        super(variant, false);
    }

    // ----- the two boards -----

    /** Whether the piece on {@code square} stands on board B (false for an empty square). */
    public boolean onSecondBoard(int square) {
        return (onB & (1L << square)) != 0;
    }

    /** The board ({@link #BOARD_A} or {@link #BOARD_B}) of the piece on {@code square}, or -1 when empty. */
    public int boardOf(int square) {
        return pieceAt(square) == 0 ? -1 : onSecondBoard(square) ? BOARD_B : BOARD_A;
    }

    /** The squares occupied on one board. */
    public long occupancy(int board) {
        return board == BOARD_B ? onB : occupied() & ~onB;
    }

    /**
     * Checks that the one-board representation is coherent: colour and type sets disjoint and in step
     * with the mailbox, board B a subset of the occupied squares, and the hash equal to a fresh one.
     * A move onto a square already occupied (on either board) breaks at least one of these.
     *
     * @return null when coherent, otherwise what is wrong
     */
    public String consistencyProblem() {
        long occ = occupied();
        if ((byColor[WHITE] & byColor[BLACK]) != 0) {
            return "a square holds a white and a black piece";
        }
        long union = 0;
        for (int type = PAWN; type <= KING; type++) {
            if ((union & byType[type]) != 0) {
                return "a square holds two piece types";
            }
            union |= byType[type];
        }
        if (union != occ) {
            return "piece types and colours disagree";
        }
        for (int sq = 0; sq < 64; sq++) {
            int code = squares[sq];
            boolean set = (occ & (1L << sq)) != 0;
            if (set != (code != 0) || (set && ((byType[code & 7] & byColor[code >>> 3] & (1L << sq)) == 0))) {
                return "mailbox and bitboards disagree on " + Squares.name(sq);
            }
        }
        if ((onB & ~occ) != 0) {
            return "board B marks an empty square " + Squares.name(Long.numberOfTrailingZeros(onB & ~occ));
        }
        if (hash != computeHash()) {
            return "incremental hash differs from a fresh one";
        }
        return null;
    }

    // ----- hooks of the shared core -----

    @Override
    protected long pieceKey(int code, int square) {
        return (onB & (1L << square)) != 0 ? Zobrist.pieceOnSecondBoard(code, square) : Zobrist.piece(code, square);
    }

    @Override
    public boolean allowsEnPassant() {
        return false;
    }

    /** Board B's squares come first, so that the pieces are hashed with their board's keys. */
    @Override
    protected void load(Setup setup) {
        long occupied = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (setup.pieceAt(sq) != 0) {
                occupied |= 1L << sq;
            }
        }
        onB = setup.secondBoard() & occupied;
        super.load(setup);
    }

    @Override
    public Setup toSetup() {
        return super.toSetup().toBuilder().secondBoard(onB).build();
    }

    @Override
    public String toFen() {
        return AliceFen.write(this);
    }

    // ----- make / unmake: the orthodox move on the action board, then the transfer -----

    @Override
    public void make(int move) {
        int ply = movesMade();
        if (ply == undoOnB.length) {
            undoOnB = Arrays.copyOf(undoOnB, ply * 2);
        }
        undoOnB[ply] = onB;
        int from = Move.from(move);
        int to = Move.to(move);
        long left = 1L << from;
        long landed = 1L << to;
        if (Move.isCastle(move)) {
            boolean kingSide = to > from;
            left |= 1L << (kingSide ? to + 1 : to - 2);
            landed |= 1L << (kingSide ? to - 1 : to + 1);
        }
        // While the move is played the landing squares belong to the action board, so the core
        // hashes every step with the right board's keys.
        if ((onB & left) != 0) {
            onB |= landed;
        }
        super.make(move);
        onB &= ~left;
        for (long moved = landed; moved != 0; moved &= moved - 1) {
            int sq = Long.numberOfTrailingZeros(moved);
            int code = squares[sq];
            hash ^= Zobrist.piece(code, sq) ^ Zobrist.pieceOnSecondBoard(code, sq);
        }
        onB ^= landed;
    }

    @Override
    public void unmake() {
        super.unmake();
        onB = undoOnB[movesMade()];
    }

    // ----- attacks, board by board -----

    /**
     * Whether a piece of {@code attacker} among {@code pieces} attacks {@code square}, sliders
     * being blocked by {@code occ}.
     */
    private boolean attackedBy(int square, int attacker, long pieces, long occ) {
        long them = byColor[attacker] & pieces;
        return (Attacks.pawn(attacker ^ 1, square) & byType[PAWN] & them) != 0
                || (Attacks.knight(square) & byType[KNIGHT] & them) != 0
                || (Attacks.king(square) & byType[KING] & them) != 0
                || (Attacks.bishop(square, occ) & (byType[BISHOP] | byType[QUEEN]) & them) != 0
                || (Attacks.rook(square, occ) & (byType[ROOK] | byType[QUEEN]) & them) != 0;
    }

    /** Alice check: the king is attacked by an enemy piece on the board where the king stands. */
    @Override
    public boolean kingAttacked(int side) {
        long kingBit = byType[KING] & byColor[side];
        if (kingBit == 0) {
            return false;
        }
        long board = (onB & kingBit) != 0 ? onB : occupied() & ~onB;
        return attackedBy(Long.numberOfTrailingZeros(kingBit), side ^ 1, board, board);
    }

    @Override
    public boolean inCheck() {
        return kingAttacked(side);
    }

    // ----- legal move generation -----

    @Override
    public void generate(MoveList out) {
        out.clear();
        int us = side;
        int them = us ^ 1;
        long occ = occupied();
        long kingBit = byType[KING] & byColor[us];
        int ksq = Long.numberOfTrailingZeros(kingBit);
        boolean kingOnB = (onB & kingBit) != 0;
        long kingBoard = kingOnB ? onB : occ & ~onB;
        long otherBoard = occ ^ kingBoard;
        long enemy = byColor[them];
        long enemyHere = enemy & kingBoard;
        long empty = ~occ;

        // The king: orthodox on its action board (x-rays through the square it leaves count), and
        // its landing square on the other board must not be attacked there.
        long withoutKing = kingBoard ^ kingBit;
        for (long set = Attacks.king(ksq) & (empty | enemyHere); set != 0; set &= set - 1) {
            int to = Long.numberOfTrailingZeros(set);
            if (!attackedBy(to, them, kingBoard, withoutKing) && !attackedBy(to, them, otherBoard, otherBoard)) {
                out.add(Move.of(ksq, to, KING, squares[to] & 7, 0, Move.KIND_NORMAL));
            }
        }
        long checkers = attackersTo(ksq, kingBoard) & enemyHere;
        if ((checkers & (checkers - 1)) != 0) {
            return;
        }
        // Destinations must be empty on both boards or hold an enemy on the action board.
        long targetsHere = empty | enemyHere;
        long targetsThere = empty | (enemy & otherBoard);
        if (checkers != 0) {
            // A piece of the king's board leaves it, so it can only capture the checker; a piece
            // of the other board arrives on the king's board and can only block.
            targetsHere &= checkers;
            targetsThere &= Attacks.between(ksq, Long.numberOfTrailingZeros(checkers));
        }
        int start = out.size();
        generateOnBoard(out, byColor[us] & kingBoard & ~kingBit, targetsHere, kingBoard);
        long exposedLines = linesToEnemySliders(ksq, enemyHere);
        if (exposedLines != 0) {
            removeExposingMoves(out, start, ksq, kingBoard, enemyHere, exposedLines);
        }
        generateOnBoard(out, byColor[us] & otherBoard, targetsThere, otherBoard);
        if (checkers == 0 && !kingOnB && CastleFlags.rights(castleFlags) != 0) {
            generateCastling(out, kingBoard);
        }
    }

    /** Moves of the (non-king) pieces {@code own} standing on a board with occupancy {@code board}. */
    private void generateOnBoard(MoveList out, long own, long targets, long board) {
        int pawnsStart = out.size();
        generatePawnMoves(out, byType[PAWN] & own, targets, board, false);
        // No en passant in Alice, so a double step is an ordinary move that leaves no target.
        for (int i = pawnsStart; i < out.size(); i++) {
            int m = out.get(i);
            if (Move.kind(m) == Move.KIND_DOUBLE_PUSH) {
                out.set(i, Move.of(Move.from(m), Move.to(m), PAWN, 0, 0, Move.KIND_NORMAL));
            }
        }
        generatePieceMoves(out, byType[KNIGHT] & own, KNIGHT, targets, board);
        generatePieceMoves(out, byType[BISHOP] & own, BISHOP, targets, board);
        generatePieceMoves(out, byType[ROOK] & own, ROOK, targets, board);
        generatePieceMoves(out, byType[QUEEN] & own, QUEEN, targets, board);
    }

    /** Squares between the king and every enemy slider of its board lined up with it (empty board). */
    private long linesToEnemySliders(int ksq, long enemyHere) {
        long snipers = ((Attacks.rook(ksq, 0) & (byType[ROOK] | byType[QUEEN]))
                | (Attacks.bishop(ksq, 0) & (byType[BISHOP] | byType[QUEEN]))) & enemyHere;
        long lines = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            lines |= Attacks.between(ksq, Long.numberOfTrailingZeros(snipers));
        }
        return lines;
    }

    /**
     * A piece leaving the king's board opens its square, and a capture there opens the captured
     * piece's square; only a move touching a line to an enemy slider can expose the king, and for
     * those the final position is tested directly.
     */
    private void removeExposingMoves(MoveList out, int start, int ksq, long kingBoard, long enemyHere, long lines) {
        for (int i = start; i < out.size(); ) {
            int m = out.get(i);
            long fromBit = 1L << Move.from(m);
            long toBit = 1L << Move.to(m);
            if (((fromBit | toBit) & lines) != 0) {
                long after = kingBoard & ~fromBit & ~toBit;
                long snipers = enemyHere & ~toBit;
                if ((Attacks.rook(ksq, after) & (byType[ROOK] | byType[QUEEN]) & snipers) != 0
                        || (Attacks.bishop(ksq, after) & (byType[BISHOP] | byType[QUEEN]) & snipers) != 0) {
                    out.removeUnordered(i);
                    continue;
                }
            }
            i++;
        }
    }

    /**
     * Castling: the orthodox conditions on board A (king not attacked on its square, the square it
     * crosses or its destination), both landing squares empty on board B, and the king not attacked
     * where it lands there (the rook landing beside it may shield it).
     */
    @Override
    protected boolean castlingPathSafe(int king, int crossed, int kingTo) {
        long boardA = occupied() & ~onB;
        long landing = (1L << crossed) | (1L << kingTo);
        if ((landing & onB) != 0) {
            return false;
        }
        int them = side ^ 1;
        return !attackedBy(king, them, boardA, boardA) && !attackedBy(crossed, them, boardA, boardA)
                && !attackedBy(kingTo, them, boardA, boardA) && !attackedBy(kingTo, them, onB, onB | landing);
    }

    // ----- outcome -----

    @Override
    public Outcome outcome() {
        MoveList moves = new MoveList();
        generate(moves);
        if (moves.isEmpty()) {
            return inCheck() ? Outcome.win(side ^ 1, Reason.CHECKMATE) : Outcome.draw(Reason.STALEMATE);
        }
        return drawOutcome();
    }

    /**
     * Only bare kings are dead in Alice: a king can never give check, but a single minor piece can
     * mate with its king's help (squares occupied on the other board close the defender's flight).
     */
    @Override
    public boolean insufficientMaterial() {
        return occupied() == byType[KING];
    }

    // ----- set-up -----

    @Override
    protected void validateSetup() throws FormatException {
        requireKings(false);
        requireNoPawnsOn(Attacks.RANK_1 | Attacks.RANK_8, "on the first or last rank");
        requireMaterialWithinArmy();
        int rights = CastleFlags.rights(castleFlags);
        requireOnBoardA(rights, CastleFlags.RIGHT_WK, Squares.E1, Squares.H1, 'K');
        requireOnBoardA(rights, CastleFlags.RIGHT_WQ, Squares.E1, Squares.A1, 'Q');
        requireOnBoardA(rights, CastleFlags.RIGHT_BK, Squares.E8, Squares.H8, 'k');
        requireOnBoardA(rights, CastleFlags.RIGHT_BQ, Squares.E8, Squares.A8, 'q');
        if (kingAttacked(side ^ 1)) {
            throw new FormatException("FEN is illegal: the side not to move (" + (side == WHITE ? "Black" : "White")
                    + ") is in check on its king's board", null, -1);
        }
    }

    /** A castling right needs an unmoved king and rook, and an unmoved piece never left board A. */
    private void requireOnBoardA(int rights, int right, int king, int rook, char letter) throws FormatException {
        if ((rights & right) != 0 && (onB & ((1L << king) | (1L << rook))) != 0) {
            throw new FormatException("FEN castling right '" + letter + "' needs the king on " + Squares.name(king)
                    + " and the rook on " + Squares.name(rook) + " on board A (an unmoved piece never left it)",
                    String.valueOf(letter), -1);
        }
    }

    @Override
    public Position copy() {
        AlicePosition copy = new AlicePosition(variant);
        copy.copyStateFrom(this);
        copy.onB = onB;
        return copy;
    }
}
