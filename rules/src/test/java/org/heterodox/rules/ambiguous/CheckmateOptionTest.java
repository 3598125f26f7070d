package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;
import static org.heterodox.rules.ambiguous.Fixtures.announcedSquares;
import static org.heterodox.rules.ambiguous.Fixtures.candidateSans;
import static org.heterodox.rules.ambiguous.Fixtures.position;
import static org.heterodox.rules.ambiguous.Fixtures.sq;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * docs/rules.md#ambiguous-checkmate and #ambiguous-stalemate-draw: option {@code checkmate} refuses unsafe
 * announcements; results with and without {@code stalemate-draw}.
 */
class CheckmateOptionTest {
    /** Black knight g4 guards f2, which both the white king and the f1 rook reach. */
    static final String KING_AND_ROOK_REACH_F2 = "7k/8/8/8/6n1/8/8/4KR2 w - - 0 1";
    /** Rook a1 checks along the first rank; d1 is next to the king, c1 two squares away. */
    static final String RANK_CHECK = "7k/8/8/3R4/8/1N6/8/r3K3 w - - 0 1";
    /** Rook e8 checks along the e-file; the d2 bishop, pinned by b4, and the g2 knight both reach e3. */
    static final String PINNED_BLOCKER = "4r2k/8/8/8/1b6/8/3B2N1/4K3 w - - 0 1";
    /** Black's every piece is walled in, and its king is not attacked. */
    static final String WALLED_IN = "6bk/5prp/5PpP/6P1/8/8/8/K7 b - - 0 1";
    /** Black's king is attacked by the queen, which the white king guards. */
    static final String QUEEN_MATE = "k7/1Q6/2K5/8/8/8/8/8 b - - 0 1";
    /** Black's king is not attacked but every square it could step to is. */
    static final String QUEEN_STALEMATE = "k7/2Q5/8/8/8/8/8/7K b - - 0 1";

    @Test
    void kingStepOntoSquareAFriendlyPieceAlsoReachesIsRefused() throws Exception {
        AmbiguousPosition plain = position("ambiguous", KING_AND_ROOK_REACH_F2);
        assertThat(candidateSans(plain, "f2")).containsExactly("Kf2", "Rf2");

        AmbiguousPosition p = position("ambiguous:checkmate", KING_AND_ROOK_REACH_F2);
        assertThat(announcedSquares(p)).doesNotContain("f2").contains("f3", "e2", "d1");
        assertThat(p.refusal(sq("f2"))).contains("refused under the checkmate rule").contains("Kf2");
    }

    @Test
    void blockingNextToTheKingIsRefusedButTwoSquaresAwayIsAllowed() throws Exception {
        AmbiguousPosition p = position("ambiguous:checkmate", RANK_CHECK);
        assertThat(p.inCheck()).isTrue();
        // d1: the king could be chosen to step there, still on the rook's rank.
        assertThat(p.refusal(sq("d1"))).contains("Kd1");
        // d2: the knight and the rook may go there, leaving the check.
        assertThat(p.refusal(sq("d2"))).isNotNull();
        assertThat(announcedSquares(p)).containsExactlyInAnyOrder("a1", "c1", "e2", "f2");
        assertThat(candidateSans(p, "c1")).containsExactly("Nc1");
        assertThat(candidateSans(p, "a1")).containsExactly("Nxa1");
    }

    @Test
    void pinnedPieceReachingTheBlockSquareRefusesIt() throws Exception {
        AmbiguousPosition p = position("ambiguous:checkmate", PINNED_BLOCKER);
        assertThat(p.refusal(sq("e3"))).contains("Be3");
        assertThat(announcedSquares(p)).doesNotContain("e3");

        AmbiguousPosition unpinned = position("ambiguous:checkmate", "4r2k/8/8/8/8/8/3B2N1/4K3 w - - 0 1");
        assertThat(announcedSquares(unpinned)).contains("e3");
        assertThat(candidateSans(unpinned, "e3")).containsExactly("Be3", "Ne3");
    }

