package org.heterodox.rules.shogi;

import static org.heterodox.rules.shogi.ShogiPiece.*;

import java.util.Arrays;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;

/**
 * Legal move generation for shogi and Unashogi. Moves are generated legal directly: checkers and
 * pinned pieces are found by scanning the eight lines from the king, so no move needs a trial
 * make/unmake. The pawn-drop-mate test (uchifuzume) looks at the few replies to a checking pawn
 * drop on the board itself.
 */
public final class ShogiPosition extends ShogiBoard {
    /** pinDir[sq]: direction from the own king to the pinned piece on sq, or -1. */
    private final byte[] pinDir = new byte[81];
    private final int[] pinnedSquares = new int[8];
    private final int[] dropTypes = new int[8];
    // Results of scanKingLines for the current generate call.
    private int checkers;
    private int pinnedCount;
    /** The squares a non-king move must reach while in check, as 81 bits; all ones when not in check. */
    private long evasionLo;
    private long evasionHi;

    public ShogiPosition(Variant variant, ShogiRules rules) {
        super(variant, rules);
        Arrays.fill(pinDir, (byte) -1);
    }

    /** Whether pieces of {@code us} may promote now (the Unashogi promotion options). */
    private boolean promotionAllowed(int us) {
        return (!rules.promoteNeedsOwnKing() || kingSq[us] >= 0)
                && (!rules.promoteNeedsEnemyKing() || kingSq[us ^ 1] >= 0);
    }

    @Override
    public void generate(MoveList out) {
        out.clear();
        int us = side;
        int ksq = kingSq[us];
        boolean checkRule = ksq >= 0 && checksCount(us ^ 1);
        checkers = 0;
        evasionLo = -1L;
        evasionHi = -1L;
        pinnedCount = 0;
        if (checkRule) {
            scanKingLines(us, ksq);
        }
        if (ksq >= 0) {
            generateKingMoves(out, us, ksq, checkRule);
        }
        if (checkers < 2) {
            // Unashogi: no capture while the own king is in hand (a kingless tsume attacker captures as always).
            boolean mayCapture = ksq >= 0 || !rules.kingsInHand();
            boolean promoOk = promotionAllowed(us);
            generatePieceMoves(out, us, occLo[us], 0, ksq, mayCapture, promoOk);
            generatePieceMoves(out, us, occHi[us], 64, ksq, mayCapture, promoOk);
            generateDrops(out, us);
        }
        for (int i = 0; i < pinnedCount; i++) {
            pinDir[pinnedSquares[i]] = -1;
        }
    }

    /**
     * Finds the pieces checking {@code us}'s king (setting the evasion squares: the checker and the
     * squares between) and {@code us}'s pieces pinned against it.
     */
    private void scanKingLines(int us, int ksq) {
        int them = us ^ 1;
        int base = ksq * 8;
        int[] near = ShogiTables.NEAR[them];
        int[] far = ShogiTables.FAR[them];
        for (int d = 0; d < 8; d++) {
            int[] ray = ShogiTables.RAY[base + d];
            int n = ray.length;
            int i = 0;
            while (i < n && board[ray[i]] == 0) {
                i++;
            }
            if (i == n) {
                continue;
            }
            int p = board[ray[i]];
            if ((p >>> 4) == them) {
                if ((((i == 0 ? near[d] : far[d]) >>> p) & 1) != 0 && checkers++ == 0) {
                    evasionLo = 0;
                    evasionHi = 0;
                    for (int k = 0; k <= i; k++) {
                        addEvasionSquare(ray[k]);
                    }
                }
            } else {
                int j = i + 1;
                while (j < n && board[ray[j]] == 0) {
                    j++;
                }
                if (j < n && ((far[d] >>> board[ray[j]]) & 1) != 0) {
                    pinDir[ray[i]] = (byte) d;
                    pinnedSquares[pinnedCount++] = ray[i];
                }
            }
        }
        int knight = code(them, KNIGHT);
        for (int s : ShogiTables.KNIGHT_FROM[them][ksq]) {
            if (board[s] == knight && checkers++ == 0) {
                evasionLo = 0;
                evasionHi = 0;
                addEvasionSquare(s);
            }
        }
    }

