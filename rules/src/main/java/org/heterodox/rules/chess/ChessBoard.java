package org.heterodox.rules.chess;

import java.util.Arrays;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variant;

/**
 * The shared 8x8 core of the chess family: bitboards plus a mailbox, hands for the drop games,
 * castling flags, en passant, clocks, an incremental Zobrist hash and an undo stack. It knows how
 * pieces move (pseudo-legal generation, attacks) and how to make and unmake any move kind; each
 * game decides which moves are legal by implementing {@link #generate}.
 */
public abstract class ChessBoard implements Position {
    protected static final int WHITE = Piece.WHITE;
    protected static final int BLACK = Piece.BLACK;
    protected static final int PAWN = Piece.PAWN, KNIGHT = Piece.KNIGHT, BISHOP = Piece.BISHOP;
    protected static final int ROOK = Piece.ROOK, QUEEN = Piece.QUEEN, KING = Piece.KING;

    protected final Variant variant;
    /** Pieces of both colours by type; index 0 unused. */
    protected final long[] byType = new long[7];
    protected final long[] byColor = new long[2];
    protected final byte[] squares = new byte[64];
    /** Pieces in hand by piece code ({@code type | side << 3}). */
    protected final int[] hand = new int[16];
    protected int side;
    protected int castleFlags;
    /** Square a pawn may capture en passant on, or -1; set only when an enemy pawn attacks it. */
    protected int epSquare = -1;
    protected int halfmoveClock;
    protected int fullmoveNumber = 1;
    protected long hash;
    private final long[] castleKeys;

    private int ply;
    private int[] undoMove = new int[256];
    private int[] undoCastle = new int[256];
    private int[] undoEp = new int[256];
    private int[] undoHalfmove = new int[256];
    /**
     * The game's history for repetitions: the hashes of the positions before the current one, oldest
     * first. The first {@link #inherited} came with a copy (the positions since the last irreversible
     * move of the game it was copied from); then one per move made, which {@link #unmake} restores.
     */
    private long[] history = new long[256];
    private int inherited;
    /** Index in {@link #history} of the position after the latest null move: repetitions never span it. */
    private int nullFloor;
    /** {@link #nullFloor} before each null move, indexed by ply. */
    private int[] undoNullFloor = new int[256];

    /**
     * @param hashCastleFlags hash the six unmoved flags (drop games, where a lone flag matters)
     *                        instead of the four rights (orthodox repetition rules)
     */
    protected ChessBoard(Variant variant, boolean hashCastleFlags) {
        this.variant = variant;
        this.castleKeys = hashCastleFlags ? Zobrist.CASTLE_FLAGS : RIGHTS_KEYS;
    }

    /** The castling keys of the orthodox hash, by flags: those of the four rights they give (made once). */
    private static final long[] RIGHTS_KEYS = rightsKeys();

    private static long[] rightsKeys() {
        long[] keys = new long[64];
        for (int flags = 0; flags < 64; flags++) {
            keys[flags] = Zobrist.CASTLE_RIGHTS[CastleFlags.rights(flags)];
        }
        return keys;
    }

    // ----- state access -----

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long hash() {
        return hash;
    }

    /**
     * The Zobrist hash with the castling part taken from the four rights a FEN shows rather than the
     * six unmoved flags the drop games hash (a rook dropped on its corner may castle later: state no FEN
     * shows); en passant is kept only when a pawn can take there, as the FEN writes it.
     */
    @Override
    public long diagramKey() {
        return hash ^ castleKeys[castleFlags] ^ Zobrist.CASTLE_RIGHTS[CastleFlags.rights(castleFlags)];
    }

    @Override
    public int movesMade() {
        return ply;
    }

    /** Piece code on a square, 0 when empty. */
    public int pieceAt(int square) {
        return squares[square];
    }

    public long pieces(int side) {
        return byColor[side];
    }

    public long pieces(int side, int type) {
        return byType[type] & byColor[side];
    }

    public long occupied() {
        return byColor[0] | byColor[1];
    }

