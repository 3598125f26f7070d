package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.ambiguous.Fixtures.position;
import static org.heterodox.rules.ambiguous.Fixtures.sq;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN with a pending announcement, the game record in SAN, the phase notations, diagram, registry. */
class FormatsTest {
    static final String START = AmbiguousVariant.START_FEN;

    @Test
    void registryKnowsTheGameItsOptionsAndAlias() throws Exception {
        Variant v = Variants.of("ambiguous:stalemate-draw,checkmate");
        assertThat(v.spec()).isEqualTo("ambiguous:checkmate,stalemate-draw");
        assertThat(Variants.fromTag("Ambiguous Chess").name()).isEqualTo("ambiguous");
        assertThat(v.startPosition().toFen()).isEqualTo(START);
        assertThatThrownBy(() -> Variants.of("ambiguous:castling")).isInstanceOf(FormatException.class)
                .hasMessageContaining("checkmate, stalemate-draw");
    }

    @Test
    void pendingAnnouncementIsAnExtraFenField() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        p.announce(sq("a3"));
        assertThat(p.toFen()).isEqualTo(START + " a3");
        AmbiguousPosition read = position("ambiguous", START + " a3");
        assertThat(read.phase()).isEqualTo(AmbiguousPosition.Phase.CHOOSE);
        assertThat(read.pendingSquare()).isEqualTo(sq("a3"));
        assertThat(read.hash()).isEqualTo(p.hash());
        AmbiguousPosition noClocks = position("ambiguous", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - c3");
        assertThat(noClocks.pendingSquare()).isEqualTo(sq("c3"));
    }

    @Test
    void impossiblePendingAnnouncementsAreRejected() {
        assertThatThrownBy(() -> position("ambiguous", START + " e4")).isInstanceOf(FormatException.class)
                .hasMessageContaining("single candidate");
        assertThatThrownBy(() -> position("ambiguous", START + " e5")).isInstanceOf(FormatException.class)
                .hasMessageContaining("no allowed White move");
        assertThatThrownBy(() -> position("ambiguous", START + " x9")).isInstanceOf(FormatException.class)
                .hasMessageContaining("pending announcement");
        assertThatThrownBy(() -> position("ambiguous", START + " a3 b3")).isInstanceOf(FormatException.class)
                .hasMessageContaining("8 fields");
        assertThatThrownBy(() -> position("ambiguous:checkmate", CheckmateOptionTest.KING_AND_ROOK_REACH_F2 + " f2"))
                .isInstanceOf(FormatException.class).hasMessageContaining("no allowed");
        assertThatThrownBy(() -> position("ambiguous", "4k3/8/8/8/8/8/8/R7 w - - 0 1 a2"))
                .isInstanceOf(FormatException.class).hasMessageContaining("game is over");
    }

