package org.heterodox.rules.uchess;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.CastleFlags;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.format.FormatException;

/**
 * A U-Chess position (docs/rules.md#u-chess). A move is legal when its three-symbol descriptive writing
 * denotes it alone among the pseudo-legal moves, and (AISE rules) it does not leave the own king
 * attacked; under {@code king-capture} there is no check rule and taking the king ends the game.
 *
 * <p>The writing filter works on bitboards, one piece type at a time, instead of grouping a move
 * list by writing: a non-capture {@code T-Fr} is unique when exactly one T reaches the square and
 * no T reaches its mirror square on the other wing (the short file names R, N, B each cover two
 * files); a capture {@code TxU} is unique when exactly one (T, U-square) pair exists. So generation
 * computes every piece's attacks once and emits only the survivors, without allocation.
 */
public final class UChessPosition extends ChessBoard {
    private static final long FILE_D = Attacks.FILE_A << 3;
    private static final long FILE_E = Attacks.FILE_A << 4;
    /** Files whose short name (R, N, B) is shared with the mirrored file. */
    private static final long WING_FILES = ~(FILE_D | FILE_E);

    private static final int WHITE_CASTLE_FLAGS = CastleFlags.WHITE_KING | CastleFlags.WHITE_H_ROOK | CastleFlags.WHITE_A_ROOK;
    private static final int BLACK_CASTLE_FLAGS = CastleFlags.BLACK_KING | CastleFlags.BLACK_H_ROOK | CastleFlags.BLACK_A_ROOK;

    private final boolean kingCapture;
    /** Scratch of one generation call: attacks of each own piece, by its square. */
    private final long[] attacksFrom = new long[64];
    private final MoveList castles = new MoveList(4);
    // Check-rule masks of one generation call (AISE rules only).
    private int kingSquare;
    private long evasionMask;
    private long pinnedMask;

    public UChessPosition(Variant variant, boolean kingCapture) {
        super(variant, false);
        this.kingCapture = kingCapture;
    }

    /** Whether this game follows the {@code king-capture} rule set (no check rule). */
    public boolean kingCaptureRules() {
        return kingCapture;
    }

    /** Under {@code king-capture}: a king has been taken, so the game is over. */
    public boolean kingCaptured() {
        return kingCapture && (pieces(WHITE, KING) == 0 || pieces(BLACK, KING) == 0);
    }

    @Override
    public void generate(MoveList out) {
        out.clear();
        collect(out);
    }

    /** Number of legal moves, as {@link #generate} would list them, without listing them. */
    public int countLegal() {
        return collect(null);
    }

    /**
     * The number of legal moves the opponent would have were it to move (an evaluation's mobility
     * term): the turn is passed for the count, side, en passant and hash changing together as in an
     * engine's null move, and taken back, so the position is the same before and after.
     */
    public int countOpponentLegal() {
        passTurn();
        try {
            return collect(null);
        } finally {
            unpassTurn();
        }
    }

    /**
     * Every pseudo-legal move of the side to move: the set writings are judged against. Castling
     * appears only when its orthodox conditions hold; under {@code king-capture} a pawn capture of
     * the king on the last rank is one move without promotion piece.
     */
    public void pseudoLegalMoves(MoveList out) {
        out.clear();
        generatePseudoLegal(out, true);
        if (kingCapture) {
            for (int i = out.size() - 1; i >= 0; i--) {
                int m = out.get(i);
                if (Move.captured(m) == KING && Move.promotion(m) != 0) {
                    if (Move.promotion(m) == QUEEN) {
                        out.set(i, Move.of(Move.from(m), Move.to(m), PAWN, KING, 0, Move.KIND_NORMAL));
                    } else {
                        out.removeUnordered(i);
                    }
                }
            }
        }
    }

    /**
     * Adds the legal moves to {@code out} (or only counts them when {@code out} is null) and
     * returns their number.
     */
    private int collect(MoveList out) {
        int us = side;
        long own = byColor[us];
        long enemy = byColor[us ^ 1];
        long occ = own | enemy;
        long ownKing = byType[KING] & own;
        if (kingCapture) {
            if (ownKing == 0 || (byType[KING] & enemy) == 0) {
                return 0;
            }
        } else {
            prepareCheckRule(us, ownKing, occ);
        }
        int count = 0;
        for (int type = KNIGHT; type <= KING; type++) {
            long pieces = byType[type] & own;
            if (pieces != 0) {
                count += collectPieces(out, type, pieces, own, enemy, occ);
            }
        }
        long pawns = byType[PAWN] & own;
        if (pawns != 0) {
            count += collectPawns(out, pawns, enemy, occ);
        }
        if ((castleFlags & (us == WHITE ? WHITE_CASTLE_FLAGS : BLACK_CASTLE_FLAGS)) != 0) {
            castles.clear();
            generateCastling(castles, occ);
            for (int i = 0; i < castles.size(); i++) {
                add(out, castles.get(i));
            }
            count += castles.size();
        }
        return count;
    }