    @Test
    void withoutTheOptionUnsafeAnnouncementsStayAllowed() throws Exception {
        AmbiguousPosition p = position("ambiguous", PINNED_BLOCKER);
        assertThat(announcedSquares(p)).contains("e3", "d1", "f1", "f2");
        assertThat(p.inCheck()).isFalse();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "ambiguous,                           WALLED_IN,       FIRST_WINS, NO_ANNOUNCEMENT",
        "'ambiguous:stalemate-draw',          WALLED_IN,       DRAW,       NO_ANNOUNCEMENT",
        "'ambiguous:checkmate',               WALLED_IN,       FIRST_WINS, STALEMATE",
        "'ambiguous:checkmate,stalemate-draw', WALLED_IN,      DRAW,       STALEMATE",
        "'ambiguous:checkmate',               QUEEN_STALEMATE, FIRST_WINS, STALEMATE",
        "'ambiguous:checkmate,stalemate-draw', QUEEN_STALEMATE, DRAW,      STALEMATE",
        "ambiguous,                           QUEEN_STALEMATE, ONGOING,    NONE",
        "'ambiguous:stalemate-draw',          QUEEN_STALEMATE, ONGOING,    NONE",
        "'ambiguous:checkmate',               QUEEN_MATE,      FIRST_WINS, CHECKMATE",
        "'ambiguous:checkmate,stalemate-draw', QUEEN_MATE,     FIRST_WINS, CHECKMATE",
        "ambiguous,                           QUEEN_MATE,      ONGOING,    NONE",
    })
    void resultsWithAndWithoutStalemateDraw(String spec, String fenName, Result result, Reason reason) throws Exception {
        String fen = (String) getClass().getDeclaredField(fenName).get(null);
        AmbiguousPosition p = position(spec, fen);
        assertThat(p.outcome()).isEqualTo(new Outcome(result, reason));
        assertThat(p.perft(1) == 0).isEqualTo(result != Result.ONGOING);
    }

    @Test
    void enPassantThatUncoversTheRankRefusesItsSquare() throws Exception {
        String fen = "4k3/8/8/KpP4r/8/8/8/8 w - b6 0 2";
        // Taking b5 en passant empties the fifth rank between the h5 rook and the a5 king.
        assertThat(candidateSans(position("ambiguous", fen), "b6")).containsExactly("Kb6", "cxb6");
        AmbiguousPosition p = position("ambiguous:checkmate", fen);
        assertThat(p.refusal(sq("b6"))).contains("cxb6");
        assertThat(announcedSquares(p)).doesNotContain("b6").contains("a6", "c6");
    }

    /** The fast filter against the definition: make every candidate and look at the own king. */
    @Test
    void allowedSquaresMatchMakingEveryCandidateInRandomGames() throws Exception {
        Random random = new Random(55);
        for (String fen : List.of(AmbiguousVariant.START_FEN, RANK_CHECK, PINNED_BLOCKER,
                "1n2k3/1b4b1/5q1Q/1p5p/rpP4P/3N4/3p1PP1/R1BK2NR b - c3 0 22",
                "4k3/8/8/KpP4r/8/8/8/8 w - b6 0 2")) {
            for (int game = 0; game < 30; game++) {
                AmbiguousBoard board = position("ambiguous:checkmate", fen).board();
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 80; ply++) {
                    board.generate(moves);
                    assertThat(allowedByDefinition(board)).as(board.toFen()).isEqualTo(sortedMoves(moves));
                    if (moves.isEmpty()) {
                        break;
                    }
                    board.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
    }

    private static List<Integer> allowedByDefinition(AmbiguousBoard board) {
        MoveList pseudo = new MoveList();
        if (board.bothKingsPresent()) {
            board.generateUnfiltered(pseudo);
        }
        int us = board.sideToMove();
        long unsafe = 0;
        for (int i = 0; i < pseudo.size(); i++) {
            board.make(pseudo.get(i));
            if (board.kingAttacked(us)) {
                unsafe |= 1L << Move.to(pseudo.get(i));
            }
            board.unmake();
        }
        List<Integer> allowed = new ArrayList<>();
        for (int i = 0; i < pseudo.size(); i++) {
            if ((unsafe & (1L << Move.to(pseudo.get(i)))) == 0) {
                allowed.add(pseudo.get(i));
            }
        }
        allowed.sort(null);
        return allowed;
    }

    private static List<Integer> sortedMoves(MoveList moves) {
        List<Integer> list = new ArrayList<>();
        for (int move : moves.toArray()) {
            list.add(move);
        }
        list.sort(null);
        return list;
    }

    @Test
    void optionsNeverChangePerftWhereNoAnnouncementIsUnsafe() throws Exception {
        String fen = AmbiguousVariant.START_FEN;
        assertThat(position("ambiguous:stalemate-draw", fen).perft(3)).isEqualTo(position("ambiguous", fen).perft(3));
        assertThat(position("ambiguous:checkmate,stalemate-draw", fen).perft(4))
                .isEqualTo(position("ambiguous:checkmate", fen).perft(4));
    }
}