    @Test
    void wholeGameReplaysFromItsSanRecordToKingCapture() throws Exception {
        Position p = Variants.of("ambiguous").startPosition();
        MoveNotation san = p.variant().notations().get(0);
        assertThat(san.name()).isEqualTo("san");
        String record = "f3 e5 g4 Qh4 a3 Qxe1";
        List<String> written = new ArrayList<>();
        for (String token : record.split(" ")) {
            int move = san.parse(p, token);
            written.add(san.format(p, move));
            p.make(move);
        }
        assertThat(String.join(" ", written)).isEqualTo(record);
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.KING_CAPTURED));
    }

    @Test
    void wholeGameUnderCheckmateEndsInMateWrittenWithHash() throws Exception {
        Position p = Variants.of("ambiguous:checkmate").startPosition();
        MoveNotation san = p.variant().notations().get(0);
        List<String> written = new ArrayList<>();
        for (String token : "f3 e5 g4 Qh4".split(" ")) {
            int move = san.parse(p, token);
            written.add(san.format(p, move));
            p.make(move);
        }
        assertThat(written).containsExactly("f3", "e5", "g4", "Qh4#");
        assertThat(p.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.CHECKMATE));
    }

    @Test
    void wholeGamePlayedDecisionByDecisionWithTheAnnounceNotation() throws Exception {
        AmbiguousPosition p = position("ambiguous:checkmate,stalemate-draw", "6bk/5prp/5PpP/8/6P1/8/8/K7 w - - 0 1");
        MoveNotation announce = p.variant().notation("announce");
        p.make(announce.parse(p, "g5"));
        assertThat(p.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));

        AmbiguousPosition q = position("ambiguous", START);
        for (String decision : List.of("f3", "f3", "e5", "g4", "h4", "a3", "Na3", "e1")) {
            q.make(announce.parse(q, decision));
        }
        assertThat(q.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.KING_CAPTURED));
        assertThat(q.board().pieceAt(sq("a3"))).isEqualTo(Piece.code(Piece.WHITE, Piece.KNIGHT));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "ambiguous,                            1-0,     no square to announce",
        "'ambiguous:stalemate-draw',           1/2-1/2, no square to announce",
        "'ambiguous:checkmate',                1-0,     stalemate",
        "'ambiguous:checkmate,stalemate-draw', 1/2-1/2, stalemate",
    })
    void wallingInTheLastBlackPieceEndsTheGameUnderEveryRuleSet(String spec, String result, String reason)
            throws Exception {
        Position p = Variants.of(spec).fromFen("6bk/5prp/5PpP/8/6P1/8/8/K7 w - - 0 1");
        p.make(p.variant().notations().get(0).parse(p, "g5"));
        assertThat(p.outcome().result().pgn()).isEqualTo(result);
        assertThat(p.outcome().reason().text()).isEqualTo(reason);
    }

    @Test
    void notationsWriteAnnouncementsAsSquaresAndChoicesAsMoves() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        Variant v = p.variant();
        int announceA3 = Move.announce(sq("a3"));
        for (MoveNotation n : v.notations()) {
            assertThat(n.format(p, announceA3)).isEqualTo("a3");
        }
        assertThat(v.machineNotation().parse(p, "a3")).isEqualTo(announceA3);
        assertThat(v.notation("announce").parse(p, "a3")).isEqualTo(announceA3);
        p.make(announceA3);
        int knight = v.machineNotation().parse(p, "b1a3");
        assertThat(v.notation("san").format(p, knight)).isEqualTo("Na3");
        assertThat(v.notation("announce").parse(p, "Na3")).isEqualTo(knight);
        assertThat(v.notation("announce").parse(p, "b1a3")).isEqualTo(knight);
        assertThatThrownBy(() -> v.notation("san").parse(p, "Nc3")).isInstanceOf(FormatException.class)
                .hasMessageContaining("not a candidate of the pending announcement a3");
        assertThatThrownBy(() -> v.notation("announce").parse(p, "c3")).isInstanceOf(FormatException.class);
    }

    @Test
    void refusedAnnouncementIsExplainedByTheParser() throws Exception {
        AmbiguousPosition p = position("ambiguous:checkmate", CheckmateOptionTest.KING_AND_ROOK_REACH_F2);
        assertThatThrownBy(() -> p.variant().notation("announce").parse(p, "f2")).isInstanceOf(FormatException.class)
                .hasMessageContaining("cannot announce f2").hasMessageContaining("Kf2");
    }

    @Test
    void diagramShowsThePhaseAndThePendingAnnouncement() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        assertThat(p.variant().diagram(p)).contains("White to announce a square");
        p.announce(sq("c3"));
        assertThat(p.variant().diagram(p)).contains("White announced c3 · Black chooses among c3 Nc3");
    }

    @Test
    void movesListingGivesEachSquareWithItsCandidates() throws Exception {
        AmbiguousPosition p = position("ambiguous", START);
        String table = table(p);
        assertThat(table.lines()).hasSize(16).contains("a3: a3 Na3", "e4: e4");
        MoveList moves = new MoveList();
        p.generate(moves);
        assertThat(moves.size()).isEqualTo(16);
        p.announce(sq("f3"));
        assertThat(table(p)).isEqualTo("f3: f3 Nf3\n");
    }

    /** The decision table as {@code heterodox moves} prints it, a row a line. */
    private static String table(Position position) {
        StringBuilder sb = new StringBuilder();
        position.decisionTable().forEach(row -> sb.append(row.line()).append('\n'));
        return sb.toString();
    }
}