    private void prepareCheckRule(int us, long ownKing, long occ) {
        int ksq = Long.numberOfTrailingZeros(ownKing);
        kingSquare = ksq;
        long checkers = attackersTo(ksq, occ) & byColor[us ^ 1];
        if (checkers == 0) {
            evasionMask = -1L;
        } else if ((checkers & (checkers - 1)) != 0) {
            evasionMask = 0;
        } else {
            evasionMask = checkers | Attacks.between(ksq, Long.numberOfTrailingZeros(checkers));
        }
        pinnedMask = pinnedPieces(ksq, us, occ);
    }

    /** Destinations from {@code from} (not a king, not en passant) that keep the own king safe. */
    private long safeDestinations(int from, long destinations) {
        long d = destinations & evasionMask;
        if ((pinnedMask & (1L << from)) != 0) {
            d &= Attacks.line(kingSquare, from);
        }
        return d;
    }

    private int collectPieces(MoveList out, int type, long pieces, long own, long enemy, long occ) {
        long empty = ~occ;
        long quietAny = 0;
        long quietTwice = 0;
        long captureAny = 0;
        long captureTwice = 0;
        for (long p = pieces; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long a = Attacks.of(type, from, occ) & ~own;
            attacksFrom[from] = a;
            long quiet = a & empty;
            quietTwice |= quietAny & quiet;
            quietAny |= quiet;
            long captures = a & enemy;
            captureTwice |= captureAny & captures;
            captureAny |= captures;
        }
        long allowed = uniqueQuiet(quietAny, quietTwice) | uniqueCaptures(captureAny, captureTwice, enemy, 0);
        if (allowed == 0) {
            return 0;
        }
        if (out == null && type != KING && (kingCapture || (evasionMask == -1L && (pinnedMask & pieces) == 0))) {
            return Long.bitCount(allowed); // each allowed square is reached by exactly one piece
        }
        int count = 0;
        for (long p = pieces; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long d = attacksFrom[from] & allowed;
            if (d == 0) {
                continue;
            }
            if (!kingCapture) {
                d = type == KING ? safeKingDestinations(d, occ) : safeDestinations(from, d);
            }
            count += emit(out, from, type, d);
        }
        return count;
    }

    /** Non-capture squares whose writing {@code T-Fr} denotes one move: reached once, mirror not reached. */
    private static long uniqueQuiet(long any, long twice) {
        return any & ~twice & ~(mirrorFiles(any) & WING_FILES);
    }

    /**
     * Enemy squares whose capture {@code TxU} is the only capture of a U by this piece type:
     * the only U attacked, and attacked once. {@code extraPawnCaptures} counts en passant as PxP.
     */
    private long uniqueCaptures(long any, long twice, long enemy, int extraPawnCaptures) {
        long result = 0;
        long targets = any & enemy;
        if (extraPawnCaptures > 0) {
            targets &= ~byType[PAWN]; // en passant makes every other PxP a second writing of PxP
        }
        while (targets != 0) {
            int u = squares[Long.numberOfTrailingZeros(targets)] & 7;
            long hit = targets & byType[u];
            targets &= ~hit;
            if ((hit & (hit - 1)) == 0 && (hit & twice) == 0) {
                result |= hit;
            }
        }
        return result;
    }

    private long safeKingDestinations(long destinations, long occ) {
        long withoutKing = occ ^ (1L << kingSquare);
        int them = side ^ 1;
        long safe = 0;
        for (long d = destinations; d != 0; d &= d - 1) {
            int to = Long.numberOfTrailingZeros(d);
            if (!isAttacked(to, them, withoutKing)) {
                safe |= 1L << to;
            }
        }
        return safe;
    }

