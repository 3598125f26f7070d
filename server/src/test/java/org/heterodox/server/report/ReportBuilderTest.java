package org.heterodox.server.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** A report made from scripted engine answers: scores turned to the first player's view, judgements, best moves. */
class ReportBuilderTest {
    private static final ReportBudget BUDGET = new ReportBudget(3, 1000, 10, 10, 60_000, 100);

    /** Answers each position in turn with a score from the side to move's view and a best move (UCI). */
    private record Script(List<ReportSearch.Scored> answers, List<Position> asked) implements ReportSearch {
        @Override
        public Scored score(Position position) {
            asked.add(position.copy());
            return answers.get(asked.size() - 1);
        }
    }

    private static int uci(Variant variant, String fen, String... moves) throws Exception {
        Position position = variant.fromFen(fen);
        int move = 0;
        for (String text : moves) {
            move = variant.machineNotation().parse(position, text);
            position.make(move);
        }
        return move;
    }

    @Test
    void foolsMateIsJudgedMoveByMoveFromTheMoversView() throws Exception {
        Variant chess = Variants.of("chess");
        String start = chess.description().startFen();
        String[] played = {"f2f3", "e7e5", "g2g4", "d8h4"};
        List<ReportSearch.Scored> answers = List.of(
                new ReportSearch.Scored(20, null, uci(chess, start, "e2e4")),
                new ReportSearch.Scored(60, null, uci(chess, start, "f2f3", "e7e5")),
                new ReportSearch.Scored(-50, null, uci(chess, start, "f2f3", "e7e5", "d2d4")),
                new ReportSearch.Scored(null, 1, uci(chess, start, played)));
        Position position = chess.fromFen(start);
        int[] moves = new int[played.length];
        for (int i = 0; i < played.length; i++) {
            moves[i] = chess.machineNotation().parse(position, played[i]);
            position.make(moves[i]);
        }
        List<Integer> progress = new ArrayList<>();
        Script script = new Script(answers, new ArrayList<>());
        GameReport report = new ReportBuilder(script, BUDGET).build(chess.fromFen(start), moves, done -> progress.add(done));

        // The checkmated position is not searched: the rules decide it.
        assertThat(script.asked()).hasSize(4);
        assertThat(progress).containsExactly(1, 2, 3, 4, 5);
        assertThat(report.plies()).hasSize(4);
        assertThat(report.start().score().cp()).isEqualTo(20);
        assertThat(report.start().best()).isEqualTo("e4");
        ReportPly f3 = report.plies().get(0);
        assertThat(f3.ply()).isEqualTo(1);
        assertThat(f3.mover()).isEqualTo("first");
        // Black's +0.60 is the first player's -0.60: 0.0368 + 0.1100 lost, an inaccuracy.
        assertThat(f3.score().cp()).isEqualTo(-60);
        assertThat(f3.judgement()).isEqualTo("inaccuracy");
        assertThat(f3.best()).isEqualTo("e4");
        assertThat(f3.bestMachine()).isEqualTo("e2e4");
        ReportPly e5 = report.plies().get(1);
        assertThat(e5.mover()).isEqualTo("second");
        assertThat(e5.judgement()).isNull();
        ReportPly g4 = report.plies().get(2);
        // Black mates in one: mate -1 from the first player's view; -0.09 to -0.95, a blunder; d4 was best.
        assertThat(g4.score().mate()).isEqualTo(-1);
        assertThat(g4.judgement()).isEqualTo("blunder");
        assertThat(g4.best()).isEqualTo("d4");
        ReportPly mate = report.plies().get(3);
        assertThat(mate.score()).isNull();
        assertThat(mate.chances()).isEqualTo(-0.951);
        // The engine's own move is never judged.
        assertThat(mate.judgement()).isNull();
        assertThat(mate.best()).isEqualTo("Qh4#");
        assertThat(report.counts().get("first")).containsEntry("blunder", 1).containsEntry("inaccuracy", 1)
                .containsEntry("mistake", 0);
        assertThat(report.counts().get("second")).containsEntry("blunder", 0);
        assertThat(report.accuracy().get("first")).isLessThan(report.accuracy().get("second"));
        assertThat(ReportAnnotations.eval(f3)).isEqualTo("[%eval -0.60]");
        assertThat(ReportAnnotations.eval(g4)).isEqualTo("[%eval #-1]");
        assertThat(ReportAnnotations.eval(mate)).isNull();
        assertThat(ReportAnnotations.nag(g4)).isEqualTo(4);
    }

    @Test
    void aReportWhoseProgressIsRefusedIsAbandoned() throws Exception {
        Variant chess = Variants.of("chess");
        Script script = new Script(List.of(new ReportSearch.Scored(0, null, uci(chess, chess.description().startFen(),
                "e2e4"))), new ArrayList<>());
        int[] moves = {uci(chess, chess.description().startFen(), "e2e4")};
        assertThat(new ReportBuilder(script, BUDGET).build(chess.fromFen(chess.description().startFen()), moves,
                done -> false)).isNull();
        assertThat(script.asked()).hasSize(1);
    }
}
