package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.ambiguous.AmbiguousPosition;
import org.heterodox.rules.ambiguous.AnnouncementTable;
import org.heterodox.rules.uchess.DescriptiveLanguage;
import org.heterodox.rules.uchess.DescriptiveNotation;
import org.heterodox.rules.uchess.UChessExplainer;
import org.heterodox.rules.uchess.UChessPosition;
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
            if (!(position instanceof UChessPosition)) {
                throw new UserInputException("--explain is for U-Chess (variant uchess); " + variant.spec()
                        + " has no writing rule to explain");
            }
            DescriptiveLanguage language = explanationLanguage(variant);
            out.print(MoveExplanations.table(UChessExplainer.explain(position, language), language));
            out.flush();
            return 0;
        }
        if (notation == null && position instanceof AmbiguousPosition ambiguous) {
            // Ambiguous Chess: a turn is an announced square, then the opponent's choice among its candidates.
            out.print(AnnouncementTable.render(ambiguous));
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

    /** The descriptive language the explanation is written in: English unless --notation chooses Latin. */
    private DescriptiveLanguage explanationLanguage(Variant variant) throws FormatException, UserInputException {
        if (notation == null) {
            return DescriptiveLanguage.ENGLISH;
        }
        if (variant.notation(notation) instanceof DescriptiveNotation descriptive) {
            return descriptive.language();
        }
        throw new UserInputException("--explain writes moves in descriptive notation: --notation descriptive or "
                + "latin, not " + notation);
    }
}