    private int collectPawns(MoveList out, long pawns, long enemy, long occ) {
        int us = side;
        long empty = ~occ;
        long lastRank = us == WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        long push;
        long doubles;
        long capLeft;
        long capRight;
        int up;
        int left;
        int right;
        if (us == WHITE) {
            push = (pawns << 8) & empty;
            doubles = ((push & (0xFFL << 16)) << 8) & empty;
            capLeft = ((pawns & ~Attacks.FILE_A) << 7) & enemy;
            capRight = ((pawns & ~Attacks.FILE_H) << 9) & enemy;
            up = 8;
            left = 7;
            right = 9;
        } else {
            push = (pawns >>> 8) & empty;
            doubles = ((push & (0xFFL << 40)) >>> 8) & empty;
            capLeft = ((pawns & ~Attacks.FILE_A) >>> 9) & enemy;
            capRight = ((pawns & ~Attacks.FILE_H) >>> 7) & enemy;
            up = -8;
            left = -9;
            right = -7;
        }
        int count = 0;
        // P-Fr: every pawn destination is reached by one pawn only, so only the mirror can clash.
        long quiet = (push & ~lastRank) | doubles;
        long quietOk = quiet & ~(mirrorFiles(quiet) & WING_FILES);
        boolean unrestricted = kingCapture || (evasionMask == -1L && (pinnedMask & pawns) == 0);
        if (out == null && unrestricted) {
            count += Long.bitCount(quietOk);
            quietOk = 0;
        }
        for (long q = quietOk; q != 0; q &= q - 1) {
            int to = Long.numberOfTrailingZeros(q);
            boolean twoSteps = (doubles & (1L << to)) != 0;
            int from = twoSteps ? to - 2 * up : to - up;
            if (kingCapture || safeDestinations(from, 1L << to) != 0) {
                add(out, Move.of(from, to, PAWN, 0, 0, twoSteps ? Move.KIND_DOUBLE_PUSH : Move.KIND_NORMAL));
                count++;
            }
        }
        // P=U: legal when exactly one pawn can promote without capturing.
        long promotions = push & lastRank;
        if (promotions != 0 && (promotions & (promotions - 1)) == 0) {
            int to = Long.numberOfTrailingZeros(promotions);
            int from = to - up;
            if (kingCapture || safeDestinations(from, promotions) != 0) {
                for (int promo = QUEEN; promo >= KNIGHT; promo--) {
                    add(out, Move.of(from, to, PAWN, 0, promo, Move.KIND_NORMAL));
                }
                count += 4;
            }
        }
        // PxU: one capture of a U by a pawn in all (en passant counts as PxP); capture-promotions
        // count as alternatives but are never legal, except PxK under king-capture.
        long captureAny = capLeft | capRight;
        long captureTwice = capLeft & capRight;
        int epCount = 0;
        long epPawns = 0;
        if (epSquare >= 0) {
            epPawns = Attacks.pawn(us ^ 1, epSquare) & pawns;
            epCount = Long.bitCount(epPawns);
        }
        long unique = uniqueCaptures(captureAny, captureTwice, enemy, epCount);
        for (long c = unique; c != 0; c &= c - 1) {
            int to = Long.numberOfTrailingZeros(c);
            int from = (capLeft & (1L << to)) != 0 ? to - left : to - right;
            int captured = squares[to] & 7;
            if ((lastRank & (1L << to)) != 0 && !(kingCapture && captured == KING)) {
                continue;
            }
            if (kingCapture || safeDestinations(from, 1L << to) != 0) {
                add(out, Move.of(from, to, PAWN, captured, 0, Move.KIND_NORMAL));
                count++;
            }
        }
        if (epCount == 1 && (captureAny & byType[PAWN] & enemy) == 0) {
            int from = Long.numberOfTrailingZeros(epPawns);
            if (kingCapture || enPassantKeepsKingSafe(from)) {
                add(out, Move.of(from, epSquare, PAWN, PAWN, 0, Move.KIND_EN_PASSANT));
                count++;
            }
        }
        return count;
    }

    /** En passant can uncover a check along the rank, so test it by the position it leaves. */
    private boolean enPassantKeepsKingSafe(int from) {
        int us = side;
        int ksq = kingSquare;
        int capturedSquare = us == WHITE ? epSquare - 8 : epSquare + 8;
        long enemy = byColor[us ^ 1] & ~(1L << capturedSquare);
        long after = (occupied() ^ (1L << from) ^ (1L << capturedSquare)) | (1L << epSquare);
        return (Attacks.rook(ksq, after) & (byType[ROOK] | byType[QUEEN]) & enemy) == 0
                && (Attacks.bishop(ksq, after) & (byType[BISHOP] | byType[QUEEN]) & enemy) == 0
                && (Attacks.knight(ksq) & byType[KNIGHT] & enemy) == 0
                && (Attacks.pawn(us, ksq) & byType[PAWN] & enemy) == 0;
    }

