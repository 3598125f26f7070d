package org.heterodox.engine.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.MoveNotation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our solutions equal Popeye's on the same problems: Alice Chess problems of the Andernach 2025
 * tourney (h#2, h#2.5, #2), random Alice helpmates and orthodox directmates, and the short problems of
 * the benchmark set of tools/problems (cooked, sound and no-solution #3-#5). Popeye's answers
 * were recorded by tools/popeye-compare.py (Popeye 4.104 built from its repository; it is never part
 * of Heterodox) in problem/popeye.tsv: every helpmate solution (short ones included, as Popeye lists
 * them), and the keys of directmates.
 */
class PopeyeAgreementTest {
    static Stream<Arguments> problems() throws IOException {
        List<Arguments> rows = new ArrayList<>();
        try (InputStream in = PopeyeAgreementTest.class.getResourceAsStream("/problem/popeye.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                rows.add(Arguments.of(f[0], f[1], f[2], f[3], f.length > 4 ? f[4] : ""));
            }
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0} {3}")
    @MethodSource("problems")
    void solutionsEqualPopeyes(String id, String spec, String fen, String stip, String popeye) throws Exception {
        Variant variant = Variants.of(spec);
        Position position = variant.fromFen(fen);
        Stipulation stipulation = Stipulation.parse(stip);
        MoveNotation uci = variant.machineNotation();
        Set<String> ours = new TreeSet<>();
        ProblemSolver solver = new ProblemSolver(position, stipulation);
        List<List<Integer>> found = new ArrayList<>(solver.solve());
        found.addAll(solver.shortSolutions()); // Popeye lists a helpmate's short solutions with the others
        for (List<Integer> solution : found) {
            Position walk = position.copy();
            List<String> moves = new ArrayList<>();
            for (int move : solution) {
                moves.add(uci.format(walk, move));
                walk.make(move);
            }
            ours.add(String.join(" ", moves));
        }
        Set<String> theirs = new TreeSet<>(popeye.isEmpty() ? List.of() : Arrays.asList(popeye.split(";")));
        assertThat(ours).as("%s %s", id, stip).isEqualTo(theirs);
    }
}