    private void addEvasionSquare(int sq) {
        if (sq < 64) {
            evasionLo |= 1L << sq;
        } else {
            evasionHi |= 1L << (sq - 64);
        }
    }

    /** Whether a non-king move or drop to {@code sq} answers the current check (always true when not in check). */
    private boolean answersCheck(int sq) {
        return ((sq < 64 ? evasionLo >>> sq : evasionHi >>> (sq - 64)) & 1) != 0;
    }

    private void generateKingMoves(MoveList out, int us, int ksq, boolean checkRule) {
        int them = us ^ 1;
        int kcode = board[ksq];
        board[ksq] = 0; // so that sliders see through the king's old square
        for (int t : ShogiTables.STEP[kcode][ksq]) {
            int c = board[t];
            if (c != 0 && (c >>> 4) == us) {
                continue;
            }
            if (checkRule && attacks(them, t)) {
                continue;
            }
            out.add(Move.of(ksq, t, KING, c & 15, 0, Move.KIND_NORMAL));
        }
        board[ksq] = kcode;
    }

    private void generatePieceMoves(MoveList out, int us, long bits, int offset, int ksq, boolean mayCapture,
                                    boolean promoOk) {
        boolean evading = checkers == 1;
        // Squares a piece may not enter: own pieces, and any piece while captures are barred.
        int blocked = mayCapture ? ShogiTables.OWN[us] : ~1;
        int[] board = this.board;
        while (bits != 0) {
            int from = Long.numberOfTrailingZeros(bits) + offset;
            bits &= bits - 1;
            int code = board[from];
            if ((code & 15) == KING) {
                continue;
            }
            int pin = pinDir[from];
            if (!evading && pin < 0) {
                generateFreeMoves(out, from, code, blocked, promoOk);
                continue;
            }
            int lineBase = ksq * 81;
            for (int t : ShogiTables.STEP_FLAT[code * 81 + from]) {
                int c = board[t];
                if (((blocked >>> c) & 1) != 0) {
                    continue;
                }
                if (!answersCheck(t)) {
                    continue;
                }
                if (pin >= 0 && ShogiTables.LINE[lineBase + t] != pin) {
                    continue;
                }
                addMove(out, from, t, code, c & 15, promoOk);
            }
            for (int d : ShogiTables.SLIDE[code]) {
                for (int t : ShogiTables.RAY[from * 8 + d]) {
                    int c = board[t];
                    if (((blocked >>> c) & 1) != 0) {
                        break;
                    }
                    if (answersCheck(t) && (pin < 0 || ShogiTables.LINE[lineBase + t] == pin)) {
                        addMove(out, from, t, code, c & 15, promoOk);
                    }
                    if (c != 0) {
                        break;
                    }
                }
            }
        }
    }

    /** Moves of a piece that is neither pinned nor needed against a check: every target is legal. */
    private void generateFreeMoves(MoveList out, int from, int code, int blocked, boolean promoOk) {
        int[] board = this.board;
        int base = code * 81;
        int fromZone = ShogiTables.PROMO[base + from];
        byte[] promo = ShogiTables.PROMO;
        for (int t : ShogiTables.STEP_FLAT[base + from]) {
            int c = board[t];
            if (((blocked >>> c) & 1) != 0) {
                continue;
            }
            if ((fromZone | promo[base + t]) == 0) {
                out.add(Move.of(from, t, code & 15, c & 15, 0, Move.KIND_NORMAL));
            } else {
                addMove(out, from, t, code, c & 15, promoOk);
            }
        }
        for (int d : ShogiTables.SLIDE[code]) {
            for (int t : ShogiTables.RAY[from * 8 + d]) {
                int c = board[t];
                if (((blocked >>> c) & 1) != 0) {
                    break;
                }
                if ((fromZone | promo[base + t]) == 0) {
                    out.add(Move.of(from, t, code & 15, c & 15, 0, Move.KIND_NORMAL));
                } else {
                    addMove(out, from, t, code, c & 15, promoOk);
                }
                if (c != 0) {
                    break;
                }
            }
        }
    }