    private int emit(MoveList out, int from, int type, long destinations) {
        if (out != null) {
            addMoves(out, from, type, destinations);
        }
        return Long.bitCount(destinations);
    }

    private static void add(MoveList out, int move) {
        if (out != null) {
            out.add(move);
        }
    }

    /** Mirrors a bitboard left to right (file a to h), keeping ranks. */
    static long mirrorFiles(long b) {
        b = ((b >>> 1) & 0x5555555555555555L) | ((b & 0x5555555555555555L) << 1);
        b = ((b >>> 2) & 0x3333333333333333L) | ((b & 0x3333333333333333L) << 2);
        return ((b >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((b & 0x0F0F0F0F0F0F0F0FL) << 4);
    }

    /** Perft with bulk counting: the last ply is counted without listing moves. */
    @Override
    public long perft(int depth) {
        if (depth <= 0) {
            return 1;
        }
        MoveList[] lists = new MoveList[depth];
        for (int i = 0; i < depth; i++) {
            lists[i] = new MoveList();
        }
        return perft(depth, lists);
    }

    private long perft(int depth, MoveList[] lists) {
        if (depth == 1) {
            return countLegal();
        }
        MoveList moves = lists[depth - 1];
        generate(moves);
        long nodes = 0;
        for (int i = 0, n = moves.size(); i < n; i++) {
            make(moves.get(i));
            nodes += perft(depth - 1, lists);
            unmake();
        }
        return nodes;
    }

    /** Whether {@code move} (pseudo-legal here) would leave the mover's own king attacked. */
    public boolean leavesKingAttacked(int move) {
        int us = side;
        make(move);
        boolean attacked = kingAttacked(us);
        unmake();
        return attacked;
    }

    @Override
    public boolean inCheck() {
        return kingAttacked(side);
    }

    @Override
    public Outcome outcome() {
        if (kingCapture && kingSquare(side) < 0) {
            return Outcome.win(side ^ 1, Reason.KING_CAPTURED);
        }
        if (countLegal() == 0) {
            if (!kingCapture && inCheck()) {
                return Outcome.win(side ^ 1, Reason.CHECKMATE);
            }
            return Outcome.draw(Reason.STALEMATE);
        }
        return drawOutcome();
    }

    /** Under king-capture a lone king can still walk into capture, so no position is dead. */
    @Override
    public boolean insufficientMaterial() {
        return !kingCapture && super.insufficientMaterial();
    }

    /**
     * AISE rules: the orthodox set-up check. Under {@code king-capture} the side not to move may be
     * attacked, and the side to move may have lost its king (its opponent just took it; the game
     * is over), in which case the taking pawn may stand on its last rank.
     */
    @Override
    protected void validateSetup() throws FormatException {
        if (!kingCapture) {
            super.validateSetup();
            return;
        }
        for (int s = WHITE; s <= BLACK; s++) {
            int kings = Long.bitCount(pieces(s, KING));
            if (kings > 1) {
                throw new FormatException("FEN is illegal: there are " + kings + " " + colour(s) + " kings", null, -1);
            }
        }
        if (kingSquare(side ^ 1) < 0) {
            throw new FormatException("FEN is illegal: there is no " + colour(side ^ 1) + " king, but only the side "
                    + "to move can have lost its king", null, -1);
        }
        boolean over = kingSquare(side) < 0;
        long firstRanks = (pieces(WHITE, PAWN) & Attacks.RANK_1) | (pieces(BLACK, PAWN) & Attacks.RANK_8);
        long lastRanks = (pieces(WHITE, PAWN) & Attacks.RANK_8) | (pieces(BLACK, PAWN) & Attacks.RANK_1);
        requireNoPawnsOn(firstRanks, "on its own first rank");
        if (lastRanks != 0 && (!over || (lastRanks & (lastRanks - 1)) != 0 || (lastRanks & pieces(side ^ 1)) == 0)) {
            requireNoPawnsOn(lastRanks, "on its last rank (only the pawn that took the king may)");
        }
        requireMaterialWithinArmy();
    }

    private static String colour(int s) {
        return s == WHITE ? "white" : "black";
    }

    @Override
    public Position copy() {
        UChessPosition copy = new UChessPosition(variant, kingCapture);
        copy.copyStateFrom(this);
        return copy;
    }

    /** Square of the piece a capture takes (en passant takes beside its destination). */
    public static int capturedSquare(int side, int move) {
        int to = Move.to(move);
        if (Move.isEnPassant(move)) {
            return side == Piece.WHITE ? to - 8 : to + 8;
        }
        return to;
    }
}
