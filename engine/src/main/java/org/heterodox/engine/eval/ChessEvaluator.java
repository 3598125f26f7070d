package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.chess.Piece;

/**
 * Orthodox chess evaluation, tapered between middlegame and endgame by the material left: material,
 * piece-square tables, mobility, king safety, pawn structure (doubled, isolated, passed pawns),
 * bishop pair, rooks on open files, and a mop-up term that drives a lone king to the edge.
 */
public final class ChessEvaluator implements Evaluator {
    /** Game-phase weight of each type; 24 is the full opening set. */
    private static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    private static final int FULL_PHASE = 24;
    private static final String[] TYPE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    private static final long[] FILES = new long[8];
    private static final long[] ADJACENT_FILES = new long[8];
    /** Squares in front of a pawn on its own file and the adjacent ones, per side. */
    private static final long[][] PASSED_SPAN = new long[2][64];

    static {
        for (int f = 0; f < 8; f++) {
            FILES[f] = Attacks.FILE_A << f;
        }
        for (int f = 0; f < 8; f++) {
            ADJACENT_FILES[f] = (f > 0 ? FILES[f - 1] : 0) | (f < 7 ? FILES[f + 1] : 0);
        }
        for (int sq = 0; sq < 64; sq++) {
            int file = sq & 7;
            int rank = sq >>> 3;
            long span = FILES[file] | ADJACENT_FILES[file];
            long whiteAhead = rank == 7 ? 0 : -1L << ((rank + 1) * 8);
            long blackAhead = rank == 0 ? 0 : -1L >>> ((8 - rank) * 8);
            PASSED_SPAN[0][sq] = span & whiteAhead;
            PASSED_SPAN[1][sq] = span & blackAhead;
        }
    }

    // The weights (the chess table), as read once per evaluator.
    private final int[] valueMg;
    private final int[] valueEg;
    private final int[] mobilityMg;
    private final int[] mobilityEg;
    /** Weight of an attack on the king's zone by piece type. */
    private final int[] kingAttack;
    private final int kingDangerPercent;
    private final int kingDangerCap;
    private final int[] passedMg;
    private final int[] passedEg;
    private final int isolatedMg;
    private final int isolatedEg;
    private final int doubledMg;
    private final int doubledEg;
    private final int shelterFront;
    private final int shelterSecondRow;
    private final int shelterBase;
    private final int shelterKingAdvanced;
    private final int rookOpenMg;
    private final int rookOpenEg;
    private final int rookHalfOpenMg;
    private final int rookHalfOpenEg;
    private final int bishopPairMg;
    private final int bishopPairEg;
    private final int mopUpEdge;
    private final int mopUpCloseness;
    private final int tempo;
    /** Value plus table by side, type and square (Black's tables mirrored): one lookup per piece. */
    private final int[][][] sideMg = new int[2][7][64];
    private final int[][][] sideEg = new int[2][7][64];

    /** The evaluation with the shipped weights. */
    public ChessEvaluator() {
        this(Weights.builtIn(ChessVariant.NAME));
    }

