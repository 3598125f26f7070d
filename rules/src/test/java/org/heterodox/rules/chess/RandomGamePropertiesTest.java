package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Properties checked at every ply of seeded random games from varied starts (castling, en passant,
 * promotions, checks): make/unmake restores FEN and hash exactly, the incremental hash equals a
 * fresh computation, every reached position is a valid FEN, and SAN and UCI of every legal move
 * read back as that move.
 */
class RandomGamePropertiesTest {
    static final String[] STARTS = {
        ChessVariant.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    };
    static final int GAMES = 40;
    static final int MAX_PLIES = 160;

    private final Variant chess = new ChessVariant();

    /** A fresh position from the FEN alone: its hash is computed from scratch. */
    private long rehash(Position position) throws FormatException {
        return chess.fromFen(position.toFen()).hash();
    }

    @Test
    void randomGamesKeepEveryInvariant() throws FormatException {
        Random random = new Random(0x5EED_2024L);
        MoveList moves = new MoveList();
        int plies = 0;
        int checkedMoves = 0;
        for (int game = 0; game < GAMES; game++) {
            Position position = chess.fromFen(STARTS[game % STARTS.length]);
            List<String> fens = new ArrayList<>();
            List<Long> hashes = new ArrayList<>();
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                String fen = position.toFen();
                long hash = position.hash();
                assertThat(rehash(position)).as("fresh hash of %s", fen).isEqualTo(hash);
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                Set<String> sans = new HashSet<>();
                for (int i = 0; i < moves.size(); i++) {
                    int move = moves.get(i);
                    String san = SanNotation.INSTANCE.format(position, move);
                    assertThat(sans.add(san)).as("SAN %s unique in %s", san, fen).isTrue();
                    assertThat(SanNotation.INSTANCE.parse(position, san)).as("SAN %s in %s", san, fen).isEqualTo(move);
                    String uci = UciNotation.INSTANCE.format(position, move);
                    assertThat(UciNotation.INSTANCE.parse(position, uci)).as("UCI %s in %s", uci, fen).isEqualTo(move);
                    position.make(move);
                    assertThat(position.hash()).as("incremental hash after %s in %s", uci, fen).isEqualTo(rehash(position));
                    position.unmake();
                    assertThat(position.toFen()).isEqualTo(fen);
                    assertThat(position.hash()).isEqualTo(hash);
                    checkedMoves++;
                }
                fens.add(fen);
                hashes.add(hash);
                position.make(moves.get(random.nextInt(moves.size())));
                plies++;
            }
            for (int ply = fens.size() - 1; ply >= 0; ply--) {
                position.unmake();
                assertThat(position.toFen()).isEqualTo(fens.get(ply));
                assertThat(position.hash()).isEqualTo(hashes.get(ply));
            }
            assertThat(position.movesMade()).isZero();
        }
        assertThat(plies).isGreaterThan(3000);
        assertThat(checkedMoves).isGreaterThan(100_000);
    }

    @Test
    void randomGamesReachEveryMoveKind() throws FormatException {
        // Guards the property test above against a generator that never produces the hard cases.
        Random random = new Random(0x5EED_2024L);
        MoveList moves = new MoveList();
        boolean castle = false, enPassant = false, promotion = false, capturePromotion = false;
        for (int game = 0; game < GAMES; game++) {
            Position position = chess.fromFen(STARTS[game % STARTS.length]);
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                for (int i = 0; i < moves.size(); i++) {
                    int m = moves.get(i);
                    castle |= Move.isCastle(m);
                    enPassant |= Move.isEnPassant(m);
                    promotion |= Move.promotion(m) != 0;
                    capturePromotion |= Move.promotion(m) != 0 && Move.isCapture(m);
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(castle && enPassant && promotion && capturePromotion).isTrue();
    }
}