    /** Adds the move, its promotion when allowed, and leaves out a non-promotion that strands the piece. */
    private static void addMove(MoveList out, int from, int to, int code, int captured, boolean promoOk) {
        int type = code & 15;
        int base = code * 81;
        int toFlags = ShogiTables.PROMO[base + to];
        if ((toFlags & 2) == 0) {
            out.add(Move.of(from, to, type, captured, 0, Move.KIND_NORMAL));
        }
        if (promoOk && ((ShogiTables.PROMO[base + from] | toFlags) & 1) != 0) {
            out.add(Move.of(from, to, type, captured, 0, Move.KIND_PROMOTE));
        }
    }

    private void generateDrops(MoveList out, int us) {
        int[] h = hand[us];
        int n = 0;
        for (int t = PAWN; t <= KING; t++) {
            if (h[t] > 0) {
                dropTypes[n++] = t;
            }
        }
        if (n == 0) {
            return;
        }
        int them = us ^ 1;
        int[] ownPawns = pawns[us];
        int enemyKing = kingSq[them];
        // A pawn dropped here would attack the enemy king; only a real check can be uchifuzume.
        int checkingPawnSquare = enemyKing >= 0 && checksCount(us) ? enemyKing + (us == SENTE ? 9 : -9) : -1;
        for (int sq = 0; sq < 81; sq++) {
            if (board[sq] != 0) {
                continue;
            }
            if (!answersCheck(sq)) {
                continue;
            }
            int rel = us == SENTE ? sq / 9 : 8 - sq / 9;
            for (int i = 0; i < n; i++) {
                int type = dropTypes[i];
                switch (type) {
                    case PAWN:
                        if (rel == 0 || ownPawns[sq % 9] != 0
                                || (sq == checkingPawnSquare && pawnDropMates(us, sq))) {
                            continue;
                        }
                        break;
                    case LANCE:
                        if (rel == 0) {
                            continue;
                        }
                        break;
                    case KNIGHT:
                        if (rel <= 1) {
                            continue;
                        }
                        break;
                    case KING:
                        if (enemyKing >= 0 && attacks(them, sq)) {
                            continue;
                        }
                        break;
                    default:
                        break;
                }
                out.add(Move.drop(sq, type));
            }
        }
    }

    /**
     * Whether a pawn of {@code us} dropped on {@code sq}, right in front of the enemy king, would
     * checkmate. The check comes from an adjacent pawn, so the only replies are king moves and
     * captures of the pawn (both kings are on the board, so the captor may promote).
     */
    private boolean pawnDropMates(int us, int sq) {
        int them = us ^ 1;
        int enemyKing = kingSq[them];
        int pawn = code(us, PAWN);
        board[sq] = pawn;
        boolean mate = !kingCanEscape(them, enemyKing) && !pawnCanBeCaptured(them, enemyKing, sq, pawn);
        board[sq] = 0;
        return mate;
    }

    private boolean kingCanEscape(int side, int ksq) {
        int kcode = board[ksq];
        board[ksq] = 0;
        boolean escape = false;
        for (int t : ShogiTables.STEP[kcode][ksq]) {
            int c = board[t];
            if ((c == 0 || (c >>> 4) != side) && !attacks(side ^ 1, t)) {
                escape = true;
                break;
            }
        }
        board[ksq] = kcode;
        return escape;
    }

