package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.chess.UciNotation;
import org.junit.jupiter.api.Test;

/**
 * Random legal games from the start, replayed on an independent model with two real boards. The
 * model is where a doubly occupied square would show: every transfer must find its square empty.
 * Along the way: the position agrees with the model, its one-board representation stays coherent,
 * make/unmake of every legal move restores FEN and hash, and SAN and UCI read back what they wrote.
 */
class AliceRandomGameTest {
    private static final int GAMES = 60;
    private static final int MAX_PLIES = 160;

    /** Two 8x8 boards of piece codes, moved by the rules' plain description. */
    private static final class TwoBoards {
        final int[][] boards = new int[2][64];

        TwoBoards(AlicePosition p) {
            for (int sq = 0; sq < 64; sq++) {
                if (p.pieceAt(sq) != 0) {
                    boards[p.boardOf(sq)][sq] = p.pieceAt(sq);
                }
            }
        }

        int boardOf(int sq) {
            return boards[0][sq] != 0 ? 0 : boards[1][sq] != 0 ? 1 : -1;
        }

        /** Plays the move on its action board, then transfers what moved; fails on a taken square. */
        void play(int move, int side) {
            int from = Move.from(move);
            int to = Move.to(move);
            int x = boardOf(from);
            int[] action = boards[x];
            int[] other = boards[x ^ 1];
            assertThat(Piece.side(action[from])).isEqualTo(side);
            if (Move.captured(move) != 0) {
                assertThat(action[to]).as("capture on the action board").isEqualTo(Piece.code(side ^ 1, Move.captured(move)));
            } else {
                assertThat(action[to]).as("destination empty on the action board").isZero();
            }
            int code = Move.promotion(move) != 0 ? Piece.code(side, Move.promotion(move)) : action[from];
            action[from] = 0;
            action[to] = 0;
            transfer(other, to, code);
            if (Move.isCastle(move)) {
                boolean kingSide = to > from;
                int rookFrom = kingSide ? to + 1 : to - 2;
                int rookTo = kingSide ? to - 1 : to + 1;
                int rook = action[rookFrom];
                assertThat(rook).isEqualTo(Piece.code(side, Piece.ROOK));
                action[rookFrom] = 0;
                transfer(other, rookTo, rook);
            }
        }

        private static void transfer(int[] board, int sq, int code) {
            assertThat(board[sq]).as("square " + Squares.name(sq) + " already occupied on the landing board").isZero();
            board[sq] = code;
        }

        void assertMatches(AlicePosition p) {
            for (int sq = 0; sq < 64; sq++) {
                assertThat(boards[0][sq] != 0 && boards[1][sq] != 0).as("two pieces on " + Squares.name(sq)).isFalse();
                int board = boardOf(sq);
                assertThat(p.boardOf(sq)).as("board of " + Squares.name(sq)).isEqualTo(board);
                assertThat(p.pieceAt(sq)).as("piece on " + Squares.name(sq)).isEqualTo(board < 0 ? 0 : boards[board][sq]);
            }
        }
    }

    @Test
    void randomGamesNeverOccupyASquareTwiceAndMakeUnmakeRestoresEverything() throws Exception {
        Random random = new Random(5L);
        MoveList moves = new MoveList();
        long plies = 0;
        for (int game = 0; game < GAMES; game++) {
            AlicePosition p = (AlicePosition) AliceTesting.ALICE.startPosition();
            TwoBoards model = new TwoBoards(p);
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                model.assertMatches(p);
                assertThat(p.consistencyProblem()).isNull();
                p.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                String fen = p.toFen();
                long hash = p.hash();
                for (int i = 0; i < moves.size(); i++) {
                    p.make(moves.get(i));
                    p.unmake();
                    assertThat(p.hash()).isEqualTo(hash);
                    assertThat(p.toFen()).isEqualTo(fen);
                }
                int move = moves.get(random.nextInt(moves.size()));
                String san = SanNotation.INSTANCE.format(p, move);
                assertThat(SanNotation.INSTANCE.parse(p, san)).as(san).isEqualTo(move);
                assertThat(UciNotation.INSTANCE.parse(p, UciNotation.write(move))).isEqualTo(move);
                model.play(move, p.sideToMove());
                p.make(move);
                plies++;
                assertThat(p.hash()).as("incremental hash equals the hash read from FEN")
                        .isEqualTo(AliceTesting.position(p.toFen()).hash());
                assertThat(san.endsWith("+") || san.endsWith("#")).as(san).isEqualTo(p.inCheck());
            }
        }
        assertThat(plies).isGreaterThan(GAMES * 20L);
    }
}
