package org.heterodox.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.Evaluators;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Each game gets its own evaluation, which reads positions without changing them and sees what matters. */
class GameEvaluatorsTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "uchess, UChessEvaluator", "uchess:king-capture, UChessEvaluator", "unachess:no-castling, DropChessEvaluator",
        "unachess2, DropChessEvaluator", "parachute, DropChessEvaluator", "alice, AliceEvaluator",
        "ambiguous:checkmate, AmbiguousEvaluator", "shogi, ShogiEvaluator", "unashogi, ShogiEvaluator",
        "chess, ChessEvaluator"})
    void eachGameHasItsEvaluationWhichLeavesPositionsUnchanged(String spec, String evaluator) throws FormatException {
        Position position = Variants.of(spec).startPosition();
        Evaluator chosen = Evaluators.forPosition(position);
        assertThat(chosen.getClass().getSimpleName()).isEqualTo(evaluator);
        Random random = new Random(spec.hashCode());
        MoveList moves = new MoveList();
        for (int ply = 0; ply < 80; ply++) {
            position.generate(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.make(moves.get(random.nextInt(moves.size())));
            String fen = position.toFen();
            long hash = position.hash();
            int first = chosen.evaluate(position);
            assertThat(position.toFen()).isEqualTo(fen);
            assertThat(position.hash()).isEqualTo(hash);
            assertThat(chosen.evaluate(position)).as("same answer twice").isEqualTo(first);
        }
    }

    /** Every game of the registry, alone and with each of its options. */
    static Stream<String> everyGameAndOption() {
        return Variants.all().stream().flatMap(game -> Stream.concat(Stream.of(game.name()),
                game.options().stream().map(option -> game.name() + ":" + option)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void evaluationNeverChangesTheSearchPosition(String spec) throws FormatException {
        Position position = Variants.of(spec).startPosition();
        Evaluator evaluator = Evaluators.forPosition(position);
        Evaluator fallback = Evaluators.fallback(position);
        Random random = new Random(spec.hashCode() * 31L);
        MoveList moves = new MoveList();
        for (int ply = 0; ply < 120; ply++) {
            position.generate(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.make(moves.get(random.nextInt(moves.size())));
            String fen = position.toFen();
            long hash = position.hash();
            int made = position.movesMade();
            int side = position.sideToMove();
            Position copy = position.copy();
            int score = evaluator.evaluate(position);
            fallback.evaluate(position);
            assertThat(position.toFen()).as("%s: FEN after evaluating", spec).isEqualTo(fen);
            assertThat(position.hash()).as("%s: hash after evaluating %s", spec, fen).isEqualTo(hash);
            assertThat(position.movesMade()).isEqualTo(made);
            assertThat(position.sideToMove()).isEqualTo(side);
            assertThat(evaluator.evaluate(copy)).as("%s: a copy evaluates alike in %s", spec, fen).isEqualTo(score);
            assertThat(copy.hash()).isEqualTo(hash);
        }
    }

    @Test
    void uchessOpponentWithFewULegalMovesIsInDanger() throws FormatException {
        // Black to move after 1.P-K4 P-K4 2.P-Q4 P-Q4 3.N-K2 N-K2 4.N-Q2: White's knights and pawns now
        // clash in writing, leaving it almost no U-legal move; with the knight still on b1 it has many.
        Position cramped = Variants.of("uchess").fromFen("rnbqkb1r/ppp1nppp/8/3pp3/3PP3/8/PPPNNPPP/R1BQKB1R b KQkq - 3 4");
        Position free = Variants.of("uchess").fromFen("rnbqkb1r/ppp1nppp/8/3pp3/3PP3/8/PPP1NPPP/RNBQKB1R b KQkq - 3 4");
        Evaluator evaluator = Evaluators.forPosition(free);
        assertThat(evaluator.evaluate(cramped)).isGreaterThan(evaluator.evaluate(free) + 50);
    }

    @Test
    void uchessKingCaptureALostKingIsALostGame() throws FormatException {
        // White's king was just taken: the game is over, and a pruning search may stand pat here before
        // it looks for moves, so the evaluation itself must call it lost (it once scored the material).
        Position captured = Variants.of("uchess:king-capture").fromFen("4k3/8/8/8/8/8/8/Q6R w - - 0 1");
        assertThat(captured.outcome().isOver()).isTrue();
        Evaluator evaluator = Evaluators.forPosition(captured);
        assertThat(evaluator.evaluate(captured)).isLessThan(-10_000);
        Position alive = Variants.of("uchess:king-capture").fromFen("4k3/8/8/8/8/8/8/Q3K2R w - - 0 1");
        assertThat(evaluator.evaluate(alive)).isGreaterThan(0);
    }

    @Test
    void dropGameKingStillInHandCostsMoreTheMoreEnemyPiecesAreDeployed() throws FormatException {
        Evaluator evaluator = Evaluators.forPosition(Variants.of("unachess").startPosition());
        Position fewEnemies = Variants.of("unachess").fromFen("4k3/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1");
        Position manyEnemies = Variants.of("unachess").fromFen("rnbqkbnr/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPpppppppp] w - - 0 1");
        assertThat(evaluator.evaluate(manyEnemies)).isLessThan(evaluator.evaluate(fewEnemies));
    }

    @Test
    void aliceCountsAttacksOnlyOnThePieceOwnBoard() throws FormatException {
        Evaluator evaluator = Evaluators.forPosition(Variants.of("alice").startPosition());
        // The same rook aiming at the black king: on the king's board (B) it attacks, on board A it does not.
        Position sameBoard = Variants.of("alice").fromFen("4|k3/8/8/8/8/8/8/|R3K3 w - - 0 1");
        Position otherBoard = Variants.of("alice").fromFen("4|k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThat(evaluator.evaluate(sameBoard)).isGreaterThan(evaluator.evaluate(otherBoard));
    }

    @Test
    void ambiguousChooserPicksTheCandidateWorstForTheAnnouncer() throws FormatException {
        Position position = Variants.of("ambiguous").fromFen("7k/P7/8/8/8/8/8/K7 w - - 0 1");
        position.make(org.heterodox.rules.Move.announce(56));
        Evaluator evaluator = Evaluators.forPosition(position);
        // Black chooses among a8=Q, R, B, N: the position is worth at least what a knight leaves Black.
        int value = evaluator.evaluate(position);
        assertThat(value).isGreaterThan(-500);
    }

    @Test
    void shogiPieceInHandIsWorthMoreThanOnTheBoard() throws FormatException {
        Evaluator evaluator = Evaluators.forPosition(Variants.of("shogi").startPosition());
        Position inHand = Variants.of("shogi").fromFen("4k4/9/9/9/9/9/9/9/4K4 b R 1");
        Position onBoard = Variants.of("shogi").fromFen("4k4/9/9/9/9/9/9/R8/4K4 b - 1");
        assertThat(evaluator.evaluate(inHand)).isGreaterThan(evaluator.evaluate(onBoard));
    }
}