    private boolean pawnCanBeCaptured(int side, int ksq, int sq, int pawn) {
        int[] near = ShogiTables.NEAR[side];
        int[] far = ShogiTables.FAR[side];
        for (int d = 0; d < 8; d++) {
            int[] ray = ShogiTables.RAY[sq * 8 + d];
            for (int i = 0; i < ray.length; i++) {
                int s = ray[i];
                int p = board[s];
                if (p == 0) {
                    continue;
                }
                if (s != ksq && ((((i == 0 ? near[d] : far[d]) >>> p) & 1) != 0) && captureKeepsKingSafe(side, ksq, s, sq, pawn)) {
                    return true;
                }
                break;
            }
        }
        int knight = code(side, KNIGHT);
        for (int s : ShogiTables.KNIGHT_FROM[side][sq]) {
            if (board[s] == knight && captureKeepsKingSafe(side, ksq, s, sq, pawn)) {
                return true;
            }
        }
        return false;
    }

    private boolean captureKeepsKingSafe(int side, int ksq, int from, int sq, int pawn) {
        int captor = board[from];
        board[from] = 0;
        board[sq] = captor;
        boolean safe = !attacks(side ^ 1, ksq);
        board[sq] = pawn;
        board[from] = captor;
        return safe;
    }

    /**
     * A direct test: a dropped piece checks by its own move from the drop square (a drop never
     * uncovers a line); a board move is tried on the squares alone, without the rest of
     * {@link #make}. A king drop in Unashogi, after which every piece checks at once, is played.
     */
    @Override
    public boolean givesCheck(int move) {
        int us = side;
        int enemyKing = kingSq[us ^ 1];
        if (enemyKing < 0) {
            return false;
        }
        int to = Move.to(move);
        if (Move.kind(move) == Move.KIND_DROP) {
            int type = Move.piece(move);
            if (type == KING) {
                return super.givesCheck(move);
            }
            if (!checksCount(us)) {
                return false;
            }
            int code = code(us, type);
            for (int t : ShogiTables.STEP[code][to]) {
                if (t == enemyKing) {
                    return true;
                }
            }
            for (int d : ShogiTables.SLIDE[code]) {
                for (int t : ShogiTables.RAY[to * 8 + d]) {
                    if (t == enemyKing) {
                        return true;
                    }
                    if (board[t] != 0) {
                        break;
                    }
                }
            }
            return false;
        }
        if (!checksCount(us)) {
            return false;
        }
        int from = Move.from(move);
        int moving = board[from];
        int captured = board[to];
        int placed = Move.kind(move) == Move.KIND_PROMOTE ? code(us, promoted(type(moving))) : moving;
        board[from] = 0;
        board[to] = placed;
        boolean check = attacks(us, enemyKing);
        board[to] = captured;
        board[from] = moving;
        return check;
    }

    @Override
    public Outcome outcome() {
        MoveList moves = new MoveList();
        generate(moves);
        if (moves.isEmpty()) {
            // A side that cannot move loses in shogi, whether or not it is in check.
            return Outcome.win(side ^ 1, inCheck() ? Reason.CHECKMATE : Reason.STALEMATE);
        }
        return ruleOutcome(Sennichite.OCCURRENCES);
    }

    /** Sennichite, judged over the whole game (a copy keeps it); shogi has no move-count rule. */
    @Override
    public Outcome ruleOutcome(int occurrences) {
        return Sennichite.judge(this, occurrences);
    }

    /** Every ply of the game: no shogi move is irreversible. */
    @Override
    public int pliesSinceIrreversible() {
        return historyLength();
    }

    /** Hash of the position {@code back} plies before the current one, for {@link Sennichite}. */
    long hashPliesBack(int back) {
        return hashBefore(back);
    }

    /** Plies of the game known here, for {@link Sennichite}. */
    int knownPlies() {
        return historyLength();
    }

    @Override
    public String toFen() {
        return Sfen.write(this);
    }

    @Override
    public Position copy() {
        ShogiPosition copy = new ShogiPosition(variant, rules);
        copy.copyStateFrom(this);
        return copy;
    }
}
