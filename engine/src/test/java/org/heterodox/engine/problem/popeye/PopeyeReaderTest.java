package org.heterodox.engine.problem.popeye;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.heterodox.engine.problem.ProblemSolver;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** Popeye's input language as composers write it: English and German, Alice, options, and what is refused. */
class PopeyeReaderTest {
    /** Two problems of Popeye's EXAMPLES/alice.inp (Andernach 2025), as that file writes them. */
    static final String ALICE = """
            begin

            protocol alice.ref

            author Thomas Maeder & Kjell Widlert
            origin Andernach 2025, 3rd place
            pieces white ke5 pc2d3e6 white AliceB qd7 bh4 sa8 pb5c3e3f4
                   black kb8 ba2 sd5 pd4e7 black AliceB ra4 ba7 pb6e4g6
            stip #3
            option try vari

            next

            author Michel Caillaud
            origin Andernach 2025, 5th place
            pieces white ka1 qc5 white AliceB rc3 black AliceB ke5 pd2
            stip h#2

            end
            """;

    @Test
    void readsAliceProblemsWithTheirAuthorsAndBoardB() throws FormatException {
        List<PopeyeProblem> problems = PopeyeReader.readAll(ALICE);
        assertThat(problems).hasSize(2);
        PopeyeProblem first = problems.get(0);
        assertThat(first.variant().name()).isEqualTo("alice");
        assertThat(first.fen()).isEqualTo("|Nk6/|b2|Qp3/1|p2P1|p1/1|P1nK3/|r2p|p|P1|B/2|PP|P3/b1P5/8 w - - 0 1");
        assertThat(first.stipulation()).isEqualTo(Stipulation.parse("#3"));
        assertThat(first.author()).isEqualTo("Thomas Maeder & Kjell Widlert");
        assertThat(first.origin()).isEqualTo("Andernach 2025, 3rd place");
        PopeyeProblem second = problems.get(1);
        assertThat(second.number()).isEqualTo(2);
        assertThat(second.fen()).endsWith(" b - - 0 1");
        assertThat(second.stipulation()).isEqualTo(Stipulation.parse("h#2"));
    }

    @Test
    void readsGermanInputAndTheOptionsTheFenCarries() throws FormatException {
        String german = """
                AnfangProblem
                Autor Anonym
                Quelle Schwalbe 1999
                Steine Weiss Ke1 Th1 Ta1 Dd1 Schwarz Ke8 Sg8 Bh7
                Forderung h#2
                Option KeineRochade a1 WeissBeginnt Varianten
                EndeProblem
                """;
        PopeyeProblem problem = PopeyeReader.readAll(german).get(0);
        assertThat(problem.variant().name()).isEqualTo("chess");
        // White Rook a1 may not castle; h#2 with White to play is h#1.5.
        assertThat(problem.fen()).isEqualTo("4k1n1/7p/8/8/8/8/8/R2QK2R w K - 0 1");
        assertThat(problem.stipulation()).isEqualTo(Stipulation.parse("h#1.5"));
        assertThat(problem.author()).isEqualTo("Anonym");
        assertThat(problem.origin()).isEqualTo("Schwalbe 1999");
    }

    @Test
    void aReadProblemSolvesAsItsFenDoes() throws FormatException {
        PopeyeProblem problem = PopeyeReader.readAll("BeginProblem Pieces White Kb6 Qc2 Black Ka8 "
                + "Stipulation #2 EndProblem").get(0);
        assertThat(new ProblemSolver(problem.position(), problem.stipulation()).solve()).isNotEmpty();
    }

    @Test
    void refusesWhatHeterodoxDoesNotPlayProblemByProblem() throws FormatException {
        String text = """
                BeginProblem
                Pieces White Ke1 Gg1 Black Ke8
                Stipulation #2
                NextProblem
                Pieces White Ke1 Black Ke8
                Condition Circe
                Stipulation #2
                NextProblem
                Pieces White Ke1 Qd1 Black Ke8
                Stipulation ser-#3
                NextProblem
                Pieces White Ke1 Qd1 Black Ke8
                Stipulation #2
                Twin Move e1 e2
                NextProblem
                Pieces White Ke1 Qd1 Black Ke8
                Stipulation #2
                Option Duplex
                NextProblem
                Pieces White Ke1 Qe2 Black Ke8
                Stipulation #2
                NextProblem
                Pieces White Ke1 Ke2 Black Ke8
                Stipulation #2
                NextProblem
                Pieces White Ke1 Qe1 Black Ke8
                Stipulation #2
                EndProblem
                """;
        List<PopeyeReader.Entry> entries = PopeyeReader.read(text);
        assertThat(entries).hasSize(8);
        assertThat(entries).allSatisfy(e -> assertThat(e.problem()).isNull());
        assertThat(entries.get(0).error()).hasMessageContaining("'g' is not an orthodox piece");
        assertThat(entries.get(0).error().token()).isEqualTo("Gg1");
        assertThat(entries.get(0).error().index()).isEqualTo(text.indexOf("Gg1"));
        assertThat(entries.get(1).error()).hasMessageContaining("the condition 'Circe'");
        assertThat(entries.get(2).error()).hasMessageContaining("the stipulation 'ser-#3'");
        assertThat(entries.get(3).error()).hasMessageContaining("(twin) is not read");
        assertThat(entries.get(4).error()).hasMessageContaining("Duplex");
        assertThat(entries.get(5).error()).hasMessageStartingWith("problem 6: the position:");
        assertThat(entries.get(6).error()).hasMessageStartingWith("problem 7: the position:");
        assertThat(entries.get(7).error()).hasMessageContaining("two pieces on e1");
        assertThatThrownBy(() -> PopeyeReader.readAll(text)).hasMessageStartingWith("problem 1:");
    }

    @Test
    void refusesInputThatIsNotPopeyes() {
        assertThatThrownBy(() -> PopeyeReader.read("[Event \"x\"]")).isInstanceOf(FormatException.class)
                .hasMessageContaining("begins with BeginProblem");
        assertThatThrownBy(() -> PopeyeReader.read("  ")).isInstanceOf(FormatException.class)
                .hasMessageContaining("empty");
    }

    @Test
    void theWriterWritesWhatTheReaderReadsBack() throws FormatException {
        for (PopeyeProblem problem : PopeyeReader.readAll(ALICE)) {
            assertThat(PopeyeWriter.writable(problem.variant(), problem.fen(), problem.stipulation())).isTrue();
            String written = PopeyeWriter.write(problem.variant(), problem.fen(), problem.stipulation(), problem.author(),
                    problem.origin(), problem.title());
            PopeyeProblem back = PopeyeReader.readAll(written).get(0);
            assertThat(back.fen()).isEqualTo(problem.fen());
            assertThat(back.stipulation()).isEqualTo(problem.stipulation());
            assertThat(back.author()).isEqualTo(problem.author());
        }
        String castles = "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1";
        PopeyeProblem chess = PopeyeReader.readAll("BeginProblem Pieces White Ke1 Ra1 Rh1 Black Ke8 Ra8 Rh8 Stip #2 "
                + "Option NoCastling a1 h8 EndProblem").get(0);
        assertThat(chess.fen()).isEqualTo(castles);
        String written = PopeyeWriter.write(chess.variant(), castles, chess.stipulation(), "", "", "");
        assertThat(PopeyeReader.readAll(written).get(0).fen()).isEqualTo(castles);
    }
}