    /** The evaluation with {@code weights} (a table with every vector of the shipped one). */
    public ChessEvaluator(Weights weights) {
        valueMg = weights.vector("value.mg", 7);
        valueEg = weights.vector("value.eg", 7);
        mobilityMg = weights.vector("mobility.mg", 7);
        mobilityEg = weights.vector("mobility.eg", 7);
        kingAttack = weights.vector("king-attack", 7);
        kingDangerPercent = weights.scalar("king-danger.percent");
        kingDangerCap = weights.scalar("king-danger.cap");
        passedMg = weights.vector("passed.mg", 8);
        passedEg = weights.vector("passed.eg", 8);
        isolatedMg = weights.scalar("isolated.mg");
        isolatedEg = weights.scalar("isolated.eg");
        doubledMg = weights.scalar("doubled.mg");
        doubledEg = weights.scalar("doubled.eg");
        shelterFront = weights.scalar("shelter.front");
        shelterSecondRow = weights.scalar("shelter.second-row");
        shelterBase = weights.scalar("shelter.base");
        shelterKingAdvanced = weights.scalar("shelter.king-advanced");
        rookOpenMg = weights.scalar("rook.open-file.mg");
        rookOpenEg = weights.scalar("rook.open-file.eg");
        rookHalfOpenMg = weights.scalar("rook.half-open-file.mg");
        rookHalfOpenEg = weights.scalar("rook.half-open-file.eg");
        bishopPairMg = weights.scalar("bishop-pair.mg");
        bishopPairEg = weights.scalar("bishop-pair.eg");
        mopUpEdge = weights.scalar("mop-up.edge");
        mopUpCloseness = weights.scalar("mop-up.closeness");
        tempo = weights.scalar("tempo");
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            int[] pstMg = weights.vector("pst.mg." + TYPE_NAMES[type], 64);
            int[] pstEg = weights.vector("pst.eg." + TYPE_NAMES[type], 64);
            for (int sq = 0; sq < 64; sq++) {
                sideMg[0][type][sq] = valueMg[type] + pstMg[sq];
                sideEg[0][type][sq] = valueEg[type] + pstEg[sq];
                sideMg[1][type][sq] = valueMg[type] + pstMg[sq ^ 56];
                sideEg[1][type][sq] = valueEg[type] + pstEg[sq ^ 56];
            }
        }
    }

    // Scratch arrays reused by every call: an evaluator belongs to one searcher.
    private final long[] pawns = new long[2];
    private final long[] pawnAttacks = new long[2];
    private final int[] material = new int[2];
    private final int[] gain = new int[40];
    private static final int[] SEE_VALUE = {0, 100, 320, 320, 500, 900, 20000};
    /** The pawn cache: pawns of each side and both king squares, and the packed pawn terms. */
    private static final int PAWN_CACHE_BITS = 12;
    private final long[] pawnWhite = new long[1 << PAWN_CACHE_BITS];
    private final long[] pawnBlack = new long[1 << PAWN_CACHE_BITS];
    private final int[] pawnKings = new int[1 << PAWN_CACHE_BITS];
    private final long[] pawnScores = new long[1 << PAWN_CACHE_BITS];

    /** The pawns of both sides: a structure the evaluation misjudges alike wherever the pieces stand. */
    @Override
    public long correctionKey(Position position) {
        ChessBoard board = (ChessBoard) position;
        long key = board.pieces(0, Piece.PAWN) * 0x9E37_79B9_7F4A_7C15L ^ board.pieces(1, Piece.PAWN) * 0xC2B2_AE3D_27D4_EB4FL;
        return key == 0 ? 1 : key;
    }

    @Override
    public int evaluate(Position position) {
        ChessBoard board = (ChessBoard) position;
        long occupied = board.occupied();
        int mg = 0;
        int eg = 0;
        int phase = 0;
        long[] pawns = this.pawns;
        long[] pawnAttacks = this.pawnAttacks;
        int[] material = this.material;
        for (int side = 0; side < 2; side++) {
            pawns[side] = board.pieces(side, Piece.PAWN);
            pawnAttacks[side] = pawnAttacks(side, pawns[side]);
            material[side] = 0;
        }
        for (int side = 0; side < 2; side++) {
            int sign = side == 0 ? 1 : -1;
            int enemy = side ^ 1;
            long own = board.pieces(side);
            int enemyKing = board.kingSquare(enemy);
            long kingZone = enemyKing < 0 ? 0 : Attacks.king(enemyKing) | (1L << enemyKing);
            int attackWeight = 0;
            int attackers = 0;
            long safe = ~own & ~pawnAttacks[enemy];
            int[][] tableMg = sideMg[side];
            int[][] tableEg = sideEg[side];
            // Pawns are scored with the pawn structure (cached below); only their material counts here.
            material[side] = valueMg[Piece.PAWN] * Long.bitCount(pawns[side]);
            int king = board.kingSquare(side);
            if (king >= 0) {
                mg += sign * tableMg[Piece.KING][king];
                eg += sign * tableEg[Piece.KING][king];
            }
            for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
                long set = board.pieces(side, type);
                if (set == 0) {
                    continue;
                }
                int[] pieceMg = tableMg[type];
                int[] pieceEg = tableEg[type];
                int count = 0;
                int pieceMgSum = 0;
                int pieceEgSum = 0;
                int mobility = 0;
                while (set != 0) {
                    int sq = Long.numberOfTrailingZeros(set);
                    set &= set - 1;
                    count++;
                    pieceMgSum += pieceMg[sq];
                    pieceEgSum += pieceEg[sq];
                    long attacks = type == Piece.KNIGHT ? Attacks.knight(sq)
                            : type == Piece.BISHOP ? Attacks.bishop(sq, occupied)
                            : type == Piece.ROOK ? Attacks.rook(sq, occupied) : Attacks.queen(sq, occupied);
                    mobility += Long.bitCount(attacks & safe);
                    long zoneHits = attacks & kingZone;
                    if (zoneHits != 0) {
                        attackers++;
                        attackWeight += kingAttack[type] * Long.bitCount(zoneHits);
                    }
                    if (type == Piece.ROOK) {
                        long file = FILES[sq & 7];
                        if ((file & pawns[side]) == 0) {
                            boolean open = (file & pawns[enemy]) == 0;
                            pieceMgSum += open ? rookOpenMg : rookHalfOpenMg;
                            pieceEgSum += open ? rookOpenEg : rookHalfOpenEg;
                        }
                    }
                }
                mg += sign * (pieceMgSum + mobilityMg[type] * (mobility - 4 * count));
                eg += sign * (pieceEgSum + mobilityEg[type] * (mobility - 4 * count));
                phase += PHASE[type] * count;
                material[side] += valueMg[type] * count;
            }
            // A lone attacker rarely mates; the danger grows with the number of pieces joining in.
            if (attackers >= 2) {
                int danger = attackWeight * attackWeight * Math.min(attackers, 4) * kingDangerPercent / 800;
                mg += sign * Math.min(danger, kingDangerCap);
            }
            if (Long.bitCount(board.pieces(side, Piece.BISHOP)) >= 2) {
                mg += sign * bishopPairMg;
                eg += sign * bishopPairEg;
            }
        }
        // Pawn structure and shelter depend only on the pawns and the kings: cached.
        long pawnTerms = pawnTerms(board, pawns);
        mg += (int) (pawnTerms >> 32);
        eg += (int) pawnTerms;
        phase = Math.min(phase, FULL_PHASE);
        int score = (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE;
        score += mopUp(board, material, pawns);
        score = scaleDrawish(board, score, pawns);
        int us = board.sideToMove();
        return (us == 0 ? score : -score) + tempo;
    }

    /**
     * Pawn material, placement and structure (isolated, doubled, passed) and king shelter for both
     * sides from White's view,
     * middlegame score in the upper and endgame score in the lower half, from the cache when the
     * same pawns and kings were seen before.
     */
    private long pawnTerms(ChessBoard board, long[] pawns) {
        int kings = board.kingSquare(0) + 1 | (board.kingSquare(1) + 1) << 8;
        long white = pawns[0];
        long black = pawns[1];
        long mix = (white * 0x9E37_79B9_7F4A_7C15L) ^ (black * 0xC2B2_AE3D_27D4_EB4FL) ^ (kings * 0x1656_67B1_9E37_79F9L);
        int index = (int) (mix >>> (64 - PAWN_CACHE_BITS));
        if (pawnWhite[index] == white && pawnBlack[index] == black && pawnKings[index] == kings) {
            return pawnScores[index];
        }
        int mg = 0;
        int eg = 0;
        for (int side = 0; side < 2; side++) {
            int sign = side == 0 ? 1 : -1;
            long ownPawns = pawns[side];
            long enemyPawns = pawns[side ^ 1];
            int pawnMg = 0;
            int pawnEg = 0;
            long set = ownPawns;
            while (set != 0) {
                int sq = Long.numberOfTrailingZeros(set);
                set &= set - 1;
                pawnMg += sideMg[side][Piece.PAWN][sq];
                pawnEg += sideEg[side][Piece.PAWN][sq];
                int file = sq & 7;
                if ((ADJACENT_FILES[file] & ownPawns) == 0) {
                    pawnMg += isolatedMg;
                    pawnEg += isolatedEg;
                }
                if (Long.bitCount(FILES[file] & ownPawns) > 1) {
                    pawnMg += doubledMg;
                    pawnEg += doubledEg;
                }
                if ((PASSED_SPAN[side][sq] & enemyPawns) == 0 && (PASSED_SPAN[side][sq] & FILES[file] & ownPawns) == 0) {
                    int rank = side == 0 ? sq >>> 3 : 7 - (sq >>> 3);
                    pawnMg += passedMg[rank];
                    pawnEg += passedEg[rank];
                }
            }
            mg += sign * (pawnMg + shelter(board, side, ownPawns));
            eg += sign * pawnEg;
        }
        long scores = ((long) mg << 32) | (eg & 0xFFFF_FFFFL);
        pawnWhite[index] = white;
        pawnBlack[index] = black;
        pawnKings[index] = kings;
        pawnScores[index] = scores;
        return scores;
    }

    /** Pawns in front of a castled king shield it in the middlegame. */
    private int shelter(ChessBoard board, int side, long ownPawns) {
        int king = board.kingSquare(side);
        if (king < 0) {
            return 0;
        }
        int rank = side == 0 ? king >>> 3 : 7 - (king >>> 3);
        if (rank > 1) {
            return shelterKingAdvanced;
        }
        long front = Attacks.king(king) | (1L << king);
        front = side == 0 ? front << 8 : front >>> 8;
        long nextRow = side == 0 ? front << 8 : front >>> 8;
        return Long.bitCount(front & ownPawns) * shelterFront + Long.bitCount(nextRow & ownPawns & ~front) * shelterSecondRow + shelterBase;
    }

    /** With a decisive material edge and no enemy pawns, drive the lone king to the edge and follow it. */
    private int mopUp(ChessBoard board, int[] material, long[] pawns) {
        int diff = material[0] - material[1];
        if (Math.abs(diff) < 400) {
            return 0;
        }
        int strong = diff > 0 ? 0 : 1;
        int weak = strong ^ 1;
        if (pawns[weak] != 0 || material[weak] > 350) {
            return 0;
        }
        int weakKing = board.kingSquare(weak);
        int strongKing = board.kingSquare(strong);
        if (weakKing < 0 || strongKing < 0) {
            return 0;
        }
        int wf = weakKing & 7;
        int wr = weakKing >>> 3;
        int edge = Math.max(3 - wf, wf - 4) + Math.max(3 - wr, wr - 4);
        int distance = Math.max(Math.abs(wf - (strongKing & 7)), Math.abs(wr - (strongKing >>> 3)));
        int bonus = edge * mopUpEdge + (7 - distance) * mopUpCloseness;
        return strong == 0 ? bonus : -bonus;
    }

    /** Without pawns, a side needs more than a minor piece's worth of extra material to win. */
    private static int scaleDrawish(ChessBoard board, int score, long[] pawns) {
        int strong = score > 0 ? 0 : 1;
        if (pawns[strong] != 0) {
            return score;
        }
        int majors = Long.bitCount(board.pieces(strong, Piece.ROOK)) + Long.bitCount(board.pieces(strong, Piece.QUEEN));
        int minors = Long.bitCount(board.pieces(strong, Piece.KNIGHT)) + Long.bitCount(board.pieces(strong, Piece.BISHOP));
        if (majors == 0 && minors <= 1) {
            return score / 16;
        }
        if (majors == 0 && minors == 2 && board.pieces(strong, Piece.BISHOP) == 0) {
            return score / 8;
        }
        return score;
    }

    private static long pawnAttacks(int side, long pawns) {
        if (side == 0) {
            return ((pawns & ~Attacks.FILE_A) << 7) | ((pawns & ~Attacks.FILE_H) << 9);
        }
        return ((pawns & ~Attacks.FILE_A) >>> 9) | ((pawns & ~Attacks.FILE_H) >>> 7);
    }

    /** Static exchange evaluation on the target square: does this capture lose material? */
    @Override
    public boolean losesMaterial(Position position, int move) {
        int kind = Move.kind(move);
        if (kind != Move.KIND_NORMAL || Move.promotion(move) != 0) {
            return false;
        }
        int attackerValue = SEE_VALUE[Move.piece(move)];
        int victimValue = SEE_VALUE[Move.captured(move)];
        if (attackerValue <= victimValue) {
            return false;
        }
        return exchange((ChessBoard) position, Move.from(move), Move.to(move), attackerValue, victimValue) < 0;
    }

    /**
     * The swap algorithm: both sides recapture on {@code to} with their least valuable attacker. The
     * attackers are found once; after each capture only the sliders behind it are added (x-rays).
     */
    private int exchange(ChessBoard board, int from, int to, int attackerValue, int victimValue) {
        int[] gain = this.gain;
        long occupied = board.occupied() ^ (1L << from);
        long diagonal = board.pieces(0, Piece.BISHOP) | board.pieces(1, Piece.BISHOP)
                | board.pieces(0, Piece.QUEEN) | board.pieces(1, Piece.QUEEN);
        long straight = board.pieces(0, Piece.ROOK) | board.pieces(1, Piece.ROOK)
                | board.pieces(0, Piece.QUEEN) | board.pieces(1, Piece.QUEEN);
        long all = board.attackersTo(to, occupied) & occupied;
        int side = board.sideToMove() ^ 1;
        int depth = 0;
        gain[0] = victimValue;
        int onSquare = attackerValue;
        while (depth < gain.length - 1) {
            // What the side to move would have gained if the piece now on the square is taken next.
            depth++;
            gain[depth] = onSquare - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break;
            }
            long attackers = all & board.pieces(side);
            if (attackers == 0) {
                break;
            }
            int type = Piece.PAWN;
            long least = 0;
            for (; type <= Piece.KING; type++) {
                least = attackers & board.pieces(side, type);
                if (least != 0) {
                    break;
                }
            }
            if (type == Piece.KING && (all & board.pieces(side ^ 1)) != 0) {
                break;
            }
            occupied ^= least & -least;
            // Removing a piece only opens lines: the same set as recomputing every attacker.
            all = (all | (Attacks.bishop(to, occupied) & diagonal) | (Attacks.rook(to, occupied) & straight)) & occupied;
            onSquare = SEE_VALUE[type];
            side ^= 1;
        }
        while (--depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
        }
        return gain[0];
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? 2000 : pieceType < valueMg.length ? valueMg[pieceType] : 100;
    }

    /**
     * Passing is unsafe when the side to move has at most one piece besides king and pawns: zugzwang
     * is then common (e.g. a lone bishop that must leave the square it guards).
     */
    @Override
    public boolean allowsNullMove(Position position) {
        ChessBoard board = (ChessBoard) position;
        int side = board.sideToMove();
        long pieces = board.pieces(side) & ~board.pieces(side, Piece.PAWN) & ~board.pieces(side, Piece.KING);
        return Long.bitCount(pieces) >= 2;
    }

    @Override
    public boolean allowsReductions() {
        return true;
    }
}
