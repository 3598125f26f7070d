package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.chess.CastleFlags;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered game, with each of its options, survives a record round trip: random games
 * written as PGN in every notation of the game read back to the same moves, start position and
 * outcome, and every position's FEN reads back to the same FEN and hash.
 */
class AllGamesRecordTest {

    static List<String> specs() {
        List<String> specs = new ArrayList<>();
        for (GameDefinition game : Variants.all()) {
            specs.add(game.name());
            for (String option : game.options()) {
                specs.add(game.name() + ":" + option);
            }
        }
        return specs;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void randomGamesSurvivePgnInEveryNotation(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(spec.hashCode());
        for (int g = 0; g < 12; g++) {
            Game game = randomGame(variant, random, 40 + random.nextInt(80));
            for (MoveNotation notation : variant.notations()) {
                String pgn = new PgnWriter().withNotation(notation).write(game);
                Game back = PgnReader.readOne(pgn);
                assertThat(back.variant().spec()).as(pgn).isEqualTo(variant.spec());
                assertThat(back.moves()).as(pgn).containsExactly(game.moves());
                assertThat(back.outcome()).as(pgn).isEqualTo(game.outcome());
                assertThat(back.startFen()).isEqualTo(game.startFen());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void everyPositionOfRandomGamesReadsBackFromItsFen(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(~spec.hashCode());
        MoveList moves = new MoveList();
        for (int g = 0; g < 12; g++) {
            Position position = variant.startPosition();
            for (int ply = 0; ply < 120; ply++) {
                Position reread = variant.fromFen(position.toFen());
                assertThat(reread.toFen()).isEqualTo(position.toFen());
                if (fenKeepsEveryCastlingFlag(position)) {
                    assertThat(reread.hash()).as(position.toFen()).isEqualTo(position.hash());
                }
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void decisionsAndPlayedMovesConvertBothWays(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(31L * spec.hashCode());
        MoveList moves = new MoveList();
        for (int g = 0; g < 12; g++) {
            Position decisions = variant.startPosition();
            Position replay = variant.startPosition();
            for (int ply = 0; ply < 150; ply++) {
                decisions.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                int decision = moves.get(random.nextInt(moves.size()));
                decisions.make(decision);
                int played = decisions.playedBy(decision);
                if (played == Move.NONE) {
                    continue;
                }
                // The played move's decisions, made on a position that saw only whole moves, reach the same position.
                for (int step : replay.decisionsOf(played)) {
                    replay.make(step);
                }
                assertThat(replay.toFen()).isEqualTo(decisions.toFen());
                assertThat(replay.hash()).isEqualTo(decisions.hash());
            }
        }
    }

    /**
     * docs/rules.md#unachess-castling-rights: a FEN lists castling rights, not the drop games' lone "unmoved"
     * flags (a rook dropped on h1 while its king is in hand), so such positions read back without that flag.
     */
    private static boolean fenKeepsEveryCastlingFlag(Position position) {
        return !(position instanceof ChessBoard board)
                || board.castleFlags() == CastleFlags.fromRights(board.castlingRights());
    }

    private static Game randomGame(Variant variant, Random random, int plies) {
        Game game = new Game(variant);
        Position position = variant.startPosition();
        MoveList moves = new MoveList();
        for (int i = 0; i < plies; i++) {
            position.generatePlayed(moves);
            if (moves.isEmpty() || position.outcome().isOver()) {
                break;
            }
            int move = moves.get(random.nextInt(moves.size()));
            game.play(move);
            position.make(move);
        }
        return game;
    }
}
