package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.alice.AlicePosition;
import org.heterodox.rules.chess.CastleFlags;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.ChessFamilyVariant;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.shogi.ShogiBoard;
import org.heterodox.rules.shogi.ShogiVariant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A {@link Setup} is what readers produce and games validate into positions: a position's set-up
 * makes the same position again, and a game refuses a set-up its rules reject with the same
 * message as the FEN it came from.
 */
class SetupTest {

    static Stream<String> everyGameAndOption() {
        return Variants.all().stream().flatMap(game -> Stream.concat(Stream.of(game.name()),
                game.options().stream().map(option -> game.name() + ":" + option)));
    }

    private static Setup setupOf(Position position) {
        if (position instanceof ChessBoard board) {
            return board.toSetup();
        }
        if (position instanceof ShogiBoard board) {
            return board.toSetup();
        }
        // Ambiguous Chess: the played-move board behind the phases.
        return ((ChessBoard) ((org.heterodox.rules.ambiguous.AmbiguousPosition) position).board()).toSetup();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void aPositionsSetupMakesTheSamePosition(String spec) throws FormatException {
        Variant variant = Variants.of(spec);
        Position position = variant.startPosition();
        Random random = new Random(spec.hashCode());
        MoveList moves = new MoveList();
        for (int ply = 0; ply < 120; ply++) {
            Setup setup = setupOf(position);
            Position again = variant.fromSetup(setup);
            if (!isChoosing(position)) {
                assertThat(again.toFen()).as("%s after %d plies", spec, ply).isEqualTo(position.toFen());
                assertThat(again.hash()).as("%s: hash of %s", spec, position.toFen()).isEqualTo(position.hash());
            }
            assertThat(setupOf(again)).isEqualTo(setup);
            position.generatePlayed(moves);
            if (moves.isEmpty() || position.outcome().isOver()) {
                break;
            }
            position.make(moves.get(random.nextInt(moves.size())));
        }
    }

    private static boolean isChoosing(Position position) {
        return position instanceof org.heterodox.rules.ambiguous.AmbiguousPosition phased && phased.pendingSquare() >= 0;
    }

    @Test
    void readersProduceTheSetupTheirFenDescribes() throws FormatException {
        ChessFamilyVariant chess = (ChessFamilyVariant) Variants.of("chess");
        Setup setup = chess.readSetup("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w Kq f6 0 3");
        assertThat(setup.pieceAt(Squares.parse("e5"))).isEqualTo(Piece.code(Piece.WHITE, Piece.PAWN));
        assertThat(setup.sideToMove()).isEqualTo(Piece.WHITE);
        assertThat(setup.unmoved()).isEqualTo(CastleFlags.squares(CastleFlags.fromRights(
                CastleFlags.RIGHT_WK | CastleFlags.RIGHT_BQ)));
        assertThat(setup.epSquare()).isEqualTo(Squares.parse("f6"));
        assertThat(setup.fullmoveNumber()).isEqualTo(3);

        ChessFamilyVariant alice = (ChessFamilyVariant) Variants.of("alice");
        Setup twoBoards = alice.readSetup("rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR|8/8/8/4p3/4P3/8/8/8 w KQkq - 0 2");
        assertThat(twoBoards.secondBoard()).isEqualTo((1L << Squares.parse("e4")) | (1L << Squares.parse("e5")));
        assertThat(alice.readSetup("rnbqkbnr/pppp1ppp/8/4|p3/4|P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
                .isEqualTo(twoBoards);

        ShogiVariant shogi = (ShogiVariant) Variants.of("shogi");
        Setup sfen = shogi.readSetup("4k4/9/9/9/9/9/9/9/4K4 w 2Pr 7");
        assertThat(sfen.squareCount()).isEqualTo(81);
        assertThat(sfen.sideToMove()).isEqualTo(1);
        assertThat(sfen.handCount(0, 1)).isEqualTo(2);
        assertThat(sfen.fullmoveNumber()).isEqualTo(7);
    }

    @Test
    void aLoneUnmovedFlagThatFenCannotSaySurvivesTheSetup() throws FormatException {
        ChessFamilyVariant unachess = (ChessFamilyVariant) Variants.of("unachess");
        Setup setup = unachess.readSetup("4k3/8/8/8/8/8/8/7R[KQRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 5")
                .toBuilder().unmoved(1L << Squares.H1).build();
        ChessBoard board = unachess.board(setup);
        assertThat(board.castleFlags()).isEqualTo(CastleFlags.WHITE_H_ROOK);
        assertThat(board.toSetup()).isEqualTo(setup);
        ChessBoard fromFen = (ChessBoard) unachess.fromFen(board.toFen());
        assertThat(fromFen.hash()).as("the lone flag is hashed in the drop games").isNotEqualTo(board.hash());
    }

    @Test
    void gamesRejectSetupsWithTheirFenMessages() throws FormatException {
        ChessFamilyVariant chess = (ChessFamilyVariant) Variants.of("chess");
        Setup noWhiteKing = chess.readSetup("4k3/8/8/8/8/8/8/8 w - - 0 1");
        assertThatThrownBy(() -> chess.fromSetup(noWhiteKing)).isInstanceOf(FormatException.class)
                .hasMessage("FEN is illegal: there is no white king in the placement field");
        assertThatThrownBy(() -> chess.fromFen("4k3/8/8/8/8/8/8/8 w - - 0 1"))
                .hasMessage("FEN is illegal: there is no white king in the placement field");

        Setup blackInCheck = chess.readSetup("4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
        assertThatThrownBy(() -> chess.fromSetup(blackInCheck)).hasMessageContaining("the side not to move (Black) is in check");

        ShogiVariant shogi = (ShogiVariant) Variants.of("shogi");
        Setup nifu = shogi.readSetup("4k4/9/9/9/9/4P4/4P4/9/4K4 b - 1");
        assertThatThrownBy(() -> shogi.fromSetup(nifu)).hasMessageContaining("(nifu)");

        ChessFamilyVariant alice = (ChessFamilyVariant) Variants.of("alice");
        Setup kingOnB = alice.readSetup("4k3/8/8/8/8/8/8/R3|K3 w Q - 0 1");
        assertThatThrownBy(() -> alice.fromSetup(kingOnB)).hasMessageContaining("needs the king on e1 and the rook on a1 on board A");
    }

    @Test
    void aSetupThatIsNoBoardOfTheGameIsAnError() throws FormatException {
        Variant chess = Variants.of("chess");
        Variant shogi = Variants.of("shogi");
        Setup nineByNine = ((ShogiVariant) shogi).readSetup(ShogiVariant.SHOGI_START);
        assertThatThrownBy(() -> chess.fromSetup(nineByNine)).isInstanceOf(FormatException.class)
                .hasMessageContaining("81 squares");
        Setup eightByEight = ((ChessFamilyVariant) chess).readSetup(chess.startFen());
        assertThatThrownBy(() -> shogi.fromSetup(eightByEight)).hasMessageContaining("64 squares");
        Setup badPiece = eightByEight.toBuilder().piece(Squares.parse("e4"), 7).build();
        assertThatThrownBy(() -> chess.fromSetup(badPiece)).hasMessageContaining("unknown piece code 7 on e4");
        Setup badHand = eightByEight.toBuilder().hand(0, Piece.QUEEN, 17).build();
        assertThatThrownBy(() -> chess.fromSetup(badHand)).hasMessageContaining("in hand");
        Setup kingInShogiHand = nineByNine.toBuilder().hand(0, 8, 1).build();
        assertThatThrownBy(() -> shogi.fromSetup(kingInShogiHand)).hasMessageContaining("in hand");
    }

    @Test
    void enPassantIsKeptOnlyWhereAPawnCanTake() throws FormatException {
        ChessFamilyVariant chess = (ChessFamilyVariant) Variants.of("chess");
        Setup setup = chess.readSetup("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
        assertThat(setup.epSquare()).isEqualTo(Squares.parse("e3"));
        assertThat(chess.board(setup).epSquare()).as("no black pawn can take on e3").isEqualTo(-1);
        assertThat(chess.board(setup.toBuilder().piece(Squares.parse("d4"), Piece.code(Piece.BLACK, Piece.PAWN)).build())
                .epSquare()).isEqualTo(Squares.parse("e3"));
        // A square no pawn has just passed would let a capture take a pawn that is not there.
        Setup nothingPassed = setup.toBuilder().piece(Squares.parse("e4"), 0)
                .piece(Squares.parse("d4"), Piece.code(Piece.BLACK, Piece.PAWN)).build();
        assertThatThrownBy(() -> chess.fromSetup(nothingPassed)).isInstanceOf(FormatException.class)
                .hasMessage("set-up en passant square e3 is impossible: no pawn can have just stepped two squares past it");
    }

    @Test
    void alicePiecesOnBoardBAreHashedApart() throws FormatException {
        ChessFamilyVariant alice = (ChessFamilyVariant) Variants.of("alice");
        Setup onA = alice.readSetup("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
        AlicePosition a = (AlicePosition) alice.fromSetup(onA);
        AlicePosition b = (AlicePosition) alice.fromSetup(onA.toBuilder().secondBoard(1L << Squares.parse("e4")).build());
        assertThat(b.onSecondBoard(Squares.parse("e4"))).isTrue();
        assertThat(b.toFen()).isEqualTo("4k3/8/8/8/4|P3/8/8/4K3 b - - 0 1");
        assertThat(b.hash()).isNotEqualTo(a.hash());
        assertThat(b.consistencyProblem()).isNull();
    }
}
