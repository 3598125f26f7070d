package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.ambiguous.Fixtures.announcedSquares;
import static org.heterodox.rules.ambiguous.Fixtures.candidate;
import static org.heterodox.rules.ambiguous.Fixtures.candidateSans;
import static org.heterodox.rules.ambiguous.Fixtures.position;
import static org.heterodox.rules.ambiguous.Fixtures.sq;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md#ambiguous-rules 1-4 and #ambiguous-fen: announcements, the opponent's choice, king capture,
 * no castling.
 */
class AmbiguousRulesTest {
    static final String START = AmbiguousVariant.START_FEN;

    @Test
    void squareTwoPiecesReachGivesTheOpponentTheChoice() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        assertThat(p.announce(sq("a3"))).isEqualTo(Move.NONE);
        assertThat(p.phase()).isEqualTo(AmbiguousPosition.Phase.CHOOSE);
        assertThat(p.sideToMove()).isEqualTo(Piece.BLACK);
        assertThat(p.announcer()).isEqualTo(Piece.WHITE);
        assertThat(candidateSans(p, "a3")).containsExactly("Na3", "a3");
        MoveList choices = new MoveList();
        p.generate(choices);
        assertThat(choices.size()).isEqualTo(2);

        p.choose(candidate(p, "a3", "Na3"));
        assertThat(p.board().pieceAt(sq("a3"))).isEqualTo(Piece.code(Piece.WHITE, Piece.KNIGHT));
        assertThat(p.board().pieceAt(sq("a2"))).isEqualTo(Piece.code(Piece.WHITE, Piece.PAWN));
        assertThat(p.phase()).isEqualTo(AmbiguousPosition.Phase.ANNOUNCE);
        assertThat(p.sideToMove()).isEqualTo(Piece.BLACK);
    }

    @Test
    void announcementWithOneCandidateIsPlayedAtOnce() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        int played = p.announce(sq("e4"));
        assertThat(Move.from(played)).isEqualTo(sq("e2"));
        assertThat(p.phase()).isEqualTo(AmbiguousPosition.Phase.ANNOUNCE);
        assertThat(p.sideToMove()).isEqualTo(Piece.BLACK);
        assertThat(p.toFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1");
    }

    @Test
    void startPositionOffersSixteenSquaresWithTwentyMoves() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        assertThat(p.announcements()).hasSize(16);
        assertThat(p.announcements().stream().mapToInt(a -> a.candidates().size()).sum()).isEqualTo(20);
        assertThat(p.announcements().stream().filter(AmbiguousPosition.Announcement::isAmbiguous)).hasSize(4);
    }

    @Test
    void announcementIsNeverTheNullMoveAndKeepsItsSquare() {
        int a1 = Move.announce(sq("a1"));
        assertThat(a1).isNotEqualTo(Move.NONE);
        assertThat(Move.isAnnouncement(a1)).isTrue();
        assertThat(Move.to(Move.announce(sq("h8")))).isEqualTo(sq("h8"));
        assertThat(Move.isAnnouncement(Move.of(sq("e2"), sq("e4"), Piece.PAWN, 0, 0, Move.KIND_DOUBLE_PUSH))).isFalse();
    }

    @Test
    void opponentChoosesThePromotionPiece() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(candidateSans(p, "b8")).containsExactly("b8=B", "b8=N", "b8=Q", "b8=R");
        p.announce(sq("b8"));
        assertThat(p.sideToMove()).isEqualTo(Piece.BLACK);
        p.choose(candidate(p, "b8", "b8=N"));
        assertThat(p.board().pieceAt(sq("b8"))).isEqualTo(Piece.code(Piece.WHITE, Piece.KNIGHT));
    }

    @Test
    void capturingTheKingEndsTheGame() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/8/8/8/8/8/3RK3 b - - 0 1");
        // There is no check, so Black may step onto the rook's file, and White takes the king.
        p.announce(sq("d8"));
        p.announce(sq("d8"));
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.KING_CAPTURED));
        MoveList moves = new MoveList();
        p.generate(moves);
        assertThat(moves.isEmpty()).isTrue();
        assertThat(p.announcements()).isEmpty();
        assertThat(p.perft(1)).isZero();
    }

    @Test
    void kingMayMoveOntoAnAttackedSquare() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
        assertThat(announcedSquares(p)).contains("d2", "e2", "f2");
        assertThat(p.inCheck()).isFalse();
    }

    @Test
    void castlingIsNeverOffered() throws Exception {
        AmbiguousPosition p = position("ambiguous", "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
        assertThat(candidateSans(p, "g1")).containsExactly("Rg1");
        assertThat(candidateSans(p, "c1")).containsExactly("Rc1");
        MoveList played = new MoveList();
        p.board().generate(played);
        for (int i = 0; i < played.size(); i++) {
            assertThat(Move.isCastle(played.get(i))).isFalse();
        }
    }

    @Test
    void castlingRightsInFenAreRejected() {
        assertThatThrownBy(() -> position("ambiguous", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("castling");
    }

    @Test
    void enPassantIsAnnouncedOnTheSquarePassedOver() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(candidateSans(p, "d6")).containsExactly("exd6");
        p.announce(sq("d6"));
        assertThat(p.board().pieceAt(sq("d5"))).isZero();
        assertThat(p.board().pieceAt(sq("d6"))).isEqualTo(Piece.code(Piece.WHITE, Piece.PAWN));
    }

    @Test
    void enPassantAndAnotherPieceToTheSameSquareAreBothCandidates() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/8/1N1pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(candidateSans(p, "d6")).containsExactly("Nd6", "exd6");
        p.announce(sq("d6"));
        p.choose(candidate(p, "d6", "Nd6"));
        assertThat(p.board().pieceAt(sq("d5"))).isEqualTo(Piece.code(Piece.BLACK, Piece.PAWN));
    }

    @Test
    void sideNotToMoveMayStandAttackedInFen() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
        assertThat(p.board().kingAttacked(Piece.BLACK)).isTrue();
        assertThat(p.outcome().isOver()).isFalse();
        assertThat(candidateSans(p, "e8")).containsExactly("Rxe8");
        p.announce(sq("e8"));
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.KING_CAPTURED));
    }

    @Test
    void missingKingMeansTheGameIsOver() throws Exception {
        AmbiguousPosition p = position("ambiguous", "4k3/8/8/8/8/8/8/8 w - - 0 1");
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.KING_CAPTURED));
        assertThat(p.perft(2)).isZero();
        assertThat(p.refusal(sq("e2"))).contains("game is over");
        assertThatThrownBy(() -> position("ambiguous", "8/8/8/8/8/8/8/8 w - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("both kings");
        assertThatThrownBy(() -> position("ambiguous", "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1"))
                .isInstanceOf(FormatException.class).hasMessageContaining("2 white kings");
    }

    @Test
    void unreachableSquareCannotBeAnnounced() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        assertThat(p.refusal(sq("e5"))).contains("no White move reaches e5");
        assertThatThrownBy(() -> p.announce(sq("e5"))).isInstanceOf(IllegalArgumentException.class);
        assertThat(p.toFen()).isEqualTo(START);
    }
}
