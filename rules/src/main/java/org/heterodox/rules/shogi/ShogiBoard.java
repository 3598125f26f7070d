package org.heterodox.rules.shogi;

import static org.heterodox.rules.shogi.ShogiPiece.*;

import java.util.Arrays;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Setup;
import org.heterodox.rules.Variant;

/**
 * The state of a 9x9 shogi-family position: a mailbox of piece codes plus per-side occupancy bits
 * (squares 0-63 in one long, 64-80 in another) for fast iteration, hands, king squares, pawns per
 * file, incremental Zobrist hash and the game's move history for unmake and repetition. Legal move
 * generation lives in {@link ShogiPosition}.
 */
public abstract class ShogiBoard implements Position {
    protected final Variant variant;
    protected final ShogiRules rules;

    protected final int[] board = new int[81];
    protected final long[] occLo = new long[2];
    protected final long[] occHi = new long[2];
    protected final int[][] hand = new int[2][9];
    /** King square per side, -1 while the king is in hand (Unashogi). */
    protected final int[] kingSq = {-1, -1};
    /** Unpromoted pawns per side and column, for nifu. */
    protected final int[][] pawns = new int[2][9];
    protected int side;
    protected long hash;
    protected int startMoveNumber = 1;

    /**
     * The game's moves and the hashes of the positions before each, oldest first. No shogi move is
     * irreversible (a captured piece can come back), so sennichite may reach back to the start: a
     * copy keeps the whole history, the first {@link #inherited} entries, and adds one per move made.
     */
    private int[] moveHistory = new int[256];
    private long[] hashHistory = new long[256];
    /** History entries that came with a copy: they count for repetition but {@link #unmake} stops above them. */
    private int inherited;
    /** Moves made since set-up or copy. */
    protected int ply;

    protected ShogiBoard(Variant variant, ShogiRules rules) {
        this.variant = variant;
        this.rules = rules;
    }

    @Override
    public Variant variant() {
        return variant;
    }