    public int handCount(int side, int type) {
        return hand[Piece.code(side, type)];
    }

    public boolean hasHand(int side) {
        for (int t = PAWN; t <= KING; t++) {
            if (hand[Piece.code(side, t)] > 0) {
                return true;
            }
        }
        return false;
    }

    public int castleFlags() {
        return castleFlags;
    }

    public int castlingRights() {
        return CastleFlags.rights(castleFlags);
    }

    public int epSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The last move made, or {@link Move#NONE}. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    /** Square of {@code side}'s king, or -1 when it is not on the board. */
    public int kingSquare(int side) {
        long k = byType[KING] & byColor[side];
        return k == 0 ? -1 : Long.numberOfTrailingZeros(k);
    }

    // ----- set-up: a Setup in, a Setup out -----

    /**
     * Sets this fresh board to {@code setup}; the game then checks it ({@link #validateSetup}), see
     * {@link ChessFamilyVariant#board}. En passant is kept only when a pawn of the side to move can
     * take there, so that the hash is exact for repetitions.
     */
    protected void load(Setup setup) {
        for (int sq = 0; sq < 64; sq++) {
            int code = setup.pieceAt(sq);
            if (code != 0) {
                putPiece(sq, code);
            }
        }
        for (int s = WHITE; s <= BLACK; s++) {
            for (int type = PAWN; type <= KING; type++) {
                hand[Piece.code(s, type)] = setup.handCount(s, type);
            }
        }
        side = setup.sideToMove();
        castleFlags = CastleFlags.fromSquares(setup.unmoved());
        int ep = setup.epSquare();
        epSquare = ep >= 0 && allowsEnPassant() && epCapturable(ep) ? ep : -1;
        halfmoveClock = setup.halfmoveClock();
        fullmoveNumber = setup.fullmoveNumber();
        hash = computeHash();
    }

    @Override
    public int inHand(int side, char letter) {
        int type = Piece.typeOf(letter);
        return type == 0 ? 0 : hand[Piece.code(side, type)];
    }

    @Override
    public int onBoard(int side, String letter) {
        int type = letter.length() == 1 ? Piece.typeOf(letter.charAt(0)) : 0;
        return type == 0 ? 0 : Long.bitCount(pieces(side, type));
    }

    /** The set-up of this position (its history aside): {@code variant().fromSetup(toSetup())} is an equal position. */
    public Setup toSetup() {
        Setup.Builder setup = Setup.builder(64);
        for (int sq = 0; sq < 64; sq++) {
            setup.piece(sq, squares[sq]);
        }
        for (int s = WHITE; s <= BLACK; s++) {
            for (int type = PAWN; type <= KING; type++) {
                setup.hand(s, type, hand[Piece.code(s, type)]);
            }
        }
        return setup.sideToMove(side).unmoved(CastleFlags.squares(castleFlags)).epSquare(epSquare)
                .clocks(halfmoveClock, fullmoveNumber).build();
    }

    protected long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != 0) {
                h ^= pieceKey(squares[sq], sq);
            }
        }
        for (int code = 0; code < 16; code++) {
            h ^= Zobrist.HAND[code][Math.min(hand[code], 16)];
        }
        h ^= castleKeys[castleFlags];
        if (epSquare >= 0) {
            h ^= Zobrist.EP_FILE[epSquare & 7];
        }
        if (side == BLACK) {
            h ^= Zobrist.SIDE;
        }
        return h;
    }

    /** The key of a piece on a square; Alice overrides it to tell the two boards apart. */
    protected long pieceKey(int code, int square) {
        return Zobrist.PIECE[code][square];
    }

    /**
     * Copies board, hands and state from another board, and of its history the positions a
     * repetition can still reach (since its last irreversible move); its undo stack stays behind.
     */
    protected void copyStateFrom(ChessBoard other) {
        System.arraycopy(other.byType, 0, byType, 0, byType.length);
        System.arraycopy(other.byColor, 0, byColor, 0, byColor.length);
        System.arraycopy(other.squares, 0, squares, 0, squares.length);
        System.arraycopy(other.hand, 0, hand, 0, hand.length);
        side = other.side;
        castleFlags = other.castleFlags;
        epSquare = other.epSquare;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        hash = other.hash;
        ply = 0;
        int known = other.inherited + other.ply;
        int keep = Math.min(known - other.nullFloor, other.halfmoveClock);
        if (history.length < keep + 256) {
            history = new long[keep + 256];
        }
        System.arraycopy(other.history, known - keep, history, 0, keep);
        inherited = keep;
        nullFloor = 0;
    }

    // ----- primitive piece operations (update bitboards, mailbox and hash) -----

    protected final void putPiece(int square, int code) {
        long b = 1L << square;
        byType[code & 7] |= b;
        byColor[code >>> 3] |= b;
        squares[square] = (byte) code;
        hash ^= pieceKey(code, square);
    }

    protected final void removePiece(int square) {
        int code = squares[square];
        long b = ~(1L << square);
        byType[code & 7] &= b;
        byColor[code >>> 3] &= b;
        squares[square] = 0;
        hash ^= pieceKey(code, square);
    }

    protected final void movePiece(int from, int to) {
        int code = squares[from];
        long b = (1L << from) | (1L << to);
        byType[code & 7] ^= b;
        byColor[code >>> 3] ^= b;
        squares[from] = 0;
        squares[to] = (byte) code;
        hash ^= pieceKey(code, from) ^ pieceKey(code, to);
    }

    protected final void changeHand(int code, int delta) {
        int n = hand[code];
        hash ^= Zobrist.HAND[code][n] ^ Zobrist.HAND[code][n + delta];
        hand[code] = n + delta;
    }

    // ----- make / unmake -----

    @Override
    public void make(int move) {
        if (ply == undoMove.length || inherited + ply == history.length) {
            growUndo();
        }
        undoMove[ply] = move;
        undoCastle[ply] = castleFlags;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmoveClock;
        history[inherited + ply] = hash;
        ply++;

        int us = side;
        int to = Move.to(move);
        int from = Move.from(move);
        int piece = Move.piece(move);
        int captured = Move.captured(move);
        int kind = Move.kind(move);
        if (epSquare >= 0) {
            hash ^= Zobrist.EP_FILE[epSquare & 7];
            epSquare = -1;
        }
        hash ^= castleKeys[castleFlags];
        halfmoveClock++;
        switch (kind) {
            case Move.KIND_DROP -> {
                int code = Piece.code(us, piece);
                changeHand(code, -1);
                putPiece(to, code);
                if (allowsCastling()) {
                    castleFlags |= CastleFlags.dropFlag(us, piece, to);
                }
                halfmoveClock = 0;
            }
            case Move.KIND_CASTLE -> {
                movePiece(from, to);
                boolean kingSide = to > from;
                movePiece(kingSide ? to + 1 : to - 2, kingSide ? to - 1 : to + 1);
                castleFlags &= CastleFlags.kingMoveMask(us);
            }
            case Move.KIND_EN_PASSANT -> {
                removePiece(us == WHITE ? to - 8 : to + 8);
                movePiece(from, to);
                halfmoveClock = 0;
            }
            default -> {
                if (captured != 0) {
                    removePiece(to);
                    halfmoveClock = 0;
                }
                movePiece(from, to);
                if (piece == PAWN) {
                    halfmoveClock = 0;
                    int promotion = Move.promotion(move);
                    if (promotion != 0) {
                        removePiece(to);
                        putPiece(to, Piece.code(us, promotion));
                    } else if (kind == Move.KIND_DOUBLE_PUSH) {
                        int ep = (from + to) >>> 1;
                        if (allowsEnPassant() && epCapturable(ep, us ^ 1)) {
                            epSquare = ep;
                            hash ^= Zobrist.EP_FILE[ep & 7];
                        }
                    }
                }
                castleFlags &= CastleFlags.clearMask(from) & CastleFlags.clearMask(to);
                if (piece == KING) {
                    castleFlags &= CastleFlags.kingMoveMask(us);
                }
            }
        }
        hash ^= castleKeys[castleFlags];
        if (us == BLACK) {
            fullmoveNumber++;
        }
        side = us ^ 1;
        hash ^= Zobrist.SIDE;
    }

    @Override
    public void unmake() {
        ply--;
        int move = undoMove[ply];
        int them = side;
        int us = them ^ 1;
        side = us;
        if (us == BLACK) {
            fullmoveNumber--;
        }
        int to = Move.to(move);
        int from = Move.from(move);
        int captured = Move.captured(move);
        switch (Move.kind(move)) {
            case Move.KIND_DROP -> {
                removePiece(to);
                hand[Piece.code(us, Move.piece(move))]++;
            }
            case Move.KIND_CASTLE -> {
                movePiece(to, from);
                boolean kingSide = to > from;
                movePiece(kingSide ? to - 1 : to + 1, kingSide ? to + 1 : to - 2);
            }
            case Move.KIND_EN_PASSANT -> {
                movePiece(to, from);
                putPiece(us == WHITE ? to - 8 : to + 8, Piece.code(them, PAWN));
            }
            default -> {
                if (Move.promotion(move) != 0) {
                    removePiece(to);
                    putPiece(from, Piece.code(us, PAWN));
                } else {
                    movePiece(to, from);
                }
                if (captured != 0) {
                    putPiece(to, Piece.code(them, captured));
                }
            }
        }
        castleFlags = undoCastle[ply];
        epSquare = undoEp[ply];
        halfmoveClock = undoHalfmove[ply];
        hash = history[inherited + ply];
    }

    /**
     * Passes the turn (an engine's null move): only the side to move and en passant change. Games
     * whose extra state makes a pass meaningless do not call it; see {@link Position#makeNull}.
     */
    protected final void passTurn() {
        if (ply == undoMove.length || inherited + ply == history.length) {
            growUndo();
        }
        undoMove[ply] = Move.NONE;
        undoCastle[ply] = castleFlags;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmoveClock;
        undoNullFloor[ply] = nullFloor;
        history[inherited + ply] = hash;
        ply++;
        nullFloor = inherited + ply;
        if (epSquare >= 0) {
            hash ^= Zobrist.EP_FILE[epSquare & 7];
            epSquare = -1;
        }
        halfmoveClock++;
        side ^= 1;
        hash ^= Zobrist.SIDE;
    }

    /** Takes back {@link #passTurn}. */
    protected final void unpassTurn() {
        ply--;
        side ^= 1;
        epSquare = undoEp[ply];
        halfmoveClock = undoHalfmove[ply];
        nullFloor = undoNullFloor[ply];
        hash = history[inherited + ply];
    }

    private void growUndo() {
        int n = ply == undoMove.length ? undoMove.length * 2 : undoMove.length;
        undoMove = Arrays.copyOf(undoMove, n);
        undoCastle = Arrays.copyOf(undoCastle, n);
        undoEp = Arrays.copyOf(undoEp, n);
        undoHalfmove = Arrays.copyOf(undoHalfmove, n);
        undoNullFloor = Arrays.copyOf(undoNullFloor, n);
        if (inherited + ply == history.length) {
            history = Arrays.copyOf(history, history.length * 2);
        }
    }

    /** Whether a pawn of the side to move could capture en passant on {@code ep}. */
    private boolean epCapturable(int ep) {
        return epCapturable(ep, side);
    }

    private boolean epCapturable(int ep, int capturer) {
        return (Attacks.pawn(capturer ^ 1, ep) & byType[PAWN] & byColor[capturer]) != 0;
    }

    // ----- repetition -----

    /**
     * How many times the current position has occurred since the last irreversible move (and the
     * latest null move), counting this one, over the history this board keeps.
     */
    public int repetitionCount() {
        return occurrences(Integer.MAX_VALUE);
    }

    /** {@link #repetitionCount}, but stops counting at {@code enough}. */
    private int occurrences(int enough) {
        int current = inherited + ply;
        int limit = Math.max(Math.max(0, current - halfmoveClock), nullFloor);
        int count = 1;
        // The side to move alternates with every move, so only every second position can be the same.
        for (int i = current - 2; i >= limit && count < enough; i -= 2) {
            if (history[i] == hash) {
                count++;
            }
        }
        return count;
    }

    /** Repetition (threefold for the game's own rules) and the fifty-move rule, the chess family's rules. */
    @Override
    public Outcome ruleOutcome(int occurrences) {
        if (occurrences(occurrences) >= occurrences) {
            return Outcome.draw(Reason.THREEFOLD_REPETITION);
        }
        if (halfmoveClock >= 100) {
            return Outcome.draw(Reason.FIFTY_MOVES);
        }
        return Outcome.ONGOING;
    }

    /** The halfmove clock. */
    @Override
    public int pliesSinceIrreversible() {
        return halfmoveClock;
    }

    // ----- attacks -----

    /** Pieces of either colour attacking {@code square} given the occupancy {@code occ}. */
    public long attackersTo(int square, long occ) {
        return (Attacks.pawn(WHITE, square) & byType[PAWN] & byColor[BLACK])
                | (Attacks.pawn(BLACK, square) & byType[PAWN] & byColor[WHITE])
                | (Attacks.knight(square) & byType[KNIGHT])
                | (Attacks.king(square) & byType[KING])
                | (Attacks.bishop(square, occ) & (byType[BISHOP] | byType[QUEEN]))
                | (Attacks.rook(square, occ) & (byType[ROOK] | byType[QUEEN]));
    }

    /** Whether a piece of {@code attacker} attacks {@code square} given the occupancy {@code occ}. */
    public boolean isAttacked(int square, int attacker, long occ) {
        long them = byColor[attacker];
        return (Attacks.pawn(attacker ^ 1, square) & byType[PAWN] & them) != 0
                || (Attacks.knight(square) & byType[KNIGHT] & them) != 0
                || (Attacks.king(square) & byType[KING] & them) != 0
                || (Attacks.bishop(square, occ) & (byType[BISHOP] | byType[QUEEN]) & them) != 0
                || (Attacks.rook(square, occ) & (byType[ROOK] | byType[QUEEN]) & them) != 0;
    }

    public boolean isAttacked(int square, int attacker) {
        return isAttacked(square, attacker, occupied());
    }

    /** Squares a piece of {@code side} and {@code type} on {@code square} attacks. */
    public long attacksFrom(int side, int type, int square, long occ) {
        return type == PAWN ? Attacks.pawn(side, square) : Attacks.of(type, square, occ);
    }

    /** Whether {@code side}'s king stands on the board and is attacked (the ordinary notion of check). */
    public boolean kingAttacked(int side) {
        int k = kingSquare(side);
        return k >= 0 && isAttacked(k, side ^ 1);
    }

    // ----- pseudo-legal generation -----

    /**
     * Appends every pseudo-legal move (docs/rules.md#terms: obeys how pieces move, ignores the own king's
     * safety) of the side to move, without drops. Castling is included when the king and rook are
     * unmoved, the squares between are empty and {@link #castlingPathSafe} agrees.
     */
    protected void generatePseudoLegal(MoveList out, boolean withCastling) {
        int us = side;
        long own = byColor[us];
        long occ = own | byColor[us ^ 1];
        long targets = ~own;
        generatePawnMoves(out, byType[PAWN] & own, targets, occ, true);
        generatePieceMoves(out, byType[KNIGHT] & own, KNIGHT, targets, occ);
        generatePieceMoves(out, byType[BISHOP] & own, BISHOP, targets, occ);
        generatePieceMoves(out, byType[ROOK] & own, ROOK, targets, occ);
        generatePieceMoves(out, byType[QUEEN] & own, QUEEN, targets, occ);
        generatePieceMoves(out, byType[KING] & own, KING, targets, occ);
        if (withCastling) {
            generateCastling(out, occ);
        }
    }

    /** Appends moves of every piece of one type in {@code fromSet} to squares in {@code targets}. */
    protected final void generatePieceMoves(MoveList out, long fromSet, int type, long targets, long occ) {
        while (fromSet != 0) {
            int from = Long.numberOfTrailingZeros(fromSet);
            fromSet &= fromSet - 1;
            addMoves(out, from, type, Attacks.of(type, from, occ) & targets);
        }
    }

    protected final void addMoves(MoveList out, int from, int type, long toSet) {
        int base = (from << 7) | (type << 14);
        while (toSet != 0) {
            int to = Long.numberOfTrailingZeros(toSet);
            toSet &= toSet - 1;
            out.add(base | to | ((squares[to] & 7) << 18));
        }
    }

    /**
     * Appends pawn moves of the pawns in {@code pawns} whose destination lies in {@code targets}.
     * @param withEnPassant whether to add en passant captures (not filtered by {@code targets})
     */
    protected final void generatePawnMoves(MoveList out, long pawns, long targets, long occ, boolean withEnPassant) {
        if (pawns == 0) {
            return;
        }
        int us = side;
        long enemy = byColor[us ^ 1];
        long empty = ~occ;
        long lastRank = us == WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        long pushes;
        long doubles;
        long capLeft;
        long capRight;
        int up;
        if (us == WHITE) {
            pushes = (pawns << 8) & empty;
            doubles = ((pushes & (0xFFL << 16)) << 8) & empty & targets;
            capLeft = ((pawns & ~Attacks.FILE_A) << 7) & enemy & targets;
            capRight = ((pawns & ~Attacks.FILE_H) << 9) & enemy & targets;
            up = 8;
        } else {
            pushes = (pawns >>> 8) & empty;
            doubles = ((pushes & (0xFFL << 40)) >>> 8) & empty & targets;
            capLeft = ((pawns & ~Attacks.FILE_A) >>> 9) & enemy & targets;
            capRight = ((pawns & ~Attacks.FILE_H) >>> 7) & enemy & targets;
            up = -8;
        }
        pushes &= targets;
        addPawnSet(out, pushes & ~lastRank, up, Move.KIND_NORMAL);
        addPromotions(out, pushes & lastRank, up);
        addPawnSet(out, doubles, 2 * up, Move.KIND_DOUBLE_PUSH);
        int left = us == WHITE ? 7 : -9;
        int right = us == WHITE ? 9 : -7;
        addPawnSet(out, capLeft & ~lastRank, left, Move.KIND_NORMAL);
        addPawnSet(out, capRight & ~lastRank, right, Move.KIND_NORMAL);
        addPromotions(out, capLeft & lastRank, left);
        addPromotions(out, capRight & lastRank, right);
        if (withEnPassant && epSquare >= 0) {
            long attackers = Attacks.pawn(us ^ 1, epSquare) & pawns;
            while (attackers != 0) {
                int from = Long.numberOfTrailingZeros(attackers);
                attackers &= attackers - 1;
                out.add(Move.of(from, epSquare, PAWN, PAWN, 0, Move.KIND_EN_PASSANT));
            }
        }
    }

    private void addPawnSet(MoveList out, long toSet, int delta, int kind) {
        while (toSet != 0) {
            int to = Long.numberOfTrailingZeros(toSet);
            toSet &= toSet - 1;
            out.add(Move.of(to - delta, to, PAWN, squares[to] & 7, 0, kind));
        }
    }

    private void addPromotions(MoveList out, long toSet, int delta) {
        while (toSet != 0) {
            int to = Long.numberOfTrailingZeros(toSet);
            toSet &= toSet - 1;
            int captured = squares[to] & 7;
            for (int promo = QUEEN; promo >= KNIGHT; promo--) {
                out.add(Move.of(to - delta, to, PAWN, captured, promo, Move.KIND_NORMAL));
            }
        }
    }

    /** Appends the castling moves allowed by the flags, empty squares and {@link #castlingPathSafe}. */
    protected final void generateCastling(MoveList out, long occ) {
        int rights = CastleFlags.rights(castleFlags);
        if (side == WHITE) {
            if ((rights & CastleFlags.RIGHT_WK) != 0 && canCastle(Squares.E1, Squares.H1, Squares.G1, occ)) {
                out.add(Move.of(Squares.E1, Squares.G1, KING, 0, 0, Move.KIND_CASTLE));
            }
            if ((rights & CastleFlags.RIGHT_WQ) != 0 && canCastle(Squares.E1, Squares.A1, Squares.C1, occ)) {
                out.add(Move.of(Squares.E1, Squares.C1, KING, 0, 0, Move.KIND_CASTLE));
            }
        } else {
            if ((rights & CastleFlags.RIGHT_BK) != 0 && canCastle(Squares.E8, Squares.H8, Squares.G8, occ)) {
                out.add(Move.of(Squares.E8, Squares.G8, KING, 0, 0, Move.KIND_CASTLE));
            }
            if ((rights & CastleFlags.RIGHT_BQ) != 0 && canCastle(Squares.E8, Squares.A8, Squares.C8, occ)) {
                out.add(Move.of(Squares.E8, Squares.C8, KING, 0, 0, Move.KIND_CASTLE));
            }
        }
    }

    private boolean canCastle(int king, int rook, int kingTo, long occ) {
        if ((Attacks.between(king, rook) & occ) != 0) {
            return false;
        }
        if (squares[king] != Piece.code(side, KING) || squares[rook] != Piece.code(side, ROOK)) {
            return false;
        }
        int step = kingTo > king ? 1 : -1;
        return castlingPathSafe(king, king + step, kingTo);
    }

    /**
     * Whether the king may castle: not attacked on its square, the square it crosses, or its
     * destination. Variants with another notion of check (quasi-check) override it.
     */
    protected boolean castlingPathSafe(int king, int crossed, int kingTo) {
        int them = side ^ 1;
        long occ = occupied();
        return !isAttacked(king, them, occ) && !isAttacked(crossed, them, occ) && !isAttacked(kingTo, them, occ);
    }

    // ----- shared rules helpers -----

    /** Own pieces standing alone between the king and an enemy slider. */
    protected final long pinnedPieces(int ksq, int us, long occ) {
        long enemy = byColor[us ^ 1];
        long snipers = ((Attacks.rook(ksq, 0) & (byType[ROOK] | byType[QUEEN]))
                | (Attacks.bishop(ksq, 0) & (byType[BISHOP] | byType[QUEEN]))) & enemy;
        long pinned = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = Attacks.between(ksq, s) & occ;
            if (between != 0 && (between & (between - 1)) == 0) {
                pinned |= between & byColor[us];
            }
        }
        return pinned;
    }

    /** The automatic draws shared by the chess family: repetition, fifty moves, dead position. */
    protected Outcome drawOutcome() {
        Outcome byRule = ruleOutcome(3);
        if (byRule.isOver()) {
            return byRule;
        }
        if (insufficientMaterial()) {
            return Outcome.draw(Reason.INSUFFICIENT_MATERIAL);
        }
        return Outcome.ONGOING;
    }

    /** FIDE dead positions: K v K, K+minor v K, and bishops only, all on squares of one colour. */
    public boolean insufficientMaterial() {
        if ((byType[PAWN] | byType[ROOK] | byType[QUEEN]) != 0 || hasHand(WHITE) || hasHand(BLACK)) {
            return false;
        }
        long minors = byType[KNIGHT] | byType[BISHOP];
        if (Long.bitCount(minors) <= 1) {
            return true;
        }
        if (byType[KNIGHT] != 0) {
            return false;
        }
        long light = 0x55AA55AA55AA55AAL;
        long bishops = byType[BISHOP];
        return (bishops & light) == 0 || (bishops & ~light) == 0;
    }

    @Override
    public String toFen() {
        return ChessFen.write(this);
    }

    // ----- hooks for FEN and the family's games -----

    /** Whether FENs of this game carry holdings in brackets. */
    public boolean usesHands() {
        return false;
    }

    /** Whether the game has en passant at all (FEN readers reject an en passant field otherwise). */
    public boolean allowsEnPassant() {
        return true;
    }

    /**
     * Whether the game has castling at all; drop games without it never gain castling flags by
     * dropping a king or rook on its original square.
     */
    public boolean allowsCastling() {
        return true;
    }

    /**
     * Checks a position just set up (from FEN or a {@link Setup}) against the game's rules; the default is the orthodox
     * check: one king each, no pawn on the first or last rank, no more pieces than a side can own,
     * and the side not to move not in check.
     */
    protected void validateSetup() throws org.heterodox.rules.format.FormatException {
        requireKings(false);
        requireNoPawnsOn(Attacks.RANK_1 | Attacks.RANK_8, "on the first or last rank");
        requireMaterialWithinArmy();
        if (kingAttacked(side ^ 1)) {
            throw new org.heterodox.rules.format.FormatException("FEN is illegal: the side not to move ("
                    + (side == WHITE ? "Black" : "White") + ") is in check, so the side-to-move field '"
                    + (side == WHITE ? "w" : "b") + "' cannot be right", null, -1);
        }
    }

    /** Each side has exactly one king, on the board or (if {@code inHandAllowed}) in hand. */
    protected final void requireKings(boolean inHandAllowed) throws org.heterodox.rules.format.FormatException {
        for (int s = 0; s < 2; s++) {
            int count = Long.bitCount(byType[KING] & byColor[s]) + (inHandAllowed ? hand[Piece.code(s, KING)] : 0);
            String name = s == WHITE ? "white" : "black";
            String where = inHandAllowed ? " in the placement and holdings" : " in the placement field";
            if (count == 0) {
                throw new org.heterodox.rules.format.FormatException("FEN is illegal: there is no " + name + " king"
                        + where, null, -1);
            }
            if (count > 1) {
                throw new org.heterodox.rules.format.FormatException("FEN is illegal: there are " + count + " " + name
                        + " kings" + where, null, -1);
            }
        }
    }

    protected final void requireNoPawnsOn(long forbidden, String where) throws org.heterodox.rules.format.FormatException {
        long bad = byType[PAWN] & forbidden;
        if (bad != 0) {
            throw new org.heterodox.rules.format.FormatException("FEN is illegal: a pawn stands " + where + " ("
                    + Squares.name(Long.numberOfTrailingZeros(bad)) + ") in the placement field", null, -1);
        }
    }

    /** No side owns more than its 16 pieces, counting promoted pieces against missing pawns. */
    protected final void requireMaterialWithinArmy() throws org.heterodox.rules.format.FormatException {
        int[] original = {0, 8, 2, 2, 2, 1, 1};
        for (int s = 0; s < 2; s++) {
            String name = s == WHITE ? "White" : "Black";
            int pawns = Long.bitCount(byType[PAWN] & byColor[s]) + hand[Piece.code(s, PAWN)];
            if (pawns > 8) {
                throw new org.heterodox.rules.format.FormatException("FEN is illegal: " + name + " has " + pawns
                        + " pawns (at most 8)", null, -1);
            }
            int extra = 0;
            for (int t = KNIGHT; t <= QUEEN; t++) {
                int n = Long.bitCount(byType[t] & byColor[s]) + hand[Piece.code(s, t)];
                extra += Math.max(0, n - original[t]);
            }
            if (extra > 8 - pawns) {
                throw new org.heterodox.rules.format.FormatException("FEN is illegal: " + name
                        + " has more pieces than its 16 can become (" + extra + " promoted pieces but only "
                        + (8 - pawns) + " missing pawns)", null, -1);
            }
        }
    }
}
