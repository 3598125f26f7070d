package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.explain.MoveExplainer;
import org.heterodox.rules.explain.TurnDecision;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Lists the legal moves of a position, one per line, sorted. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = "List the legal moves, one per line, sorted. Ambiguous Chess lists each announceable "
                + "square with its candidate moves; U-Chess can explain every pseudo-legal move (--explain).")
final class MovesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @Option(names = {"-n", "--notation"}, paramLabel = "NAME",
            description = "uci, san, or another notation of the game (descriptive, latin, usi, ...); "
                    + "default: the machine notation (uci/usi).")
    String notation;

    @Option(names = "--explain",
            description = "U-Chess: list every pseudo-legal move with its writing and why it is legal or not, "
                    + "in English descriptive or, with --notation latin, in Latin.")
    boolean explain;

    @Override
    public Integer call() throws Exception {
        Variant variant = options.variant();
        Position position = options.position();
        PrintWriter out = spec.commandLine().getOut();
        if (explain) {
            MoveExplainer explainer = variant.moveExplainer().orElseThrow(() -> new UserInputException(
                    "--explain is for " + gamesThatExplain() + "; " + variant.spec() + " has no writing rule to explain"));
            String language = explanationNotation(variant, explainer);
            out.print(MoveExplanations.table(explainer.explain(position, language), language));
            out.flush();
            return 0;
        }
        if (notation == null && variant.description().decidesTwice()) {
            // A turn of two decisions (Ambiguous Chess: a square announced, then the opponent's choice among its candidates).
            for (TurnDecision row : position.decisionTable()) {
                out.println(row.line());
            }
            out.flush();
            return 0;
        }
        MoveNotation writer = notation == null ? variant.machineNotation() : variant.notation(notation);
        MoveList moves = new MoveList();
        position.generate(moves);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            lines.add(writer.format(position, moves.get(i)));
        }
        lines.sort(null);
        for (String line : lines) {
            out.println(line);
        }
        out.flush();
        return 0;
    }

    /** The notation the explanation is written in: the explainer's first (English descriptive) unless --notation chooses. */
    private String explanationNotation(Variant variant, MoveExplainer explainer) throws FormatException, UserInputException {
        if (notation == null) {
            return explainer.notations().get(0);
        }
        String named = explainer.notationNamed(variant.notation(notation).name());
        if (named == null) {
            throw new UserInputException("--explain writes moves in " + explainer.notations().get(0) + " notation: --notation "
                    + String.join(" or ", explainer.notations()) + ", not " + notation);
        }
        return named;
    }

    /** The games that explain their moves, as the registry names them: "U-Chess (variant uchess)". */
    private static String gamesThatExplain() {
        List<String> games = new ArrayList<>();
        for (GameDefinition game : Variants.all()) {
            if (game.standard().description().explainsMoves()) {
                games.add(game.displayName() + " (variant " + game.name() + ")");
            }
        }
        return String.join(", ", games);
    }
}
