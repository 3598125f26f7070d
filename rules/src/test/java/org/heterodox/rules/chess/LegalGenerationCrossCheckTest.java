package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * The fast legal generator (pin masks, evasion masks, en passant by its result) agrees with the
 * plain definition, pseudo-legal moves that do not leave the own king attacked, on the positions of
 * seeded random games and on unusual positions made by shuffling pieces of valid ones.
 */
class LegalGenerationCrossCheckTest {
    private final ChessVariant chess = new ChessVariant();

    private static int[] byDefinition(ChessBoard board) {
        MoveList pseudo = new MoveList();
        board.generatePseudoLegal(pseudo, true);
        MoveList legal = new MoveList();
        int us = board.sideToMove();
        for (int i = 0; i < pseudo.size(); i++) {
            board.make(pseudo.get(i));
            if (!board.kingAttacked(us)) {
                legal.add(pseudo.get(i));
            }
            board.unmake();
        }
        int[] moves = legal.toArray();
        Arrays.sort(moves);
        return moves;
    }

    private static int[] generated(ChessBoard board) {
        MoveList moves = new MoveList();
        board.generate(moves);
        int[] sorted = moves.toArray();
        Arrays.sort(sorted);
        return sorted;
    }

    @Test
    void legalMovesOfRandomGamesMatchTheDefinition() throws FormatException {
        Random random = new Random(3);
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            ChessBoard board = (ChessBoard) chess.fromFen(RandomGamePropertiesTest.STARTS[game % RandomGamePropertiesTest.STARTS.length]);
            for (int ply = 0; ply < 150; ply++) {
                int[] legal = generated(board);
                assertThat(legal).as(board.toFen()).isEqualTo(byDefinition(board));
                positions++;
                if (legal.length == 0) {
                    break;
                }
                board.make(legal[random.nextInt(legal.length)]);
            }
        }
        assertThat(positions).isGreaterThan(5000);
    }

    @Test
    void legalMovesOfScrambledPositionsMatchTheDefinition() {
        int withCastling = 0;
        int withEnPassant = 0;
        // Random placements of kings, sliders, knights and pawns give pins, double checks and
        // en passant discoveries that games rarely reach.
        Random random = new Random(5);
        String pieces = "QRRBBNNPPPPqrrbbnnpppp";
        int checked = 0;
        for (int attempt = 0; attempt < 20_000 && checked < 3000; attempt++) {
            char[] board = new char[64];
            Arrays.fill(board, '.');
            board[random.nextInt(4) == 0 ? 4 : random.nextInt(64)] = 'K';
            int blackKing = random.nextInt(4) == 0 ? 60 : random.nextInt(64);
            if (board[blackKing] != '.') {
                continue;
            }
            board[blackKing] = 'k';
            if (random.nextInt(3) == 0) {
                placeCastlingPieces(board, random);
            }
            for (int n = random.nextInt(12); n > 0; n--) {
                int square = random.nextInt(64);
                if (board[square] == '.') {
                    board[square] = pieces.charAt(random.nextInt(pieces.length()));
                }
            }
            boolean white = random.nextBoolean();
            String enPassant = enPassant(board, white, random);
            String fen = fen(board) + (white ? " w " : " b ") + castling(board) + " " + enPassant + " 0 1";
            ChessBoard position;
            try {
                position = (ChessBoard) chess.fromFen(fen);
            } catch (FormatException invalid) {
                continue;
            }
            assertThat(generated(position)).as(fen).isEqualTo(byDefinition(position));
            checked++;
            withCastling += position.castlingRights() != 0 ? 1 : 0;
            withEnPassant += position.epSquare() >= 0 ? 1 : 0;
        }
        assertThat(checked).isEqualTo(3000);
        assertThat(withCastling).isGreaterThan(100);
        assertThat(withEnPassant).isGreaterThan(30);
    }

    private static void placeCastlingPieces(char[] board, Random random) {
        for (int square : new int[] {0, 7, 56, 63}) {
            if (board[square] == '.' && random.nextBoolean()) {
                board[square] = square < 8 ? 'R' : 'r';
            }
        }
    }

    /** Every right the kings and rooks on their original squares allow. */
    private static String castling(char[] board) {
        StringBuilder sb = new StringBuilder();
        if (board[4] == 'K' && board[7] == 'R') sb.append('K');
        if (board[4] == 'K' && board[0] == 'R') sb.append('Q');
        if (board[60] == 'k' && board[63] == 'r') sb.append('k');
        if (board[60] == 'k' && board[56] == 'r') sb.append('q');
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /** The square behind a pawn that may just have stepped two squares, or "-"; may add a capturer. */
    private static String enPassant(char[] board, boolean whiteToMove, Random random) {
        int from = whiteToMove ? 32 : 24;
        int step = whiteToMove ? 8 : -8;
        char pawn = whiteToMove ? 'p' : 'P';
        for (int file = random.nextInt(8), n = 0; n < 8; n++, file = (file + 1) % 8) {
            int square = from + file;
            if (board[square] == pawn && board[square + step] == '.' && board[square + 2 * step] == '.') {
                // Usually give the side to move a pawn that can take en passant.
                int beside = square + (file == 0 || (file < 7 && random.nextBoolean()) ? 1 : -1);
                if (board[beside] == '.' && random.nextInt(4) != 0) {
                    board[beside] = whiteToMove ? 'P' : 'p';
                }
                return Squares.name(square + step);
            }
        }
        return "-";
    }

    private static String fen(char[] board) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(c);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
