package org.heterodox.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;
import org.junit.jupiter.api.Test;

/**
 * The static exchange evaluation, which finds the attackers once and then adds only x-rays, answers
 * like the plain swap algorithm that recomputes every attacker after each capture, for every capture
 * of the positions of seeded random games that favour captures.
 */
class StaticExchangeReferenceTest {
    private static final int[] VALUE = {0, 100, 320, 320, 500, 900, 20000};
    private static final String[] STARTS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    };

    @Test
    void incrementalExchangeMatchesRecomputingEveryAttacker() throws Exception {
        ChessEvaluator evaluator = new ChessEvaluator();
        Random random = new Random(2026);
        MoveList moves = new MoveList();
        int compared = 0;
        for (int game = 0; game < 90; game++) {
            Position position = Variants.of("chess").fromFen(STARTS[game % STARTS.length]);
            for (int ply = 0; ply < 80; ply++) {
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                MoveList captures = new MoveList();
                for (int i = 0; i < moves.size(); i++) {
                    int move = moves.get(i);
                    if (Move.isCapture(move)) {
                        captures.add(move);
                        assertThat(evaluator.losesMaterial(position, move))
                                .as("%s in %s", position.variant().machineNotation().format(position, move), position.toFen())
                                .isEqualTo(referenceLoses((ChessBoard) position, move));
                        compared++;
                    }
                }
                boolean capture = !captures.isEmpty() && random.nextInt(3) > 0;
                position.make(capture ? captures.get(random.nextInt(captures.size())) : moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(compared).isGreaterThan(2000);
    }

    /** The swap algorithm with every attacker recomputed from the occupancy after each capture. */
    private static boolean referenceLoses(ChessBoard board, int move) {
        if (Move.kind(move) != Move.KIND_NORMAL || Move.promotion(move) != 0) {
            return false;
        }
        int attackerValue = VALUE[Move.piece(move)];
        int victimValue = VALUE[Move.captured(move)];
        if (attackerValue <= victimValue) {
            return false;
        }
        int to = Move.to(move);
        int[] gain = new int[40];
        long occupied = board.occupied() ^ (1L << Move.from(move));
        int side = board.sideToMove() ^ 1;
        int depth = 0;
        gain[0] = victimValue;
        int onSquare = attackerValue;
        while (depth < gain.length - 1) {
            depth++;
            gain[depth] = onSquare - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break;
            }
            long attackers = board.attackersTo(to, occupied) & occupied & board.pieces(side);
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
            if (type == Piece.KING && (board.attackersTo(to, occupied) & occupied & board.pieces(side ^ 1)) != 0) {
                break;
            }
            occupied ^= least & -least;
            onSquare = VALUE[type];
            side ^= 1;
        }
        while (--depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
        }
        return gain[0] < 0;
    }
}
