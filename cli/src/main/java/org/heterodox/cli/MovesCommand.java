package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.MoveNotation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Lists the legal moves of a position, one per line, sorted. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = "List the legal moves, one per line, sorted.")
final class MovesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions options;

    @Option(names = {"-n", "--notation"}, paramLabel = "NAME",
            description = "uci, san, or another notation of the game (descriptive, latin, usi, ...); "
                    + "default: the machine notation (uci/usi).")
    String notation;

    @Override
    public Integer call() throws Exception {
        Variant variant = options.variant();
        Position position = options.position();
        MoveNotation writer = notation == null ? variant.machineNotation() : variant.notation(notation);
        MoveList moves = new MoveList();
        position.generate(moves);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            lines.add(writer.format(position, moves.get(i)));
        }
        lines.sort(null);
        PrintWriter out = spec.commandLine().getOut();
        for (String line : lines) {
            out.println(line);
        }
        out.flush();
        return 0;
    }
}