    public ShogiRules rules() {
        return rules;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** The Zobrist hash: board, hands and side to move, all that an SFEN shows but the move number. */
    @Override
    public long diagramKey() {
        return hash;
    }

    @Override
    public int movesMade() {
        return ply;
    }

    /** The piece code on {@code sq}, 0 if empty. */
    public int pieceAt(int sq) {
        return board[sq];
    }

    public int handCount(int side, int type) {
        return hand[side][type];
    }

    @Override
    public int inHand(int side, char letter) {
        int type = ShogiPiece.typeOfLetter(letter);
        return type == 0 ? 0 : hand[side][type];
    }

    @Override
    public int onBoard(int side, String letter) {
        boolean promoted = letter.length() == 2 && letter.charAt(0) == '+';
        int type = letter.length() == (promoted ? 2 : 1) ? ShogiPiece.typeOfLetter(letter.charAt(letter.length() - 1)) : 0;
        if (type == 0 || (promoted && !ShogiPiece.promotable(type))) {
            return 0;
        }
        int code = ShogiPiece.code(side, promoted ? ShogiPiece.promoted(type) : type);
        int count = 0;
        for (int piece : board) {
            if (piece == code) {
                count++;
            }
        }
        return count;
    }

    /** The king square of {@code side}, or -1 while it is in hand. */
    public int kingSquare(int side) {
        return kingSq[side];
    }

    /** The SFEN move number: the number of the ply about to be played. */
    public int moveNumber() {
        return startMoveNumber + inherited + ply;
    }

    /** The move played {@code back} plies ago (1 = the last move), also before a copy. */
    public int lastMove(int back) {
        return moveHistory[inherited + ply - back];
    }

    /** Plies of the game this position knows: since set-up, including those before any copy. */
    protected int historyLength() {
        return inherited + ply;
    }

    // ----- set-up: a Setup in, a Setup out -----

    /** Sets this fresh board to {@code setup}; {@link ShogiVariant#fromSetup} then checks it against the rules. */
    void load(Setup setup) {
        for (int sq = 0; sq < 81; sq++) {
            if (setup.pieceAt(sq) != 0) {
                put(sq, setup.pieceAt(sq));
            }
        }
        for (int s = 0; s < 2; s++) {
            for (int t = 1; t <= KING; t++) {
                hand[s][t] = setup.handCount(s, t);
            }
        }
        side = setup.sideToMove();
        startMoveNumber = setup.fullmoveNumber();
        hash = computeHash();
    }

    /** The set-up of this position (its history aside), the move number being the current one. */
    public Setup toSetup() {
        Setup.Builder setup = Setup.builder(81);
        for (int sq = 0; sq < 81; sq++) {
            setup.piece(sq, board[sq]);
        }
        for (int s = 0; s < 2; s++) {
            for (int t = 1; t <= KING; t++) {
                setup.hand(s, t, hand[s][t]);
            }
        }
        return setup.sideToMove(side).clocks(0, moveNumber()).build();
    }

    private void put(int sq, int code) {
        place(sq, code);
        if (type(code) == PAWN) {
            pawns[ShogiPiece.side(code)][ShogiSquares.column(sq)]++;
        }
        if (type(code) == KING) {
            kingSq[ShogiPiece.side(code)] = sq;
        }
    }

    /** Recomputes the hash from scratch; after setup, and in tests against the incremental one. */
    public long computeHash() {
        long h = side == GOTE ? ShogiZobrist.SIDE : 0;
        for (int sq = 0; sq < 81; sq++) {
            if (board[sq] != 0) {
                h ^= ShogiZobrist.PIECE[board[sq]][sq];
            }
        }
        for (int s = 0; s < 2; s++) {
            for (int t = 1; t <= KING; t++) {
                h ^= ShogiZobrist.HAND[s][t][hand[s][t]];
            }
        }
        return h;
    }

    protected void copyStateFrom(ShogiBoard other) {
        System.arraycopy(other.board, 0, board, 0, 81);
        for (int s = 0; s < 2; s++) {
            occLo[s] = other.occLo[s];
            occHi[s] = other.occHi[s];
            System.arraycopy(other.hand[s], 0, hand[s], 0, 9);
            System.arraycopy(other.pawns[s], 0, pawns[s], 0, 9);
            kingSq[s] = other.kingSq[s];
        }
        side = other.side;
        hash = other.hash;
        startMoveNumber = other.startMoveNumber;
        int known = other.inherited + other.ply;
        if (moveHistory.length < known + 256) {
            moveHistory = new int[known + 256];
            hashHistory = new long[known + 256];
        }
        System.arraycopy(other.moveHistory, 0, moveHistory, 0, known);
        System.arraycopy(other.hashHistory, 0, hashHistory, 0, known);
        inherited = known;
        ply = 0;
    }

    // ----- make / unmake -----

    private void place(int sq, int code) {
        board[sq] = code;
        int s = ShogiPiece.side(code);
        if (sq < 64) {
            occLo[s] |= 1L << sq;
        } else {
            occHi[s] |= 1L << (sq - 64);
        }
    }

    private void remove(int sq, int s) {
        board[sq] = 0;
        if (sq < 64) {
            occLo[s] &= ~(1L << sq);
        } else {
            occHi[s] &= ~(1L << (sq - 64));
        }
    }

    @Override
    public void make(int move) {
        int at = inherited + ply;
        if (at == moveHistory.length) {
            moveHistory = Arrays.copyOf(moveHistory, at * 2);
            hashHistory = Arrays.copyOf(hashHistory, at * 2);
        }
        moveHistory[at] = move;
        hashHistory[at] = hash;
        ply++;
        int us = side;
        int to = Move.to(move);
        int type = Move.piece(move);
        long h = hash ^ ShogiZobrist.SIDE;
        if (Move.kind(move) == Move.KIND_DROP) {
            int code = code(us, type);
            place(to, code);
            int n = hand[us][type]--;
            h ^= ShogiZobrist.PIECE[code][to] ^ ShogiZobrist.HAND[us][type][n] ^ ShogiZobrist.HAND[us][type][n - 1];
            if (type == PAWN) {
                pawns[us][ShogiSquares.column(to)]++;
            } else if (type == KING) {
                kingSq[us] = to;
            }
        } else {
            int from = Move.from(move);
            int code = board[from];
            remove(from, us);
            h ^= ShogiZobrist.PIECE[code][from];
            int captured = board[to];
            if (captured != 0) {
                int them = us ^ 1;
                remove(to, them);
                h ^= ShogiZobrist.PIECE[captured][to];
                int handType = unpromoted(ShogiPiece.type(captured));
                int n = hand[us][handType]++;
                h ^= ShogiZobrist.HAND[us][handType][n] ^ ShogiZobrist.HAND[us][handType][n + 1];
                if (captured == code(them, PAWN)) {
                    pawns[them][ShogiSquares.column(to)]--;
                }
            }
            if (Move.kind(move) == Move.KIND_PROMOTE) {
                if (type == PAWN) {
                    pawns[us][ShogiSquares.column(from)]--;
                }
                code += 8;
            }
            place(to, code);
            h ^= ShogiZobrist.PIECE[code][to];
            if (type == KING) {
                kingSq[us] = to;
            }
        }
        hash = h;
        side = us ^ 1;
    }

    @Override
    public void unmake() {
        ply--;
        int move = moveHistory[inherited + ply];
        hash = hashHistory[inherited + ply];
        int us = side ^ 1;
        side = us;
        int to = Move.to(move);
        int type = Move.piece(move);
        if (Move.kind(move) == Move.KIND_DROP) {
            remove(to, us);
            hand[us][type]++;
            if (type == PAWN) {
                pawns[us][ShogiSquares.column(to)]--;
            } else if (type == KING) {
                kingSq[us] = -1;
            }
            return;
        }
        int from = Move.from(move);
        remove(to, us);
        place(from, code(us, type));
        if (Move.kind(move) == Move.KIND_PROMOTE && type == PAWN) {
            pawns[us][ShogiSquares.column(from)]++;
        }
        if (type == KING) {
            kingSq[us] = from;
        }
        int captured = Move.captured(move);
        if (captured != 0) {
            int them = us ^ 1;
            place(to, code(them, captured));
            hand[us][unpromoted(captured)]--;
            if (captured == PAWN) {
                pawns[them][ShogiSquares.column(to)]++;
            }
        }
    }

    /** Hash of the position {@code back} plies before the current one (1 = before the last move), also before a copy. */
    protected long hashBefore(int back) {
        return hashHistory[inherited + ply - back];
    }

    // ----- attacks -----

    /** Whether a piece of {@code by} could capture on {@code sq} by its movement rule (pieces' own kings ignored). */
    public boolean attacks(int by, int sq) {
        int base = sq * 8;
        int[] near = ShogiTables.NEAR[by];
        int[] far = ShogiTables.FAR[by];
        for (int d = 0; d < 8; d++) {
            int[] ray = ShogiTables.RAY[base + d];
            int n = ray.length;
            if (n == 0) {
                continue;
            }
            int p = board[ray[0]];
            if (p != 0) {
                if (((near[d] >>> p) & 1) != 0) {
                    return true;
                }
                continue;
            }
            int slide = far[d];
            for (int i = 1; i < n; i++) {
                p = board[ray[i]];
                if (p != 0) {
                    if (((slide >>> p) & 1) != 0) {
                        return true;
                    }
                    break;
                }
            }
        }
        int knight = code(by, KNIGHT);
        for (int s : ShogiTables.KNIGHT_FROM[by][sq]) {
            if (board[s] == knight) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code side}'s king stands in check: attacked by an enemy piece, in Unashogi only while
     * the enemy king is on the board (the quasi-check rule). In shogi the enemy king is on the board
     * in every game; only a tsume diagram ({@link ShogiVariant#problemPosition}) has an attacker
     * without a king, whose pieces check as always.
     */
    public boolean kingInCheck(int side) {
        int k = kingSq[side];
        return k >= 0 && checksCount(side ^ 1) && attacks(side ^ 1, k);
    }

    /** Whether pieces of {@code side} give check: always in shogi, only with their king on the board in Unashogi. */
    protected final boolean checksCount(int side) {
        return kingSq[side] >= 0 || !rules.kingsInHand();
    }

    @Override
    public boolean inCheck() {
        return kingInCheck(side);
    }
}
